import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconPlugConnected, IconLock, IconCoin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';

/** How to connect a provider: shown wherever an AI feature is asked for while none is connected. */
export function ConnectProviderNotice({ compact = false }: { compact?: boolean }) {
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconPlugConnected size={18} />}
      title="Connect an AI provider"
      data-testid="ai-connect-notice"
    >
      <Text size="sm">
        No AI provider is connected yet. In{' '}
        <Anchor component={Link} to={ROUTES.settings.path}>
          Settings → AI
        </Anchor>
        {compact
          ? ', add the key of a provider below, or point Sillage at a local model through an OpenAI-compatible base URL (no key needed).'
          : ', either:'}
      </Text>
      {!compact && (
        <List size="sm" mt={4} spacing={2}>
          <List.Item>add the key of a provider (OpenAI, Anthropic, Google, Mistral…), or</List.Item>
          <List.Item>
            point Sillage at a local model through an OpenAI-compatible base URL (Ollama, LM Studio, vLLM): no key is
            needed, and nothing leaves your machine.
          </List.Item>
        </List>
      )}
    </Alert>
  );
}

/** The refusal of an AI call as a calm explanation: the plan, the monthly limit, no provider, or the provider's failure. */
export function AiErrorNotice({ error }: { error: unknown }) {
  if (!(error instanceof ApiError))
    return (
      <Alert color="red" variant="light" title="Something went wrong">
        {error instanceof Error ? error.message : 'The request failed.'}
      </Alert>
    );
  if (error.code === 'AI_NOT_CONFIGURED') return <ConnectProviderNotice />;
  if (error.status === 403) {
    return (
      <Alert
        variant="light"
        color="gray"
        icon={<IconLock size={18} />}
        title="Not in your plan"
        data-testid="ai-plan-notice"
      >
        <Text size="sm">
          {error.message}{' '}
          <Anchor component={Link} to={ROUTES.pricing.path}>
            See the plans
          </Anchor>
        </Text>
      </Alert>
    );
  }
  if (error.code === 'AI_COST_LIMIT') {
    return (
      <Alert
        variant="light"
        color="orange"
        icon={<IconCoin size={18} />}
        title="Monthly AI limit reached"
        data-testid="ai-cost-limit-notice"
      >
        <Text size="sm">{error.message}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title="The AI call failed">
      {error.message}
    </Alert>
  );
}
