import { Group, Stack, Text, Title } from '@mantine/core';

export const MATERIALS_TITLE = 'Materials Library';
export const MATERIALS_LOADING = 'Loading materials library…';

/**
 * The materials library while its chunk loads, in the app entry: what the screen itself first draws at the top (its
 * outer stack, title and loading line), so the title, the page's largest paint, shows with the shell instead of
 * after the screen's code, and the screen then draws the very same block in the same place (nothing moves).
 */
export function MaterialsFallback() {
  return (
    <Stack gap="md" py="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{MATERIALS_TITLE}</Title>
          <Text c="dimmed">{MATERIALS_LOADING}</Text>
        </div>
      </Group>
    </Stack>
  );
}
