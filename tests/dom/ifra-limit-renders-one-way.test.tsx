import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IfraLimitsTable } from '../../src/client/features/materials/components/ifra-limits-table.tsx';
import { IfraStandardsTable } from '../../src/client/features/regulatory/components/ifra-standards-table.tsx';
import type { IfraStandardListItem } from '../../src/client/features/regulatory/api/list-ifra-standards.ts';
import { renderApp } from './render-app.tsx';

// Issue 29 item 1: a material page and the regulatory database print an IFRA cell the same way
// (domain/regulatory/format-ifra-limit.ts). The cells are the formatter's inputs, not claims about any Standard.
const standard = (id: string, category4: IfraStandardListItem['category4']): IfraStandardListItem => ({
  id,
  name: id,
  type: 'RESTRICTION',
  amendment: '49',
  isProhibition: false,
  isRestriction: true,
  isSpecification: false,
  casNumbers: [],
  riskProperty: null,
  category4,
});

describe('an IFRA limit renders one way on material pages and in the regulatory database', () => {
  it.each([
    [{ limitKind: 'limit', maxPercent: 0.6 }, '0.6%'],
    [{ limitKind: 'no_restriction', maxPercent: null }, 'No restriction'],
    [{ limitKind: 'prohibited', maxPercent: null }, 'Prohibited'],
  ])('%o reads %s in both tables', (cell, expected) => {
    const material = renderApp(
      <IfraLimitsTable
        standards={[
          {
            id: 'IFRA_STD_A',
            name: 'A',
            type: 'restriction',
            riskProperty: null,
            limits: [{ category: '4', ...cell }],
          },
        ]}
      />,
    );
    const materialCell = material.container.querySelector('[data-category="4"]');
    expect(materialCell?.textContent).toBe(expected);
    material.unmount();

    renderApp(<IfraStandardsTable items={[standard('IFRA_STD_B', cell)]} />);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').at(-1)?.textContent).toBe(expected);
  });
});
