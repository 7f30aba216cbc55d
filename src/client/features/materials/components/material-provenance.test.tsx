import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { MergedFrom } from './merged-from.tsx';
import { TypicalComposition } from './typical-composition.tsx';

const titleOf = (dataset: string) =>
  ({ 'ifra-transparency-list': 'IFRA Transparency List', 'pyrfume-goodscents': 'The Good Scents Company' })[dataset] ??
  dataset;

describe('a material page names where it comes from (issue 26)', () => {
  it('lists the records a material was merged from, by dataset title', () => {
    renderApp(
      <MergedFrom
        titleOf={titleOf}
        records={[
          { dataset: 'ifra-transparency-list', sourceKey: '1', name: 'Lavender oil' },
          { dataset: 'ifra-51-annex-contributions', sourceKey: '2', name: 'Lavender oil dentata' },
        ]}
      />,
    );
    expect(screen.getByText('Merged from 2 records')).toBeTruthy();
    expect(screen.getByText('IFRA Transparency List: Lavender oil')).toBeTruthy();
    expect(screen.getByText('ifra-51-annex-contributions: Lavender oil dentata')).toBeTruthy();
  });

  it('says nothing for a material built from one record', () => {
    const view = renderApp(
      <MergedFrom titleOf={titleOf} records={[{ dataset: 'pyrfume-goodscents', sourceKey: '1', name: 'x' }]} />,
    );
    expect(view.container.textContent).not.toContain('Merged from');
  });

  it('shows each constituent with its range and the source, and says a typical composition is not the lot', () => {
    renderApp(
      <TypicalComposition
        titleOf={titleOf}
        compositions={[
          {
            dataset: 'pyrfume-goodscents',
            constituents: [
              { name: 'citronellol', cas: '26489-01-0', minPercent: 4, maxPercent: 6 },
              { name: '2-methyl decanal', percent: 5 },
              { name: 'cis-green acetate' },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByText('4–6 %')).toBeTruthy();
    expect(screen.getByText('5 %')).toBeTruthy();
    expect(screen.getByText('no amount given')).toBeTruthy();
    expect(screen.getByText(/Source: The Good Scents Company\. Typical, not your lot/)).toBeTruthy();
  });
});
