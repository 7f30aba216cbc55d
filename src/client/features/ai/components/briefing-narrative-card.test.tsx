import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import { BriefingNarrativeCard } from './briefing-narrative-card.tsx';

const camille = { id: 'u1', email: 'camille@sillage.test', name: 'Camille' };

const status = (connected: boolean): StubRoute => ({
  method: 'GET',
  path: '/api/ai/status',
  status: 200,
  body: {
    connected,
    provider: connected ? { id: 'mistral', label: 'Mistral', source: 'user' } : null,
    message: null,
    providers: [],
    usage: { monthToDate: 0, calls: 0, unpricedCalls: 0, limit: 10 },
  },
});

const narrative = (paragraphs: { text: string; sources: { url: string; label: string }[] }[], dropped: number) => ({
  method: 'POST',
  path: '/api/ai/briefing-narrative',
  status: 200,
  body: {
    provenance: { label: 'AI-generated', provider: 'mistral', model: 'mistral-large' },
    paragraphs,
    dropped,
  },
});

const renderCard = (api: StubRoute[]) => renderApp(<BriefingNarrativeCard />, { user: camille, api });

describe('BriefingNarrativeCard (intelligence: briefing written by AI)', () => {
  it('writes the briefing up with its provenance, each paragraph’s sources, and says how many were left out', async () => {
    const { user, requests } = renderCard([
      status(true),
      narrative(
        [
          {
            text: 'Three new launches this week lean on iris.',
            sources: [{ url: '/intelligence/news', label: 'News, 3 articles' }],
          },
        ],
        2,
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Write it up' }));
    const card = screen.getByRole('region', { name: 'Briefing written by AI' });
    expect(await within(card).findByText('Three new launches this week lean on iris.')).toBeInTheDocument();
    expect(within(card).getByText('AI-generated')).toBeInTheDocument();
    expect(within(card).getByText('mistral · mistral-large')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'News, 3 articles' })).toHaveAttribute('href', '/intelligence/news');
    expect(within(card).getByText('2 paragraphs left out: numbers not found in the data.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/ai/briefing-narrative')).toHaveLength(1);
  });

  it('shows nothing of a text that did not keep to the data', async () => {
    const { user } = renderCard([status(true), narrative([], 1)]);
    await user.click(await screen.findByRole('button', { name: 'Write it up' }));
    expect(await screen.findByText(/did not keep to the data, so nothing is shown/)).toBeInTheDocument();
    expect(screen.getByText('1 paragraph left out: numbers not found in the data.')).toBeInTheDocument();
  });

  it('offers no button and says how to connect when no provider is connected', async () => {
    renderCard([status(false)]);
    expect(await screen.findByTestId('ai-connect-notice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write it up' })).not.toBeInTheDocument();
  });

  it('says the plan has no AI when the status is refused', async () => {
    renderCard([
      {
        method: 'GET',
        path: '/api/ai/status',
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'AI is in the Basic plan and above.' } },
      },
    ]);
    expect(await screen.findByTestId('ai-plan-notice')).toHaveTextContent('AI is in the Basic plan and above.');
  });

  it('explains a provider failure when writing', async () => {
    const { user } = renderCard([
      status(true),
      {
        method: 'POST',
        path: '/api/ai/briefing-narrative',
        status: 502,
        body: { error: { code: 'AI_PROVIDER', message: 'Mistral did not answer in time.' } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Write it up' }));
    const message = await screen.findByText('Mistral did not answer in time.');
    expect(message.closest('[role="alert"]')).toHaveTextContent('The AI call failed');
  });
});
