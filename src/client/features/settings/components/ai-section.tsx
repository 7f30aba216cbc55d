import { ActionIcon, Button, Card, Group, PasswordInput, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AI_PROVIDERS, API_KEY_PROVIDERS, type AiProvider, type ApiKeyProvider } from '../../../../domain/settings/user-settings.ts';
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
};

function ApiKeyRow({ provider }: { provider: ApiKeyProvider }) {
  const { settings, saveApiKey } = useSettings();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const masked = settings.apiKeys[provider];
  const label = PROVIDER_LABELS[provider];

  const run = async (key: string, message: string) => {
    setBusy(true);
    try {
      await saveApiKey(provider, key);
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
          <Button size="xs" disabled={!value.trim() || busy} onClick={() => void run(value.trim(), `${label} key saved`)}>
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

export function AiSection() {
  const { settings, updateSettings } = useSettings();
  return (
    <Card>
      <Stack gap="md">
        <Title order={3}>AI providers</Title>
        <Text size="sm" c="dimmed">
          Sillage uses your own keys for AI features. Keys are encrypted on the server and only their last four
          characters are ever shown.
        </Text>
        <Select
          label="Active provider"
          maw={320}
          data={AI_PROVIDERS.map((value) => ({ value, label: ACTIVE_PROVIDER_LABELS[value] }))}
          value={settings.aiSettings.activeProvider}
          onChange={(value) =>
            value &&
            void updateSettings({ aiSettings: { ...settings.aiSettings, activeProvider: value as AiProvider } }).catch(
              () => {},
            )
          }
          allowDeselect={false}
        />
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
                <ApiKeyRow key={provider} provider={provider} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
