import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { materialSearchApi, ownMaterial } from '../../../../../tests/dom/material-search-api.ts';
import type { client } from '../../../lib/api-client.ts';
import type { FormulaClp } from '../api/get-formula-clp.ts';
import { ClpLabelPanel } from './clp-label-panel.tsx';

const FORMULA_ID = '3f2a9c1e-0000-4000-8000-000000000001';

/** The answer of GET /api/formulas/:id/clp for a candle whose linalool classifies it (Skin Sens. 1B). */
const CANDLE = answer<(typeof client.formulas)[':id']['clp']['$get']>('GET', `/api/formulas/${FORMULA_ID}/clp`, {
  productName: 'Lavender',
  dataVersion: { annexVi: 'ATP 21', importedOn: '2026-11-28', citation: 'Regulation (EC) No 1272/2008, Annex VI' },
  classification: [
    {
      class: 'Skin Sens.',
      category: '1B',
      hStatement: 'H317',
      route: null,
      basis: 'Linalool 3 % ≥ 1 %',
      clause: 'Annex I 3.4.3.3.1, Table 3.4.5',
      contributors: [{ cas: '78-70-6', name: 'Linalool', percent: 3 }],
    },
  ],
  label: {
    hazardStatements: [{ code: 'H317', text: 'May cause an allergic skin reaction.' }],
    pictograms: ['GHS07'],
    signalWord: 'Warning',
    supplementalStatements: [],
    sensitisersNamed: [{ cas: '78-70-6', name: 'Linalool' }],
    productIdentifierComponents: [{ cas: '78-70-6', name: 'Linalool' }],
    namedOnLabel: [{ cas: '78-70-6', name: 'Linalool' }],
    precautionaryStatements: [{ code: 'P102', text: 'Keep out of reach of children.' }],
    precautionaryStatementsOmitted: [],
  },
  packaging: { childResistantFastening: false, tactileWarning: false },
  ufiRequired: true,
  undetermined: [],
  notApplicable: [{ class: 'Flam. Liq.', reason: 'A candle is a solid.' }],
  ingredients: [],
  trace: [],
});

