import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { DEFAULT_FINISHED_PRODUCT } from '../../../../domain/formulas/formula-row.ts';
import type { client } from '../../../lib/api-client.ts';
import type { FormulaSummary } from '../api/get-formulas.ts';
import { FormulaLibrary } from './formula-library.tsx';

const summary = (id: string, name: string, product: FormulaSummary['product']): FormulaSummary => ({
  id,
  name,
  description: null,
  product,
  version: 2,
  revision: 2,
  masterFormulaId: null,
  tags: [],
  isPublic: false,
  isConfidential: false,
  source: 'local',
  lineCount: 2,
  ingredientCount: 1,
  ingredientNames: ['Hedione'],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

const CHYPRE = '7af9b0fe-0000-4000-8000-000000000011';
const COLOGNE = '7af9b0fe-0000-4000-8000-000000000012';
const FOUGERE = '7af9b0fe-0000-4000-8000-000000000013';

type SummariesEndpoint = typeof client.formulas.summaries.$get;
type VerdictsEndpoint = typeof client.formulas.verdicts.$get;
const usage = answer<typeof client.formulas.usage.$get>('GET', '/api/formulas/usage', {
  tier: 'basic',
  used: 2,
  limit: 10,
  canCreate: true,
} as never);
const user = { id: 'u1', email: 'perfumer@example.test', name: 'Perfumer' };

describe('FormulaLibrary', () => {
  it('shows each formula’s category, dosage, first ingredients and verdict, asking verdicts for the page only', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const view = renderApp(<FormulaLibrary />, {
      user,
      api: [
        answer<SummariesEndpoint>('GET', '/api/formulas/summaries', {
          items: [
            summary(CHYPRE, 'Chypre study', { ...DEFAULT_FINISHED_PRODUCT, ifraCategory: '4', dosagePercent: 18 }),
            summary(COLOGNE, 'Eau de Cologne', { ...DEFAULT_FINISHED_PRODUCT, ifraCategory: '5A', dosagePercent: 3 }),
          ],
          nextOffset: null,
        }),
        usage,
        answer<VerdictsEndpoint>('GET', '/api/formulas/verdicts', {
          items: [
            { formulaId: CHYPRE, verdict: 'not-compliant', failureCount: 2, problem: null, pending: false },
            { formulaId: COLOGNE, verdict: 'compliant', failureCount: 0, problem: null, pending: false },
          ],
        }),
      ],
    });
    const cards = await screen.findAllByTestId('formula-card');
    const chypre = cards.find((card) => card.textContent?.includes('Chypre study'))!;
    const cologne = cards.find((card) => card.textContent?.includes('Eau de Cologne'))!;
    expect(within(chypre).getByTestId('formula-card-compliance').textContent).toContain('Category 4 · 18% in product');
    expect(await within(chypre).findByText('Not compliant')).toBeTruthy();
    expect(within(chypre).getByText('Hedione')).toBeTruthy();
    expect(within(cologne).getByTestId('formula-card-compliance').textContent).toContain('Category 5A · 3% in product');
    expect(await within(cologne).findByText('Compliant')).toBeTruthy();
    const verdictRequests = view.requests.filter((request) => request.path === '/api/formulas/verdicts');
    expect(verdictRequests.map((request) => new URLSearchParams(request.search).get('ids'))).toEqual([
      `${CHYPRE},${COLOGNE}`,
    ]);
    expect(screen.queryByRole('button', { name: 'Show more formulas' })).toBeNull();
    expect(view.requests.some((request) => request.path === '/api/formulas')).toBe(false);
  });

  it('shows a verdict the server was still checking as "Checking…", and asks again until it is known', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const verdicts = answer<VerdictsEndpoint>('GET', '/api/formulas/verdicts', {
      items: [
        { formulaId: CHYPRE, verdict: 'not-compliant', failureCount: 2, problem: null, pending: false },
        { formulaId: COLOGNE, verdict: null, failureCount: 0, problem: null, pending: true },
      ],
    });
    const view = renderApp(<FormulaLibrary />, {
      user,
      api: [
        answer<SummariesEndpoint>('GET', '/api/formulas/summaries', {
          items: [
            summary(CHYPRE, 'Chypre study', DEFAULT_FINISHED_PRODUCT),
            summary(COLOGNE, 'Eau de Cologne', DEFAULT_FINISHED_PRODUCT),
          ],
          nextOffset: null,
        }),
        usage,
        verdicts,
      ],
    });
    const cards = await screen.findAllByTestId('formula-card');
    const chypre = cards.find((card) => card.textContent?.includes('Chypre study'))!;
    const cologne = cards.find((card) => card.textContent?.includes('Eau de Cologne'))!;
    expect(await within(chypre).findByText('Not compliant')).toBeTruthy();
    expect(within(cologne).getByText('Checking…')).toBeTruthy();
    // The server has checked it since: the next ask (1.5 s later, nextPendingVerdictsAsk) shows it.
    verdicts.body = {
      items: [
        { formulaId: CHYPRE, verdict: 'not-compliant', failureCount: 2, problem: null, pending: false },
        { formulaId: COLOGNE, verdict: 'compliant', failureCount: 0, problem: null, pending: false },
      ],
    };
    expect(await within(cologne).findByText('Compliant', {}, { timeout: 5000 })).toBeTruthy();
    const asked = () => view.requests.filter((request) => request.path === '/api/formulas/verdicts').length;
    expect(asked()).toBe(2);
    // Nothing pending any more: no further asks.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(asked()).toBe(2);
  }, 15_000);

  it('loads the next page on "Show more" and searches on the server', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const pages = answer<SummariesEndpoint>('GET', '/api/formulas/summaries', {
      items: [
        summary(CHYPRE, 'Chypre study', DEFAULT_FINISHED_PRODUCT),
        summary(COLOGNE, 'Eau de Cologne', DEFAULT_FINISHED_PRODUCT),
      ],
      nextOffset: 2,
    });
    const view = renderApp(<FormulaLibrary />, {
      user,
      api: [pages, usage, answer<VerdictsEndpoint>('GET', '/api/formulas/verdicts', { items: [] })],
    });
    expect(await screen.findAllByTestId('formula-card')).toHaveLength(2);
    // The server's second page: the same stub answers it from now on.
    pages.body = { items: [summary(FOUGERE, 'Fougère', DEFAULT_FINISHED_PRODUCT)], nextOffset: null };
    fireEvent.click(screen.getByRole('button', { name: 'Show more formulas' }));
    await waitFor(() => expect(screen.getAllByTestId('formula-card')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more formulas' })).toBeNull();
    const summaries = () => view.requests.filter((request) => request.path === '/api/formulas/summaries');
    expect(summaries().map((request) => request.search)).toEqual(['', '?offset=2']);
    await waitFor(() =>
      expect(
        view.requests
          .filter((request) => request.path === '/api/formulas/verdicts')
          .map((request) => new URLSearchParams(request.search).get('ids')),
      ).toEqual([`${CHYPRE},${COLOGNE}`, FOUGERE]),
    );

    pages.body = { items: [summary(FOUGERE, 'Fougère', DEFAULT_FINISHED_PRODUCT)], nextOffset: null };
    fireEvent.change(screen.getByRole('textbox', { name: 'Search formulas' }), { target: { value: ' coumarin ' } });
    await waitFor(() => expect(summaries().at(-1)?.search).toBe('?q=coumarin'));
    await waitFor(() => expect(screen.getAllByTestId('formula-card')).toHaveLength(1));
  });

  it.each([
    { used: 10000, limit: null, tier: 'enterprise', text: '10,000 formulas' },
    { used: 1234, limit: 5000, tier: 'pro', text: '1,234 of 5,000 formulas on the pro plan' },
  ])('says how many formulas there are with thousands separators: $text', async ({ used, limit, tier, text }) => {
    renderApp(<FormulaLibrary />, {
      user,
      api: [
        answer<SummariesEndpoint>('GET', '/api/formulas/summaries', { items: [], nextOffset: null }),
        answer<typeof client.formulas.usage.$get>('GET', '/api/formulas/usage', {
          tier,
          used,
          limit,
          canCreate: true,
        } as never),
      ],
    });
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
