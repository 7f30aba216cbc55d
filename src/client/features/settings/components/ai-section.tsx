import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { providerInfo, textProviderFor } from '../../../../domain/ai/ai-providers.ts';
import { IMAGE_PROVIDER_OPTIONS, imageProviderFor } from '../../../../domain/ai/material-image.ts';
import {
  AI_PROVIDERS,
  API_KEY_PROVIDERS,
  normaliseBaseUrl,
  type AiProvider,
  type ApiKeyProvider,
  type ModelChoice,
} from '../../../../domain/settings/user-settings.ts';
import { useSettings } from '../../../lib/settings-context.ts';

const PROVIDER_LABELS: Record<ApiKeyProvider, string> = {
  openAI: 'OpenAI',
  perplexity: 'Perplexity',
  elevenLabs: 'ElevenLabs',
  anthropic: 'Anthropic',
  deepseek: 'DeepSeek',
  google: 'Google',
  mistral: 'Mistral',
  cohere: 'Cohere',
  together: 'Together',
  openRouter: 'OpenRouter',
  stability: 'Stability',
  runware: 'Runware',
};

const ACTIVE_PROVIDER_LABELS: Record<AiProvider, string> = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
  both: 'OpenAI and Anthropic',
  deepseek: 'DeepSeek',
  google: 'Google',
  mistral: 'Mistral',
  cohere: 'Cohere',
  together: 'Together',
  openrouter: 'OpenRouter',
  stability: 'Stability',
  runware: 'Runware',
  perplexity: 'Perplexity',
  compatible: 'OpenAI-compatible endpoint (Ollama, LM Studio, vLLM)',
};

const IMAGE_PROVIDERS = IMAGE_PROVIDER_OPTIONS.map(({ value, label }) => ({ value, label }));

const MODEL_ROLES: { role: keyof ModelChoice; label: string; hint: string }[] = [
  { role: 'default', label: 'Default model', hint: 'Enrichment and the assistant' },
  { role: 'fast', label: 'Fast model', hint: 'Connection tests and short tasks' },
  { role: 'vision', label: 'Vision model', hint: 'Reading images' },
];

/** The base URL of a local or self-hosted OpenAI-compatible server, saved when the field is left. */
function BaseUrlField({ onSaved }: { onSaved: () => void }) {
  const { settings, updateSettings } = useSettings();
  const saved = settings.aiSettings.compatibleBaseUrl;
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const trimmed = value.trim();
    if (trimmed === saved) return;
    if (trimmed !== '' && normaliseBaseUrl(trimmed) === '') {
      setError('Enter an http:// or https:// address, e.g. http://localhost:11434/v1');
      return;
    }
    setError(null);
    void updateSettings({ aiSettings: { ...settings.aiSettings, compatibleBaseUrl: trimmed } })
      .then(onSaved)
      .then(() => notifications.show({ color: 'green', message: trimmed ? 'Base URL saved' : 'Base URL removed' }))
      .catch(() => {});
  };
  return (
    <TextInput
      label="OpenAI-compatible base URL"
      description="A local model needs no key: Ollama http://localhost:11434/v1 · LM Studio http://localhost:1234/v1 · vLLM http://localhost:8000/v1"
      placeholder="http://localhost:11434/v1"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={save}
      onKeyDown={(event) => event.key === 'Enter' && save()}
      error={error}
      maw={520}
    />
  );
}

/** Default, fast and vision model names for the active provider; empty fields use the provider's defaults. */
function ModelFields({ onSaved }: { onSaved: () => void }) {
  const { settings, updateSettings } = useSettings();
  const provider = textProviderFor(settings.aiSettings.activeProvider);
  const [draft, setDraft] = useState<Partial<ModelChoice>>({});
  if (!provider)
    return (
      <Text size="sm" c="dimmed">
        This provider makes images only: choose a text provider for enrichment and the assistant.
      </Text>
    );
  const defaults = providerInfo(provider).models;
  const chosen = settings.aiSettings.models[provider];
  const save = (role: keyof ModelChoice) => {
    const value = (draft[role] ?? chosen?.[role] ?? '').trim();
    if (value === (chosen?.[role] ?? '')) return;
    const next: ModelChoice = {
      default: chosen?.default ?? '',
      fast: chosen?.fast ?? '',
      vision: chosen?.vision ?? '',
      [role]: value,
    };
    void updateSettings({
      aiSettings: { ...settings.aiSettings, models: { ...settings.aiSettings.models, [provider]: next } },
    })
      .then(onSaved)
      .catch(() => {});
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {MODEL_ROLES.map(({ role, label, hint }) => (
        <TextInput
          key={`${provider}-${role}`}
          label={label}
          description={hint}
          placeholder={defaults[role]}
          value={draft[role] ?? chosen?.[role] ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDraft((current) => ({ ...current, [role]: value }));
          }}
          onBlur={() => save(role)}
        />
      ))}
    </SimpleGrid>
  );
}