describe('ClpLabelPanel', () => {
  it('asks nothing for a cosmetic, then shows the candle label at the load chosen', async () => {
    const view = renderApp(<ClpLabelPanel formulaId={FORMULA_ID} hasUnsavedChanges={false} />, { api: [CANDLE] });
    const panel = await screen.findByLabelText('CLP label');
    expect(within(panel).getByText(/follows the Cosmetics Regulation/)).toBeInTheDocument();
    expect(view.requests.filter((request) => request.path.includes('/clp'))).toEqual([]);

    await view.user.click(within(panel).getByLabelText('Product form'));
    await view.user.click(await screen.findByRole('option', { name: 'Candle', hidden: true }));

    const label = await within(panel).findByTestId('clp-label');
    // The pictogram is drawn (the exclamation mark of Annex V), its code under it.
    const pictogram = within(label).getByRole('img', { name: 'Pictogram GHS07' });
    expect(pictogram.querySelector('svg polygon + g')).not.toBeNull();
    // One precautionary statement a line, its code in bold.
    const precautions = within(label).getByRole('list', { name: 'Precautionary statements' });
    expect(within(precautions).getByRole('listitem')).toHaveTextContent('P102 Keep out of reach of children.');
    expect(within(label).getByText('Warning')).toBeInTheDocument();
    expect(within(label).getByText('May cause an allergic skin reaction.')).toBeInTheDocument();
    expect(within(label).getByText('Contains: Linalool')).toBeInTheDocument();
    expect(within(label).getByRole('link', { name: 'Candle sticker' })).toHaveAttribute(
      'href',
      `/api/formulas/${FORMULA_ID}/clp-label.pdf?productForm=candle&loadPercent=10&supplyTo=generalPublic&size=sticker`,
    );
    const asked = view.requests.find((request) => request.path.endsWith('/clp'));
    expect(new URLSearchParams(asked?.search)).toEqual(
      new URLSearchParams({ productForm: 'candle', loadPercent: '10', supplyTo: 'generalPublic' }),
    );
    // A decimal load typed key by key arrives whole ("8." is not taken for an empty field).
    const load = within(panel).getByLabelText('Fragrance load (%)');
    await view.user.clear(load);
    await view.user.type(load, '8.5');
    expect(load).toHaveProperty('value', '8.5');
    await expect
      .poll(() => view.requests.filter((request) => request.path.endsWith('/clp')).at(-1)?.search ?? '')
      .toContain('loadPercent=8.5');
  });

  it('asks for the boiling point below a 23 °C flash point and offers no PDF while Flam. Liq. 1 or 2 is undecided', async () => {
    const candle = CANDLE.body as FormulaClp;
    const undecided = answer<(typeof client.formulas)[':id']['clp']['$get']>('GET', `/api/formulas/${FORMULA_ID}/clp`, {
      ...candle,
      classification: [],
      label: { ...candle.label, hazardStatements: [], pictograms: [], signalWord: null },
      notApplicable: [],
      undetermined: [
        {
          class: 'Flam. Liq.',
          reason: 'Flam. Liq. 1 or 2: enter the initial boiling point. The flash point 12 °C is below 23 °C.',
          missing: ['initialBoilingPointC'],
          candidateCategories: ['1', '2'],
        },
      ],
    });
    const view = renderApp(<ClpLabelPanel formulaId={FORMULA_ID} hasUnsavedChanges={false} />, { api: [undecided] });
    const panel = await screen.findByLabelText('CLP label');
    await view.user.click(within(panel).getByLabelText('Product form'));
    await view.user.click(await screen.findByRole('option', { name: 'Fragrance concentrate (B2B)', hidden: true }));
    expect(within(panel).queryByLabelText(/Initial boiling point/)).toBeNull();
    await view.user.type(within(panel).getByLabelText('Measured flash point (°C)'), '12');
    expect(await within(panel).findByLabelText(/Initial boiling point/)).toBeInTheDocument();

    const label = await within(panel).findByTestId('clp-label');
    expect(
      await within(label).findByText(/^Flam\. Liq\. 1 or 2: enter the initial boiling point\./),
    ).toBeInTheDocument();
    expect(
      within(label).getByText(/No label or safety data sheet until the initial boiling point/),
    ).toBeInTheDocument();
    expect(within(label).queryByRole('link', { name: 'Bottle label' })).toBeNull();
    expect(within(label).queryByRole('link', { name: 'Safety data sheet' })).toBeNull();
  });

  it("computes a diffuser's label with the base picked from the materials and the viscosity, and puts both in the PDF's address", async () => {
    const bases = materialSearchApi(
      [{ id: 'dpg', name: 'Dipropylene glycol', cas: '25265-71-8', synonyms: ['DPG'], sourceCount: 4 }],
      [ownMaterial('00000000-0000-4000-8000-0000000000b5', 'Isoparaffin diffuser base')],
    );
    const view = renderApp(<ClpLabelPanel formulaId={FORMULA_ID} hasUnsavedChanges={false} />, {
      api: [CANDLE, ...bases],
    });
    const panel = await screen.findByLabelText('CLP label');
    await view.user.click(within(panel).getByLabelText('Product form'));
    await view.user.click(await screen.findByRole('option', { name: 'Reed diffuser', hidden: true }));
    // Without a base the panel says what it cannot decide.
    expect(within(panel).getByText(/cannot be decided/)).toBeInTheDocument();
    await view.user.type(within(panel).getByLabelText('Base of the article (wax, diffuser or spray base)'), 'isopar');
    await view.user.click(await screen.findByRole('option', { name: /Isoparaffin diffuser base/, hidden: true }));

    await expect
      .poll(() => view.requests.filter((request) => request.path.endsWith('/clp')).at(-1)?.search ?? '')
      .toContain('baseMaterialId=00000000-0000-4000-8000-0000000000b5');
    const label = await within(panel).findByTestId('clp-label');
    expect(within(label).getByRole('link', { name: 'Bottle label' }).getAttribute('href')).toContain(
      'baseMaterialId=00000000-0000-4000-8000-0000000000b5',
    );
    expect(within(panel).queryByText(/cannot be decided/)).toBeNull();

    // The viscosity that decides H304 (Annex I 3.10.3.3.1.1) goes with the label's request and its PDF.
    await view.user.type(within(panel).getByLabelText(/Kinematic viscosity at 40 °C/), '12.5');
    await expect
      .poll(() => view.requests.filter((request) => request.path.endsWith('/clp')).at(-1)?.search ?? '')
      .toContain('kinematicViscosity40C=12.5');
    expect(within(label).getByRole('link', { name: 'Bottle label' }).getAttribute('href')).toContain(
      'kinematicViscosity40C=12.5',
    );
  });

  it('shows the classes one unknown natural leaves open as one notice naming them, beside another reason', async () => {
    const candle = CANDLE.body as FormulaClp;
    const unknown =
      'The composition of Lavender oil is unknown, and no classification of it was entered: it may bring this class.';
    const open = answer<(typeof client.formulas)[':id']['clp']['$get']>('GET', `/api/formulas/${FORMULA_ID}/clp`, {
      ...candle,
      undetermined: [
        { class: 'Skin Irrit.', reason: unknown, missing: ['composition or classification of Lavender oil'] },
        { class: 'Aquatic Chronic', reason: unknown, missing: ['composition or classification of Lavender oil'] },
        { class: 'Asp. Tox.', reason: 'The base has no classification.', missing: ['base'] },
      ],
    });
    const view = renderApp(<ClpLabelPanel formulaId={FORMULA_ID} hasUnsavedChanges={false} />, { api: [open] });
    const panel = await screen.findByLabelText('CLP label');
    await view.user.click(within(panel).getByLabelText('Product form'));
    await view.user.click(await screen.findByRole('option', { name: 'Candle', hidden: true }));
    const label = await within(panel).findByTestId('clp-label');
    expect(await within(label).findByText(`Skin Irrit., Aquatic Chronic: ${unknown}`)).toBeInTheDocument();
    expect(within(label).getByText('Asp. Tox.: The base has no classification.')).toBeInTheDocument();
    expect(within(label).getAllByText(/The composition of Lavender oil is unknown/)).toHaveLength(1);
  });

  it('never says "not classified as hazardous" while a class is not determined', async () => {
    const candle = CANDLE.body as FormulaClp;
    const open = answer<(typeof client.formulas)[':id']['clp']['$get']>('GET', `/api/formulas/${FORMULA_ID}/clp`, {
      ...candle,
      classification: [],
      label: { ...candle.label, hazardStatements: [], pictograms: [], signalWord: null },
      undetermined: [{ class: 'Skin Sens.', reason: 'The composition of Lavender oil is unknown.', missing: [] }],
    });
    const view = renderApp(<ClpLabelPanel formulaId={FORMULA_ID} hasUnsavedChanges={false} />, { api: [open] });
    const panel = await screen.findByLabelText('CLP label');
    await view.user.click(within(panel).getByLabelText('Product form'));
    await view.user.click(await screen.findByRole('option', { name: 'Candle', hidden: true }));
    const label = await within(panel).findByTestId('clp-label');
    expect(await within(label).findByText(/No hazard classified on the data given/)).toBeInTheDocument();
    expect(within(label).queryByText('Not classified as hazardous.')).toBeNull();
  });
});
