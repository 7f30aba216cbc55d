import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { IFRA_CATEGORIES } from '../../../../domain/regulatory/ifra-categories.ts';
import { IfraLimitsTable } from './ifra-limits-table.tsx';

// IFRA_STD_120 (Carvone oxide) is a PROHIBITION: standards.csv leaves cat_1 … cat_12 empty ("should not be used as
// fragrance ingredient"). Each category read "—", which a reader takes for "not restricted". STD_064's category 4 is 0.01 %.
describe('IfraLimitsTable', () => {
  it.each([
    { type: 'PROHIBITION', expected: 'Prohibited' },
    { type: 'SPECIFICATION', expected: 'Specification' },
  ])('reads every empty category of a $type as "$expected"', ({ type, expected }) => {
    renderApp(
      <IfraLimitsTable
        standards={[
          { id: 'IFRA_STD_120', name: 'Carvone oxide', type, riskProperty: 'DERMAL SENSITIZATION', limits: [] },
        ]}
      />,
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getAllByText(expected)).toHaveLength(IFRA_CATEGORIES.length);
    expect(within(row).queryByText('—')).toBeNull();
  });

  it('keeps a restriction’s own cells', () => {
    renderApp(
      <IfraLimitsTable
        standards={[
          {
            id: 'IFRA_STD_064',
            name: 'Methyl octine carbonate',
            type: 'RESTRICTION',
            riskProperty: 'DERMAL SENSITIZATION',
            limits: [{ category: '4', limitKind: 'limit', maxPercent: 0.01 }],
          },
        ]}
      />,
    );
    expect(screen.getByText('0.01%')).toBeTruthy();
    expect(screen.queryByText('Prohibited')).toBeNull();
  });
});
