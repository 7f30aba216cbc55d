import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { SetupJobState, SetupState } from '../api/setup-reference-data.ts';
import { DatasetSetup } from './dataset-setup.tsx';

const dataset = (id: string, title: string) => ({
  id,
  title,
  kind: 'reference' as const,
  licence: 'CC0',
  isNonCommercial: false,
  bytes: 1000,
  needsMirror: false,
  files: [{ name: 'a.csv', bytes: 1000, sourceUrl: 'https://example.org/a.csv' }],
});

const baseJob: SetupJobState = {
  id: 'j1',
  status: 'importing',
  files: [],
  fetched: [
    { dataset: 'ifra', status: 'fetched', message: 'ok' },
    { dataset: 'eu', status: 'fetched', message: 'ok' },
    { dataset: 'pubchem', status: 'fetched', message: 'ok' },
  ],
  imported: [
    {
      dataset: 'ifra',
      status: 'succeeded',
      message: 'ok',
      rows: { read: 1234, added: 1200, updated: 34, removed: 0 },
    },
  ],
  library: null,
  message: null,
  isOffline: false,
  current: { dataset: 'eu', phase: 'writing' },
  startedAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
};

function stateWith(job: SetupJobState): SetupState {
  return {
    isLibraryEmpty: true,
    hasReferenceDataDir: false,
    mirror: null,
    datasets: [dataset('ifra', 'IFRA Standards'), dataset('eu', 'EU annexes'), dataset('pubchem', 'PubChem names')],
    job,
  } as SetupState;
}

// Issue 35 item 19: progress per dataset while importing, then counts and a link to the library.
describe('the reference data setup while it imports', () => {
  it('shows each dataset: imported with its counts, the one under way with its phase, the others waiting', async () => {
    renderApp(
      <DatasetSetup state={stateWith(baseJob)} isStarting={false} error={null} onStart={vi.fn()} uploadLink="upload" />,
    );
    const table = await screen.findByRole('table', { name: 'Import progress per dataset' });
    expect(within(table).getByTestId('import-ifra')).toHaveTextContent(
      'Imported: 1,234 rows read (1,200 added, 34 updated, 0 removed)',
    );
    expect(within(table).getByTestId('import-eu')).toHaveTextContent('Importing: writing…');
    expect(within(table).getByTestId('import-pubchem')).toHaveTextContent('Waiting to import');
  });

  it('ends with the library counts and a link to the library', async () => {
    const done: SetupJobState = {
      ...baseJob,
      status: 'succeeded',
      current: null,
      library: { total: 5200, added: 5200, updated: 0, removed: 0 },
      message: '3 datasets fetched, verified and imported.',
    };
    renderApp(
      <DatasetSetup
        state={stateWith(done)}
        isStarting={false}
        error={null}
        onStart={vi.fn()}
        uploadLink="upload"
        libraryLink={<a href="/materials">Open the materials library</a>}
      />,
    );
    expect(await screen.findByText(/The library holds 5,200 materials/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the materials library' })).toHaveAttribute('href', '/materials');
  });
});
