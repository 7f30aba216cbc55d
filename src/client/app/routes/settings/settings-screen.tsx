import { Alert, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AiConnectionStatus } from '../../../features/ai/components/ai-connection-status.tsx';
import { AiSection } from '../../../features/settings/components/ai-section.tsx';
import { AppearanceSection } from '../../../features/settings/components/appearance-section.tsx';
import { CompanySection } from '../../../features/settings/components/company-section.tsx';
import {
  MaterialProcessingSection,
  PreferencesSection,
} from '../../../features/settings/components/preferences-section.tsx';
import { useSettings } from '../../../lib/settings-context.ts';

export function SettingsScreen() {
  const { error, initialised } = useSettings();
  // The AI status (connection, the month's limit) is read again once the server has saved an AI setting: read at the
  // change itself, it could reach the server before the save and show the old limit.
  const [aiSaves, setAiSaves] = useState(0);
  const { hash } = useLocation();
  // /settings#company (from a refused certificate) scrolls to that section and puts the cursor in its first empty field.
  useEffect(() => {
    if (!initialised || !hash) return;
    const section = document.getElementById(hash.slice(1));
    section?.scrollIntoView({ block: 'start' });
    const empty = [
      ...(section?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? []),
    ].find((field) => field.value.trim() === '');
    empty?.focus({ preventScroll: true });
  }, [hash, initialised]);
  return (
    <Stack gap="lg" py="md" maw={900}>
      <div>
        <Title order={1}>Settings</Title>
        <Text c="dimmed">Changes are saved as you make them.</Text>
      </div>
      {!initialised && (
        <Text c="dimmed" role="status">
          Loading your settings…
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" title="Error loading settings">
          {error}. Showing the settings stored in this browser.
        </Alert>
      )}
      <AppearanceSection />
      <PreferencesSection />
      <CompanySection />
      <AiSection
        status={<AiConnectionStatus watch={String(aiSaves)} />}
        onSaved={() => setAiSaves((saves) => saves + 1)}
      />
      <MaterialProcessingSection />
    </Stack>
  );
}
