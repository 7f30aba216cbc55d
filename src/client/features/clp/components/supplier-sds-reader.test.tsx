import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { MaterialClassificationPanel } from './material-classification-panel.tsx';

const MATERIAL_ID = '3f2a9c1e-0000-4000-8000-000000000012';
type Material = (typeof client.compliance.clp.materials)[':materialId'];
const base = `/api/compliance/clp/materials/${MATERIAL_ID}`;

const NOTHING_YET = answer<Material['classification']['$get']>('GET', `${base}/classification`, {
  material: null,
  lots: [],
  annexVi: null,
  effective: { classification: [], source: 'none', trace: [] },
});

/** A two-page SDS as the server reads it: two classes by the patterns, one of them also by the model, quoted. */
const READING = {
  classification: [
    { text: 'Skin Irrit. 2; H315', page: 1 },
    { text: 'Skin Sens. 1B; H317', page: 1 },
  ],
  hazardStatements: [{ text: 'H317', page: 1 }],
  components: [
    {
      name: 'Linalool',
      cas: '78-70-6',
      minPercent: 25,
      maxPercent: 50,
      classification: ['Skin Sens. 1B; H317'],
      page: 2,
    },
  ],
  revision: { date: { text: '01.03.2025', page: 1 }, version: { text: '4', page: 1 } },
  notes: [],
  pages: 2,
};
const READ_WITH_AI = answer<Material['sds-reading']['ai']['$post']>('POST', `${base}/sds-reading/ai`, {
  reading: READING,
  ai: {
    classification: [{ text: 'Skin Sens. 1B; H317', page: 1, quote: 'Skin Sens. 1B; H317' }],
    hazardStatements: [],
    components: [],
    dropped: [{ text: 'Aquatic Chronic 2; H411', page: 1, reason: 'the quote is not in that page of the PDF' }],
    provider: 'compatible',
    model: 'llama3.1',
    promptVersion: 'sds-reading-v1',
    cost: 0,
    priced: false,
  },
});
const SAVED = answer<Material['classification']['$put']>('PUT', `${base}/classification`, {
  classification: {
    materialId: MATERIAL_ID,
    lotId: null,
    classification: ['Skin Sens. 1B; H317'],
    specificConcentrationLimits: [],
    mFactors: {},
    ate: {},
    source: { kind: 'supplierSds', supplier: 'Acme Aromatics', sdsDate: '2025-03-01', sdsRevision: '4' },
    notes: null,
    updatedAt: '2026-11-28T10:00:00.000Z',
  },
});

describe('Read a supplier SDS', () => {
  it('saves only the ticked proposal, with the supplier, date and revision as edited', async () => {
    const view = renderApp(<MaterialClassificationPanel materialId={MATERIAL_ID} canEdit canUseAi />, {
      api: [NOTHING_YET, READ_WITH_AI, SAVED],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Read a supplier SDS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Read a supplier SDS' });
    await view.user.click(within(dialog).getByLabelText(/Ask the AI too/));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await view.user.upload(input, new File(['%PDF-1.4'], 'acme-lavender.pdf', { type: 'application/pdf' }));

    // Each proposal with its page and who read it; none ticked, so nothing can be saved yet.
    const classes = await within(dialog).findByRole('group', { name: 'Classification (section 2.1)' });
    const sens = within(classes).getByRole('checkbox', { name: 'Keep Skin Sens. 1B; H317' });
    const irrit = within(classes).getByRole('checkbox', { name: 'Keep Skin Irrit. 2; H315' });
    expect(within(dialog).getAllByRole('checkbox', { checked: true })).toHaveLength(1); // the "Ask the AI" box only
    expect(within(classes).getByText('“Skin Sens. 1B; H317”')).toBeInTheDocument();
    expect(within(classes).getAllByText('page 1')).toHaveLength(2);
    expect(within(classes).getByText('AI')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 AI proposal was left out/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Linalool \(CAS 78-70-6\) · 25 – 50 %/)).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save ticked classification' });
    expect(save).toBeDisabled();

    await view.user.click(sens);
    expect(irrit).not.toBeChecked();
    await view.user.type(within(dialog).getByLabelText('Supplier'), 'Acme Aromatics');
    // The sheet's 01.03.2025 (day.month.year) is proposed as 2025-03-01, and stays editable.
    expect(within(dialog).getByLabelText('SDS date')).toHaveValue('2025-03-01');
    expect(within(dialog).getByLabelText('Revision')).toHaveValue('4');
    await view.user.click(save);

    await waitFor(() => expect(view.requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = view.requests.find((request) => request.method === 'PUT')!;
    expect(put.body).toEqual({
      classification: ['Skin Sens. 1B; H317'],
      specificConcentrationLimits: [],
      source: { kind: 'supplierSds', supplier: 'Acme Aromatics', sdsDate: '2025-03-01', sdsRevision: '4' },
      notes: 'Read from the supplier’s SDS acme-lavender.pdf.',
    });
    expect(view.requests.find((request) => request.path.endsWith('/sds-reading/ai'))).toBeDefined();
  });

  it('says when the AI failed, and reads the PDF by its text alone once “Ask the AI too” is unticked', async () => {
    const aiFailed = {
      method: 'POST',
      path: `${base}/sds-reading/ai`,
      status: 502,
      body: { error: { code: 'AI_PROVIDER_FAILED', message: 'The provider did not answer in time.' } },
    };
    const readByText = answer<Material['sds-reading']['$post']>('POST', `${base}/sds-reading`, { reading: READING });
    const view = renderApp(<MaterialClassificationPanel materialId={MATERIAL_ID} canEdit canUseAi />, {
      api: [NOTHING_YET, aiFailed, readByText],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Read a supplier SDS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Read a supplier SDS' });
    const askAi = within(dialog).getByLabelText(/Ask the AI too/);
    await view.user.click(askAi);
    await view.user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF-1.4'], 'acme-lavender.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByText('The AI could not read the SDS')).toBeInTheDocument();
    expect(within(dialog).getByText(/The provider did not answer in time\./)).toBeInTheDocument();
    await view.user.click(askAi);
    const classes = await within(dialog).findByRole('group', { name: 'Classification (section 2.1)' });
    expect(within(classes).getAllByRole('checkbox', { checked: false })).toHaveLength(2);
    expect(within(classes).queryByText('AI')).not.toBeInTheDocument();
    expect(view.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      `${base}/sds-reading/ai`,
      `${base}/sds-reading`,
    ]);
  });
});
