import { Card, NumberInput, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import type { UserSettings } from '../../../../domain/settings/user-settings.ts';
import { useSettings } from '../../../lib/settings-context.ts';

type BooleanKey = 'autoSave' | 'showTips' | 'notificationsEnabled' | 'hideFeedbackWidget';

const SWITCHES: ReadonlyArray<{ key: BooleanKey; label: string; description: string }> = [
  { key: 'autoSave', label: 'Auto-save', description: 'Save formulas as you edit them.' },
  { key: 'showTips', label: 'Show tips', description: 'Short hints on screens you have not used yet.' },
  { key: 'notificationsEnabled', label: 'Notifications', description: 'Messages about imports, prices and briefings.' },
  {
    key: 'hideFeedbackWidget',
    label: 'Hide feedback button',
    description: 'Presentation mode: hides the floating Feedback button.',
  },
];

export function PreferencesSection() {
  const { settings, updateSettings } = useSettings();
  const save = (change: Partial<UserSettings>) => void updateSettings(change).catch(() => {});
  return (
    <Card>
      <Stack gap="md">
        <Title order={3}>Preferences</Title>
        {SWITCHES.map((item) => (
          <Switch
            key={item.key}
            label={item.label}
            description={item.description}
            checked={settings[item.key]}
            onChange={(event) => save({ [item.key]: event.currentTarget.checked })}
          />
        ))}
      </Stack>
    </Card>
  );
}

export function MaterialProcessingSection() {
  const { settings, updateSettings } = useSettings();
  const save = (change: Partial<UserSettings>) => void updateSettings(change).catch(() => {});
  return (
    <Card>
      <Stack gap="md">
        <Title order={3}>Material processing</Title>
        <Switch
          label="Material classifier"
          description="Classify imported materials into odour families automatically."
          checked={settings.materialClassifierEnabled}
          onChange={(event) => save({ materialClassifierEnabled: event.currentTarget.checked })}
        />
        <Switch
          label="Consolidation"
          description="Suggest merging duplicate materials."
          checked={settings.consolidationEnabled}
          onChange={(event) => save({ consolidationEnabled: event.currentTarget.checked })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Classification threshold"
            description="0 to 1"
            min={0}
            max={1}
            step={0.05}
            decimalScale={2}
            value={settings.classificationThreshold}
            onChange={(value) => typeof value === 'number' && save({ classificationThreshold: value })}
          />
          <NumberInput
            label="Consolidation threshold"
            description="0 to 1"
            min={0}
            max={1}
            step={0.05}
            decimalScale={2}
            value={settings.consolidationThreshold}
            onChange={(value) => typeof value === 'number' && save({ consolidationThreshold: value })}
          />
          <NumberInput
            label="Batch size"
            description="1 to 1000"
            min={1}
            max={1000}
            step={10}
            allowDecimal={false}
            value={settings.consolidationBatchSize}
            onChange={(value) => typeof value === 'number' && save({ consolidationBatchSize: value })}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
