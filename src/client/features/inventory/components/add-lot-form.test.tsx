import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { materialSearchApi } from '../../../../../tests/dom/material-search-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { AddLotForm } from './add-lot-form.tsx';
import {
  CertificateOfAnalysisFields,
  parseCoaDraft,
  toCoaDraft,
  useCoaSchema,
} from './certificate-of-analysis-fields.tsx';

const SEARCH = materialSearchApi([
  { id: 'linalool', name: 'Linalool', cas: '78-70-6', synonyms: [], sourceCount: 6 },
  { id: 'linalyl-acetate', name: 'Linalyl acetate', cas: '115-95-7', synonyms: [], sourceCount: 5 },
  { id: 'lavender', name: 'Lavender oil', cas: '8000-28-0', synonyms: [], sourceCount: 5 },
]);
const CREATED = { method: 'POST', path: '/api/inventory/lots', status: 201, body: { id: 'lot-1' } };

describe('AddLotForm (its material and constituents picked with the MaterialPicker)', () => {
  it('sends the picked material’s id and the picked constituent’s name and CAS', async () => {
    const { user, requests } = renderApp(<AddLotForm />, { api: [...SEARCH, CREATED] });
    const submit = screen.getByRole('button', { name: 'Add lot' });
    expect(submit).toHaveProperty('disabled', true);

    await user.type(screen.getByRole('textbox', { name: /^Material/ }), 'lavender');
    await user.click(await screen.findByRole('option', { name: /Lavender oil/, hidden: true }));
    expect(screen.getByText('Chosen: Lavender oil')).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '250');

    await user.click(screen.getByRole('button', { name: 'Add constituent' }));
    await user.type(screen.getByLabelText('Constituent 1'), 'linalyl');
    await user.click(await screen.findByRole('option', { name: /Linalyl acetate/, hidden: true }));
    await user.type(screen.getByLabelText('% of constituent 1'), '38');

    await user.click(submit);
    await expect.poll(() => requests.filter((request) => request.method === 'POST').length).toBe(1);
    const sent = requests.find((request) => request.method === 'POST')?.body;
    expect(sent).toMatchObject({
      materialId: 'lavender',
      quantity: 250,
      unit: 'g',
      certificateOfAnalysis: [{ name: 'Linalyl acetate', cas: '115-95-7', percent: 38 }],
    });
  });

  it('asks for a saved constituent again once its name is edited', async () => {
    function SavedCertificate() {
      const [draft, setDraft] = useState(() => toCoaDraft([{ name: 'Linalool', cas: '78-70-6', percent: 30 }]));
      return (
        <CertificateOfAnalysisFields
          value={draft}
          onChange={setDraft}
          error={parseCoaDraft(draft, useCoaSchema(draft)).error}
        />
      );
    }
    const { user } = renderApp(<SavedCertificate />, { api: SEARCH });
    expect(screen.getByLabelText('Constituent 1')).toHaveProperty('value', 'Linalool');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Constituent 1'), 'x');
    expect(screen.getByRole('alert').textContent).toBe('Row 1: pick the constituent from the library.');
  });
});
