import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer, type StubRoute } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import type { AiStatus } from '../api/ai-api.ts';
import { AiConnectionStatus } from './ai-connection-status.tsx';

const camille = { id: 'u1', email: 'camille@sillage.test', name: 'Camille' };
const models = { default: 'm', fast: 'm', vision: 'm' };

const provider = (
  id: AiStatus['providers'][number]['id'],
  label: string,
  connected: boolean,
  source: 'user' | 'instance' | null,
) => ({
  id,
  label,
  needsKey: id !== 'compatible',
  keySlot: null,
  defaults: models,
  connected,
  source,
});

const status = (overrides: Partial<AiStatus> = {}): AiStatus => ({
  connected: true,
  provider: { id: 'anthropic', label: 'Anthropic', source: 'user' },
  message: null,
  providers: [
    provider('openai', 'OpenAI', false, null),
    provider('anthropic', 'Anthropic', true, 'user'),
    provider('mistral', 'Mistral', true, 'instance'),
    provider('compatible', 'OpenAI-compatible', false, null),
  ],
  usage: {
    monthToDate: 12.5,
    calls: 40,
    unpricedCalls: 2,
    limit: 50,
    workspace: { monthToDate: 12.5, calls: 40, instanceCost: 0 },
  },
  ...overrides,
});

function renderStatus(answerWith: AiStatus | StubRoute, extra: StubRoute[] = []) {
  const route =
    'method' in answerWith ? answerWith : answer<typeof client.ai.status.$get>('GET', '/api/ai/status', answerWith);
  return renderApp(<AiConnectionStatus watch="a" />, { user: camille, api: [route, ...extra] });
}

describe('AiConnectionStatus (Settings → AI)', () => {
  it('shows the month’s spend against the limit, the provider in use and how each is connected', async () => {
    renderStatus(status());
    expect(await screen.findByTestId('ai-month-to-date')).toHaveTextContent(
      '$12.50 of $50.00 · 40 calls (2 without a price, counted as $0)',
    );
    expect(screen.getByText('Using Anthropic')).toBeInTheDocument();
    const panel = screen.getByTestId('ai-connection-status');
    expect(within(panel).getByText('your key')).toBeInTheDocument();
    expect(within(panel).getByText('installation')).toBeInTheDocument();
    expect(within(panel).getByText('not connected')).toBeInTheDocument();
    expect(within(panel).queryByText('OpenAI')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ai-connect-notice')).not.toBeInTheDocument();
  });

  it('explains how to connect a provider when none is', async () => {
    renderStatus(
      status({
        connected: false,
        provider: null,
        providers: [provider('compatible', 'OpenAI-compatible', false, null)],
        usage: {
          monthToDate: 0,
          calls: 1,
          unpricedCalls: 0,
          limit: 0,
          workspace: { monthToDate: 0, calls: 1, instanceCost: 0 },
        },
      }),
    );
    expect(await screen.findByTestId('ai-connect-notice')).toHaveTextContent('No AI provider is connected yet.');
    expect(screen.getByTestId('ai-month-to-date')).toHaveTextContent('$0.00 of $0.00 · 1 call');
    expect(screen.queryByRole('button', { name: /Test connection/ })).not.toBeInTheDocument();
  });

  it('tests the chosen provider’s connection and shows the answer with its time', async () => {
    const { user, requests } = renderStatus(status(), [
      {
        method: 'POST',
        path: '/api/ai/test-connection',
        status: 200,
        body: { ok: true, message: 'Anthropic answered', ms: 412 },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Test connection to Anthropic' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Anthropic answered (412 ms)');
    expect(requests.find((request) => request.path === '/api/ai/test-connection')?.body).toEqual({
      provider: 'anthropic',
    });
  });

  it('shows the refusal when the test is over the monthly limit', async () => {
    const { user } = renderStatus(status(), [
      {
        method: 'POST',
        path: '/api/ai/test-connection',
        status: 429,
        body: { error: { code: 'AI_COST_LIMIT', message: 'This month’s AI limit of $50.00 is reached.' } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Test connection to Mistral' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('This month’s AI limit of $50.00 is reached.'),
    );
  });

  it('says the plan has no AI when the status is refused with 403', async () => {
    renderStatus({
      method: 'GET',
      path: '/api/ai/status',
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'AI features are in the Professional plan.' } },
    });
    expect(await screen.findByTestId('ai-plan-notice')).toHaveTextContent('AI features are in the Professional plan.');
    expect(screen.getByRole('link', { name: 'See the plans' })).toBeInTheDocument();
  });
});
