import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import { NewsAnalysisCard } from './news-analysis-card.tsx';

const admin = { id: 'a1', email: 'admin@sillage.test', name: 'Admin', role: 'admin' };

const status = (connected: boolean): StubRoute => ({
  method: 'GET',
  path: '/api/ai/status',
  status: 200,
  body: {
    connected,
    provider: null,
    message: null,
    providers: [],
    usage: { monthToDate: 0, calls: 0, unpricedCalls: 0, limit: 10 },
  },
});

type LastRun = {
  state: string;
  finishedAt: string | null;
  result: { analysed?: number; stopped?: string | null } | null;
  error: string | null;
};

const analysis = (enabled: boolean, lastRun: LastRun | null = null): StubRoute => ({
  method: 'GET',
  path: '/api/admin/ai/news-analysis',
  status: 200,
  body: { enabled, runAsUserId: enabled ? admin.id : null, articles: { total: 120, byModel: 45 }, lastRun },
});

const renderCard = (api: StubRoute[]) => renderApp(<NewsAnalysisCard />, { user: admin, api });

describe('NewsAnalysisCard (admin: news analysis by model)', () => {
  it('shows how many articles a model analysed and what the last run did', async () => {
    renderCard([
      status(true),
      analysis(true, {
        state: 'completed',
        finishedAt: null,
        result: { analysed: 20, stopped: 'monthly limit reached' },
        error: null,
      }),
    ]);
    expect(await screen.findByText('45 of 120 articles analysed by a model.')).toBeInTheDocument();
    expect(screen.getByTestId('news-analysis-last-run')).toHaveTextContent(
      'Last run: completed · 20 analysed · monthly limit reached',
    );
    expect(screen.getByRole('switch', { name: 'Analyse the news with my model' })).toBeChecked();
  });

  it('turns model analysis on', async () => {
    const { user, requests } = renderCard([
      status(true),
      analysis(false),
      { method: 'PUT', path: '/api/admin/ai/news-analysis', status: 200, body: { enabled: true } },
    ]);
    const toggle = await screen.findByRole('switch', { name: 'Analyse the news with my model' });
    expect(screen.getByRole('button', { name: 'Analyse now' })).toBeDisabled();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ enabled: true }));
  });

  it('runs the analysis now when it is on', async () => {
    const { user, requests } = renderCard([
      status(true),
      analysis(true),
      { method: 'POST', path: '/api/admin/ai/news-analysis/run', status: 202, body: { job: { id: 'j1' } } },
    ]);
    const run = await screen.findByRole('button', { name: 'Analyse now' });
    await waitFor(() => expect(run).toBeEnabled());
    await user.click(run);
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/admin/ai/news-analysis/run')).toBe(true),
    );
  });

  it('cannot be turned on without a connected provider, and says how to connect one', async () => {
    renderCard([status(false), analysis(false)]);
    expect(await screen.findByTestId('ai-connect-notice')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Analyse the news with my model' })).toBeDisabled();
  });

  it('shows the refusal of a run already under way', async () => {
    const { user } = renderCard([
      status(true),
      analysis(true),
      {
        method: 'POST',
        path: '/api/admin/ai/news-analysis/run',
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'The news is being analysed. Wait for it to finish.' } },
      },
    ]);
    const run = await screen.findByRole('button', { name: 'Analyse now' });
    await waitFor(() => expect(run).toBeEnabled());
    await user.click(run);
    expect(await screen.findByText('The news is being analysed. Wait for it to finish.')).toBeInTheDocument();
  });
});
