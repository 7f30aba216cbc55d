import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { MaterialClassificationPanel } from './material-classification-panel.tsx';

const MATERIAL_ID = '3f2a9c1e-0000-4000-8000-000000000002';
const LOT_ID = '3f2a9c1e-0000-4000-8000-000000000003';
type Route = (typeof client.compliance.clp.materials)[':materialId']['classification'];
const path = `/api/compliance/clp/materials/${MATERIAL_ID}/classification`;

const EUGENOL = answer<Route['$get']>('GET', path, {
  material: {
    materialId: MATERIAL_ID,
    lotId: null,
    classification: ['Skin Sens. 1B; H317'],
    specificConcentrationLimits: [],
    mFactors: {},
    ate: { oral: 1930 },
    source: { kind: 'supplierSds', supplier: 'Acme Aromatics', sdsDate: '2025-03-01', sdsRevision: '4' },
    notes: null,
    updatedAt: '2026-11-28T10:00:00.000Z',
  },
  lots: [{ lotId: LOT_ID, lotNumber: 'L-7', classification: null }],
  annexVi: null,
  effective: { classification: ['Skin Sens. 1B; H317'], source: 'supplier', trace: [] },
});

describe('MaterialClassificationPanel', () => {
  it('shows the material’s classification with its source, and what the lot uses, without editing for a reader', async () => {
    renderApp(<MaterialClassificationPanel materialId={MATERIAL_ID} canEdit={false} />, { api: [EUGENOL] });
    const panel = await screen.findByLabelText('CLP classification');
    expect(within(panel).getAllByText('Skin Sens. 1B; H317')).toHaveLength(2);
    expect(within(panel).getByText('Supplier SDS of Acme Aromatics, 2025-03-01, revision 4')).toBeInTheDocument();
    expect(within(panel).getByText(/ATE oral 1930 mg\/kg/)).toBeInTheDocument();
    expect(within(panel).getByText('The material’s')).toBeInTheDocument();
    expect(within(panel).getByText(/No harmonised Annex VI entry/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // The classifier's source in words, not the server's code ('supplier').
    expect(within(panel).getByText('Your classification')).toBeInTheDocument();
    expect(within(panel).queryByText('supplier')).not.toBeInTheDocument();
  });

  it('classifies a lot by an own assessment, sending who and when', async () => {
    const saved = answer<(typeof client.compliance.clp.lots)[':lotId']['classification']['$put']>(
      'PUT',
      `/api/compliance/clp/lots/${LOT_ID}/classification`,
      {
        classification: {
          materialId: MATERIAL_ID,
          lotId: LOT_ID,
          lotNumber: 'L-7',
          classification: ['Eye Irrit. 2; H319'],
          specificConcentrationLimits: [],
          mFactors: {},
          ate: {},
          source: { kind: 'ownAssessment', assessedBy: 'R. Affairs', assessedOn: '2026-01-15' },
          notes: null,
          updatedAt: '2026-11-28T10:00:00.000Z',
        },
      },
    );
    const view = renderApp(<MaterialClassificationPanel materialId={MATERIAL_ID} canEdit />, { api: [EUGENOL, saved] });
    await view.user.click(await screen.findByRole('button', { name: 'Classify lot L-7' }));
    const form = await screen.findByRole('form', { name: 'Classification' });
    await view.user.click(within(form).getByText('Own assessment'));
    const classes = within(form).getByLabelText('Hazard classes');
    await view.user.clear(classes);
    await view.user.type(classes, 'Eye Irrit. 2; H319');
    await view.user.type(within(form).getByLabelText('Assessed by'), 'R. Affairs');
    await view.user.type(within(form).getByLabelText('Assessed on'), '2026-01-15');
    await view.user.click(within(form).getByRole('button', { name: 'Save classification' }));
    await waitFor(() => expect(view.requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = view.requests.find((request) => request.method === 'PUT')!;
    expect(put.body).toMatchObject({
      classification: ['Eye Irrit. 2; H319'],
      source: { kind: 'ownAssessment', assessedBy: 'R. Affairs', assessedOn: '2026-01-15' },
    });
  });
});
