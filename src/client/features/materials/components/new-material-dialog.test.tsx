import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { materialSearchApi, ownMaterial } from '../../../../../tests/dom/material-search-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { NewMaterialDialog } from './new-material-dialog.tsx';

// Mantine's autosizing Textarea listens to document.fonts, which happy-dom leaves out.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
      configurable: true,
    });
  }
});

const SEARCH = materialSearchApi(
  [
    { id: 'iso-e', name: 'Iso E Super', cas: '54464-57-2', synonyms: [], sourceCount: 6 },
    { id: 'dpg', name: 'Dipropylene glycol', cas: '25265-71-8', synonyms: ['DPG'], sourceCount: 5 },
  ],
  [ownMaterial('own-accord', 'Amber accord A3')],
);
const CREATED = { method: 'POST', path: '/api/materials', status: 201, body: { material: { id: 'new-1' } } };

const pick = async (user: ReturnType<typeof renderApp>['user'], label: string, text: string, option: RegExp) => {
  await user.type(screen.getByRole('textbox', { name: label }), text);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('NewMaterialDialog (its materials picked with the MaterialPicker)', () => {
  it('sends a dilution with the picked material and solvent', async () => {
    const { user, requests } = renderApp(<NewMaterialDialog opened onClose={() => {}} />, {
      api: [...SEARCH, CREATED],
    });
    await user.click(screen.getByText('Dilution'));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Iso E Super 10%');
    await pick(user, 'Material diluted', 'iso e', /Iso E Super/);
    await pick(user, 'Solvent', 'dpg', /Dipropylene glycol/);
    await user.click(screen.getByRole('button', { name: 'Create material' }));
    await expect
      .poll(() => requests.find((request) => request.method === 'POST')?.body)
      .toMatchObject({
        kind: 'dilution',
        composition: [],
        dilution: { materialId: 'iso-e', percent: 10, solventMaterialId: 'dpg' },
      });
  });

  it('sends an accord’s composition with the user’s own material picked', async () => {
    const { user, requests } = renderApp(<NewMaterialDialog opened onClose={() => {}} />, {
      api: [...SEARCH, CREATED],
    });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Woody accord');
    await pick(user, 'Material 1', 'amber', /Amber accord A3/);
    await user.type(screen.getByLabelText('Share of material 1 (%)'), '40');
    await user.click(screen.getByRole('button', { name: 'Create material' }));
    await expect
      .poll(() => requests.find((request) => request.method === 'POST')?.body)
      .toMatchObject({
        kind: 'accord',
        composition: [{ materialId: 'own-accord', percent: 40 }],
        dilution: null,
      });
  });

  it.each([
    { choice: 'Furocoumarin-free', sent: 'furocoumarin-free' },
    { choice: 'Not stated: read from the name', sent: null },
  ])('sends a natural with its stated type ($choice)', async ({ choice, sent }) => {
    const { user, requests } = renderApp(<NewMaterialDialog opened onClose={() => {}} />, {
      api: [...SEARCH, CREATED],
    });
    await user.click(screen.getByText('Natural'));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Bergamot oil FCF');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), choice);
    await user.click(screen.getByRole('button', { name: 'Create material' }));
    await expect
      .poll(() => requests.find((request) => request.method === 'POST')?.body)
      .toMatchObject({ kind: 'natural', name: 'Bergamot oil FCF', naturalType: sent });
  });

  it('asks no type of an accord', () => {
    renderApp(<NewMaterialDialog opened onClose={() => {}} />, { api: SEARCH });
    expect(screen.queryByRole('combobox', { name: /^Type/ })).toBeNull();
  });
});
