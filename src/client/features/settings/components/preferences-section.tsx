import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';
import { client } from '../../../lib/api-client.ts';
import type { UserSettings } from '../../../../domain/settings/user-settings.ts';
import { useSettings } from '../../../lib/settings-context.ts';

type BooleanKey =
  'autoSave' | 'showTips' | 'notificationsEnabled' | 'hideFeedbackWidget' | 'developerMode' | 'diagnosticsEnabled';

const SWITCHES: ReadonlyArray<{ key: BooleanKey; label: string; description: string }> = [
  { key: 'autoSave', label: 'Auto-save', description: 'Save formulas as you edit them.' },
  { key: 'showTips', label: 'Show tips', description: 'Short hints on the screens; close one and it stays closed.' },
  {
    key: 'notificationsEnabled',
    label: 'Notifications',
    description: 'Toasts for what happens in the background: a plan changed, a formula deleted in another tab.',
  },
  {
    key: 'hideFeedbackWidget',
    label: 'Hide feedback button',
    description: 'Presentation mode: hides the floating Feedback button.',
  },
  {
    key: 'developerMode',
    label: 'Developer mode',
    description: 'Shows record ids and the raw JSON the API answered under a perfume and a wizard proposal.',
  },
  {
    key: 'diagnosticsEnabled',
    label: 'Diagnostics',
    description: 'Shows the database access check below.',
  },
];

/** The result of the database access check, in the words of the error catalogue (spec section 7). */
type AccessCheck = { ok: boolean; message: string } | null;

/**
 * The database access check of the specification (check_formula_table_access, for diagnostics): reads the user's
 * formulas table through the API and says whether it answered, in how long, or which refusal came back.
 */
function DatabaseAccessCheck() {
  const [result, setResult] = useState<AccessCheck>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const started = performance.now();
    try {
      const response = await client.formulas.usage.$get();
      const ms = Math.round(performance.now() - started);
      if (response.ok) {
        const usage = await response.json();
        setResult({
          ok: true,
          message: `Formula table reachable: ${formatCount(usage.used)} formula(s) readable, ${formatCount(ms)} ms.`,
        });
      } else if (response.status === 401 || response.status === 403) {
        setResult({ ok: false, message: 'You do not have permission to access formula data' });
      } else if (response.status === 503) {
        setResult({ ok: false, message: 'Database configuration is being updated. Please try again in a moment.' });
      } else {
        setResult({ ok: false, message: 'Error checking table access policies' });
      }
    } catch {
      setResult({ ok: false, message: 'Unable to verify database access' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6} data-testid="database-access-check">
      <Group gap="sm">
        <Button size="xs" variant="light" loading={busy} onClick={() => void run()}>
          Check database access
        </Button>
      </Group>
      {result && (
        <Text size="sm" c={result.ok ? 'teal' : 'red'} role="status">
          {result.message}
        </Text>
      )}
    </Stack>
  );
}

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
        {settings.diagnosticsEnabled && <DatabaseAccessCheck />}
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
