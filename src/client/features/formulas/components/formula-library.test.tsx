import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { createEmptyRow, DEFAULT_FINISHED_PRODUCT } from '../../../../domain/formulas/formula-row.ts';
import type { client } from '../../../lib/api-client.ts';
import type { Formula } from '../api/get-formula.ts';
import { FormulaLibrary } from './formula-library.tsx';

const formula = (id: string, name: string, product: Formula['product']): Formula => ({
  id,
  name,
  description: null,
  rows: [{ ...createEmptyRow('r1'), name: 'Hedione', amount: 30 }],
  product,
  version: 2,
  revision: 2,
  masterFormulaId: null,
  tags: [],
  isPublic: false,
  isConfidential: false,
  source: 'local',
  ingredientCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

const CHYPRE = '7af9b0fe-0000-4000-8000-000000000011';
const COLOGNE = '7af9b0fe-0000-4000-8000-000000000012';

describe('FormulaLibrary cards', () => {
  it('show each formula’s category, dosage and verdict', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    renderApp(<FormulaLibrary />, {
      user: { id: 'u1', email: 'perfumer@example.test', name: 'Perfumer' },
      api: [
        answer<typeof client.formulas.$get>('GET', '/api/formulas', {
          items: [
            formula(CHYPRE, 'Chypre study', { ...DEFAULT_FINISHED_PRODUCT, ifraCategory: '4', dosagePercent: 18 }),
            formula(COLOGNE, 'Eau de Cologne', { ...DEFAULT_FINISHED_PRODUCT, ifraCategory: '5A', dosagePercent: 3 }),
          ],
        }),
        answer<typeof client.formulas.usage.$get>('GET', '/api/formulas/usage', {
          tier: 'basic',
          used: 2,
          limit: 10,
          canCreate: true,
        } as never),
        answer<typeof client.formulas.verdicts.$get>('GET', '/api/formulas/verdicts', {
          items: [
            { formulaId: CHYPRE, verdict: 'not-compliant', failureCount: 2, problem: null },
            { formulaId: COLOGNE, verdict: 'compliant', failureCount: 0, problem: null },
          ],
        }),
      ],
    });
    const cards = await screen.findAllByTestId('formula-card');
    const chypre = cards.find((card) => card.textContent?.includes('Chypre study'))!;
    const cologne = cards.find((card) => card.textContent?.includes('Eau de Cologne'))!;
    expect(within(chypre).getByTestId('formula-card-compliance').textContent).toContain('Category 4 · 18% in product');
    expect(await within(chypre).findByText('Not compliant')).toBeTruthy();
    expect(within(cologne).getByTestId('formula-card-compliance').textContent).toContain('Category 5A · 3% in product');
    expect(await within(cologne).findByText('Compliant')).toBeTruthy();
  });
});
