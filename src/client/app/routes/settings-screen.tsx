import { Alert, Stack, Text, Title } from '@mantine/core';
import { AiSection } from '../../features/settings/components/ai-section.tsx';
import { AppearanceSection } from '../../features/settings/components/appearance-section.tsx';
import { MaterialProcessingSection, PreferencesSection } from '../../features/settings/components/preferences-section.tsx';
import { useSettings } from '../../lib/settings-context.ts';

export function SettingsScreen() {
  const { error, initialised } = useSettings();
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
      <AiSection />
      <MaterialProcessingSection />
    </Stack>
  );
}
