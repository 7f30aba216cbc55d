import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { NaturalConstituents } from '../../../../domain/regulatory/describe-constituent-sources.ts';
import type { Material } from '../../../../domain/regulatory/regulatory-model.ts';
import { ConstituentSources } from './constituent-sources.tsx';

/**
 * The own rose oil of issue 27's headline case: its supplier declares geraniol 15 % and eugenol not detected; methyl
 * eugenol, which the declaration does not state, keeps the IFRA Annex's 2 % (natural_contributions.csv, Rose oil).
 */
const rose: NaturalConstituents = {
  materialId: 'my-rose',
  materialName: 'Rose oil Bulgaria',
  lineIds: ['l1'],
  constituents: [
    {
      materialId: 'geraniol',
      name: 'Geraniol',
      cas: '106-24-1',
      fraction: 0.15,
      source: 'supplier-declaration',
      declaration: 'stated',
    },
    {
      materialId: 'cas:93-15-2',
      name: 'Methyl eugenol',
      cas: '93-15-2',
      fraction: 0.02,
      source: 'ifra-annex',
      declaration: 'not-stated',
    },
    {
      materialId: 'eugenol',
      name: 'Eugenol',
      cas: '97-53-0',
      fraction: 0,
      source: 'supplier-declaration',
      declaration: 'not-detected',
    },
  ],
};
const acetate: NaturalConstituents = {
  materialId: 'typical:acetate',
  materialName: 'Citronellyl acetate',
  lineIds: ['l2'],
  constituents: [
    {
      materialId: 'citronellol',
      name: 'Citronellol',
      cas: '106-22-9',
      fraction: 0.06,
      source: 'literature',
      declaration: null,
    },
  ],
};
const materials = new Map<string, Pick<Material, 'typicalComposition'>>([
  ['typical:acetate', { typicalComposition: 'typical composition, Good Scents, upper bound' }],
]);

describe('ConstituentSources', () => {
  it('shows per constituent of each natural its share and the source that gave it', () => {
    renderApp(<ConstituentSources naturals={[rose, acetate]} materials={materials as never} />);
    const roseTable = within(screen.getByRole('table', { name: 'Constituents of Rose oil Bulgaria' }));
    const row = (name: RegExp) => roseTable.getByRole('row', { name });
    expect(row(/Geraniol/)).toHaveTextContent("15%Supplier's declaration");
    expect(row(/Methyl eugenol/)).toHaveTextContent('2%IFRA Annex (maximum); not stated in the declaration');
    expect(row(/Eugenol \(97-53-0\)/)).toHaveTextContent("0%Supplier's declaration: declared not detected");
    const acetateTable = within(screen.getByRole('table', { name: 'Constituents of Citronellyl acetate' }));
    expect(acetateTable.getByRole('row', { name: /Citronellol/ })).toHaveTextContent(
      '6%Typical composition (Good Scents, upper bound)',
    );
  });

  it('shows nothing without naturals', () => {
    renderApp(<ConstituentSources naturals={[]} materials={materials as never} />);
    expect(screen.queryByTestId('constituent-sources')).toBeNull();
  });
});
