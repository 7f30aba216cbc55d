import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import type { AiStatus, MaterialSuggestion } from '../api/ai-api.ts';
import { MaterialSuggestionsCard } from './material-suggestions-card.tsx';

const admin = { id: 'a1', email: 'admin@sillage.test', name: 'Admin', role: 'admin' };

const suggestion = (overrides: Partial<MaterialSuggestion>): MaterialSuggestion => ({
  id: '00000000-0000-4000-8000-0000000000s1',
  kind: 'classification',
  materialId: '00000000-0000-4000-8000-0000000000m1',
  materialName: 'Linalool',
  materialCas: '78-70-6',
  otherMaterialId: null,
  otherName: null,
  otherCas: null,
  proposal: { notePosition: 'top', odourFamily: 'floral' },
  confidence: 0.91,
  status: 'pending',
  provenance: { provider: 'anthropic', model: 'claude-x', promptVersion: 'v1', createdAt: '2026-11-20T09:00:00.000Z' },
  decidedBy: null,
  decidedAt: null,
  label: 'AI-generated',
  ...overrides,
});

const items = [
  suggestion({}),
  suggestion({
    id: '00000000-0000-4000-8000-0000000000s2',
    kind: 'duplicate',
    materialName: 'Lavandin oil',
    materialCas: null,
    otherName: 'Lavandin grosso oil',
    proposal: { reason: 'same CAS' },
    confidence: 0.8,
  }),
  suggestion({ id: '00000000-0000-4000-8000-0000000000s3', materialName: 'Vanillin', status: 'accepted' }),
];

function renderCard(options: { connected?: boolean; list?: MaterialSuggestion[]; extra?: StubRoute[] } = {}) {
  const { connected = true, list = items, extra = [] } = options;
  const status: Partial<AiStatus> = {
    connected,
    provider: null,
    message: null,
    providers: [],
    usage: {
      monthToDate: 0,
      calls: 0,
      unpricedCalls: 0,
      limit: 10,
      workspace: { monthToDate: 0, calls: 0, instanceCost: 0 },
    },
  };
  return renderApp(<MaterialSuggestionsCard />, {
    user: admin,
    api: [
      ...extra,
      { method: 'GET', path: '/api/admin/ai/suggestions', status: 200, body: { items: list } },
      { method: 'GET', path: '/api/ai/status', status: 200, body: status },
    ],
  });
}

describe('MaterialSuggestionsCard (admin: classification and duplicates)', () => {
  it('lists each suggestion with what the model proposes, its model and confidence, and counts those to review', async () => {
    renderCard();
    expect(
      await screen.findByRole('heading', { name: 'Classification and duplicates (2 to review)' }),
    ).toBeInTheDocument();
    const [linalool, lavandin, vanillin] = await screen.findAllByTestId('material-suggestion');
    expect(linalool).toHaveTextContent('top note · floral');
    expect(linalool).toHaveTextContent('anthropic · claude-x · confidence 0.91');
    expect(within(linalool!).getByRole('link', { name: 'Linalool' })).toHaveAttribute(
      'href',
      expect.stringContaining('00000000-0000-4000-8000-0000000000m1'),
    );
    expect(lavandin).toHaveTextContent('Same material as Lavandin grosso oil (same CAS)');
    expect(within(vanillin!).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(vanillin).toHaveTextContent('accepted');
  });

  it('sends the admin’s decision for that suggestion', async () => {
    const { user, requests } = renderCard({
      extra: [{ method: 'POST', path: /\/decide$/, status: 200, body: { ok: true } }],
    });
    const [, lavandin] = await screen.findAllByTestId('material-suggestion');
    await user.click(within(lavandin!).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      const decision = requests.find((request) => request.path.endsWith('/decide'));
      expect(decision?.path).toBe('/api/admin/ai/suggestions/00000000-0000-4000-8000-0000000000s2/decide');
      expect(decision?.body).toEqual({ decision: 'reject' });
    });
  });

  it('runs the next batch and reports what was kept and discarded', async () => {
    const { user } = renderCard({
      list: [],
      extra: [
        {
          method: 'POST',
          path: '/api/admin/ai/suggestions/run',
          status: 200,
          body: { considered: 20, classifications: 5, duplicates: 1, discarded: 14, cost: 0.02, priced: true },
        },
      ],
    });
    expect(await screen.findByText(/No suggestions yet\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suggest for the next batch' }));
    expect(await screen.findByTestId('suggestions-run')).toHaveTextContent(
      '20 materials considered: 5 classifications and 1 duplicate pairs kept, 14 under the thresholds discarded.',
    );
  });

  it('disables the run and says how to connect when no provider is connected', async () => {
    renderCard({ connected: false, list: [] });
    expect(await screen.findByTestId('ai-connect-notice')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suggest for the next batch' })).toBeDisabled();
  });

  it('explains the monthly limit when the run is refused for it', async () => {
    const { user } = renderCard({
      list: [],
      extra: [
        {
          method: 'POST',
          path: '/api/admin/ai/suggestions/run',
          status: 429,
          body: { error: { code: 'AI_COST_LIMIT', message: 'This month’s AI limit is reached.' } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Suggest for the next batch' }));
    expect(await screen.findByTestId('ai-cost-limit-notice')).toHaveTextContent('This month’s AI limit is reached.');
  });
});