function ApiKeyRow({ provider, onSaved }: { provider: ApiKeyProvider; onSaved: () => void }) {
  const { settings, saveApiKey } = useSettings();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const masked = settings.apiKeys[provider];
  const label = PROVIDER_LABELS[provider];

  const run = async (key: string, message: string) => {
    setBusy(true);
    try {
      await saveApiKey(provider, key);
      onSaved();
      setValue('');
      notifications.show({ color: 'green', message });
    } catch {
      // saveApiKey already told the user.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {label}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" ff="var(--sl-font-spreadsheet)">
          {masked ?? 'Not set'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <PasswordInput
            aria-label={`${label} API key`}
            placeholder={masked ? 'Replace key' : 'Paste key'}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            size="xs"
            style={{ flex: 1, minWidth: 140 }}
            autoComplete="off"
          />
          <Button
            size="xs"
            disabled={!value.trim() || busy}
            onClick={() => void run(value.trim(), `${label} key saved`)}
          >
            Save
          </Button>
          <Tooltip label={`Remove ${label} key`}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${label} key`}
              disabled={!masked || busy}
              onClick={() => void run('', `${label} key removed`)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Settings → AI providers. `status` is shown under the limit; `onSaved` runs once the server has confirmed a change of
 * this section, so what the server derives from it (the connection, the month's limit) is read after the save and
 * never before it.
 */
export function AiSection({ status, onSaved = () => {} }: { status?: ReactNode; onSaved?: () => void }) {
  const { settings, updateSettings } = useSettings();
  return (
    <Card id="ai" style={{ scrollMarginTop: 80 }}>
      <Stack gap="md">
        <Title order={3}>AI providers</Title>
        <Text size="sm" c="dimmed">
          Sillage calls models from its server only, with your own keys (or the ones this installation provides). Keys
          are encrypted on the server and only their last four characters are ever shown. A local model through an
          OpenAI-compatible endpoint works too, with no key at all.
        </Text>
        <Select
          label="Active provider"
          maw={320}
          data={AI_PROVIDERS.map((value) => ({ value, label: ACTIVE_PROVIDER_LABELS[value] }))}
          value={settings.aiSettings.activeProvider}
          onChange={(value) => {
            if (!value) return;
            // The image provider follows the active provider when that one draws images too (OpenAI, Google, an
            // OpenAI-compatible endpoint); otherwise it stays as chosen.
            const image = imageProviderFor(value);
            void updateSettings({
              aiSettings: { ...settings.aiSettings, activeProvider: value as AiProvider },
              ...(image ? { imageGenerationProvider: image } : {}),
            })
              .then(onSaved)
              .catch(() => {});
          }}
          allowDeselect={false}
        />
        {settings.aiSettings.activeProvider === 'compatible' && <BaseUrlField onSaved={onSaved} />}
        <ModelFields onSaved={onSaved} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Monthly AI cost limit (USD)"
            description="AI calls stop for the month once your spend reaches it; 0 turns AI off."
            min={0}
            max={100000}
            decimalScale={2}
            prefix="$"
            key={settings.costLimitPerMonth}
            defaultValue={settings.costLimitPerMonth}
            onBlur={(event) => {
              const value = Number(event.currentTarget.value.replace(/[^0-9.]/g, ''));
              if (Number.isFinite(value) && value !== settings.costLimitPerMonth)
                void updateSettings({ costLimitPerMonth: value })
                  .then(onSaved)
                  .catch(() => {});
            }}
          />
          <Stack gap={6}>
            <Select
              label="Image provider"
              description="For material illustrations. An OpenAI-compatible endpoint draws through its base URL."
              data={IMAGE_PROVIDERS}
              value={settings.imageGenerationProvider}
              onChange={(value) => value && void updateSettings({ imageGenerationProvider: value }).catch(() => {})}
              allowDeselect={false}
            />
            <Switch
              label="Image generation"
              checked={settings.enableImageGeneration}
              onChange={(event) =>
                void updateSettings({ enableImageGeneration: event.currentTarget.checked }).catch(() => {})
              }
            />
          </Stack>
        </SimpleGrid>
        {status}
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Provider</Table.Th>
                <Table.Th>Stored key</Table.Th>
                <Table.Th>New key</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {API_KEY_PROVIDERS.map((provider) => (
                <ApiKeyRow key={provider} provider={provider} onSaved={onSaved} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
