import { Code, Stack, Text } from '@mantine/core';
import { useContext } from 'react';
import { SettingsContext } from '../lib/settings-context.ts';

/**
 * Developer mode (Settings → Preferences): the record's id and its raw JSON, as the API answered it, under what the
 * screen shows. Nothing while developer mode is off (the default).
 */
export function DeveloperDetails({ label, id, data }: { label: string; id?: string; data: unknown }) {
  const developerMode = useContext(SettingsContext)?.settings.developerMode ?? false;
  if (!developerMode) return null;
  return (
    <details data-testid="developer-details">
      <summary>
        <Text span size="xs" c="dimmed">
          Developer · {label}
          {id ? ` · id ${id}` : ''}
        </Text>
      </summary>
      <Stack gap={4} mt={4}>
        <Code block style={{ maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(data, null, 2)}
        </Code>
      </Stack>
    </details>
  );
}
