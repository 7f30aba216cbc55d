import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { NaturalTypeField } from './natural-type-field.tsx';

const material = (naturalType: string | null) => ({ id: 'own-1', name: 'Bergamot oil FCF', naturalType });
const SAVED = {
  method: 'PUT',
  path: '/api/materials/own-1/natural-type',
  status: 200,
  body: { material: { id: 'own-1' } },
};
const HINT = /Its name says furocoumarin-free, but no such type is stated/;

describe('NaturalTypeField', () => {
  it('says a name saying FCF is not a stated type, and states the type chosen', async () => {
    const { user, requests } = renderApp(<NaturalTypeField material={material(null)} canEdit />, { api: [SAVED] });
    expect(screen.getByText(HINT)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Furocoumarin-free');
    await expect
      .poll(() => requests.find((request) => request.method === 'PUT')?.body)
      .toEqual({ naturalType: 'furocoumarin-free' });
  });

  it('clears the type with "Not stated"', async () => {
    const { user, requests } = renderApp(<NaturalTypeField material={material('expressed oil')} canEdit />, {
      api: [SAVED],
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Not stated: read from the name');
    await expect.poll(() => requests.find((request) => request.method === 'PUT')?.body).toEqual({ naturalType: null });
  });

  it('no hint once furocoumarin-free is stated; read-only without the right to edit', () => {
    renderApp(<NaturalTypeField material={material('furocoumarin-free')} canEdit={false} />, { api: [] });
    expect(screen.queryByText(HINT)).toBeNull();
    expect((screen.getByRole('combobox', { name: /^Type/ }) as HTMLSelectElement).disabled).toBe(true);
  });
});
