import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GOLDEN_DATA } from '../../../../../tests/fixtures/golden-vector-fixtures.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { FormulaWizard } from './formula-wizard.tsx';

const BERGAMOT = '00000000-0000-4000-8000-0000000000b1';
const PATCHOULI = '00000000-0000-4000-8000-0000000000b2';

function renderWizard() {
  return renderApp(<FormulaWizard />, {
    user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
    url: '/formula-wizard',
    api: [
      answer<(typeof client.materials)['odour-families']['$get']>('GET', '/api/materials/odour-families', {
        items: [],
      }),
      answer<(typeof client.formulas)['wizard-structure-candidates']['$get']>(
        'GET',
        '/api/formulas/wizard-structure-candidates',
        {
          currency: null,
          items: [
            {
              id: BERGAMOT,
              name: 'Bergamot oil',
              cas: '8007-75-8',
              sourceCount: 4,
              pricePerGram: null,
              inStock: false,
            },
            {
              id: PATCHOULI,
              name: 'Patchouli oil',
              cas: '8014-09-3',
              sourceCount: 3,
              pricePerGram: null,
              inStock: true,
            },
          ],
        },
      ),
      answer<(typeof client.compliance)['engine-data']['$get']>('GET', '/api/compliance/engine-data', {
        regulatoryData: GOLDEN_DATA,
        materials: [],
        compositionValue: 'maximum',
        materialIds: [BERGAMOT, PATCHOULI],
        lotIds: [],
      }),
    ],
  });
}

// Issue 35 item 9: perfumery's families, and structures from materials perfumers commonly use (own stock first).
describe('FormulaWizard', () => {
  it('offers the perfumery families even when the library has no odour family', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByLabelText('Olfactive family', { selector: 'input' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent);
    expect(options).toEqual(
      expect.arrayContaining(['Citrus (cologne)', 'Fougère', 'Chypre', 'Floral', 'Amber (oriental)', 'Woody']),
    );
    expect(options).toEqual(expect.arrayContaining(['Gourmand', 'Aquatic', 'Green', 'Leather']));
  });

  it('proposes a chypre from the library’s bergamot and the user’s patchouli, naming what is missing', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByLabelText('Olfactive family', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Chypre', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Propose a structure' }));
    const family = await screen.findByTestId('wizard-family');
    expect(family).toHaveTextContent('A starting point from perfumery practice');
    expect(family).toHaveTextContent('1 of the 2 materials are from your stock.');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Bergamot oil')).toBeInTheDocument();
    expect(within(table).getByText('Patchouli oil')).toBeInTheDocument();
    expect(
      screen.getByText(/The library has no Methyl dihydrojasmonate, Rose oil, Labdanum, Oakmoss extract/),
    ).toBeInTheDocument();
  });
});
