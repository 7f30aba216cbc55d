import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import type { SetupState } from '../../../features/reference-data/api/setup-reference-data.ts';
import { ReferenceDataSetupScreen } from './reference-data-setup-screen.tsx';

const admin = { id: 'a1', email: 'admin@sillage.test', name: 'Admin', role: 'admin' };

const state = (isLibraryEmpty: boolean): SetupState =>
  ({
    isLibraryEmpty,
    hasReferenceDataDir: false,
    mirror: null,
    datasets: [
      {
        id: 'ifra',
        title: 'IFRA Standards',
        kind: 'reference',
        licence: 'CC0',
        isNonCommercial: false,
        bytes: 1000,
        needsMirror: false,
        files: [{ name: 'a.csv', bytes: 1000, sourceUrl: 'https://example.org/a.csv' }],
      },
    ],
    job: null,
  }) as SetupState;

const setup = (body: SetupState): StubRoute => ({
  method: 'GET',
  path: '/api/admin/reference-data/setup',
  status: 200,
  body,
});

describe('ReferenceDataSetupScreen (first-run setup)', () => {
  it('says the library is empty and lists the datasets to fetch', async () => {
    renderApp(<ReferenceDataSetupScreen />, { user: admin, api: [setup(state(true))] });
    expect(await screen.findByText('The library is empty. Fetch the datasets below to fill it.')).toBeInTheDocument();
    expect((await screen.findAllByText(/IFRA Standards/)).length).toBeGreaterThan(0);
  });

  it('warns that fetching again replaces a dataset only when its files arrive whole', async () => {
    renderApp(<ReferenceDataSetupScreen />, { user: admin, api: [setup(state(false))] });
    expect(await screen.findByText(/The library already holds reference data/)).toBeInTheDocument();
  });

  it('shows why the datasets could not be read', async () => {
    renderApp(<ReferenceDataSetupScreen />, {
      user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
      api: [
        {
          method: 'GET',
          path: '/api/admin/reference-data/setup',
          status: 403,
          body: { error: { code: 'FORBIDDEN', message: 'Administrators only' } },
        },
      ],
    });
    const message = await screen.findByText('Administrators only');
    expect(message.closest('[role="alert"]')).toHaveTextContent('Error loading the datasets');
  });
});
