import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import { isRestrictedLicence, REFERENCE_DATASETS } from '../../../../domain/reference-data/reference-datasets.ts';
import type {
  ImportJobStatus,
  ReferenceDataStatus,
  ReferenceDatasetStatus,
} from '../../../features/reference-data/api/get-reference-data.ts';
import { clearSession } from '../../../lib/session-store.ts';
import { PopulatorScreen } from './populator-screen.tsx';

const admin = { id: 'a1', email: 'admin@sillage.test', name: 'Admin', role: 'admin' };

// The datasets are the domain's own list (titles, licences); only the jobs are made up for the screen.
const datasets: ReferenceDatasetStatus[] = REFERENCE_DATASETS.slice(0, 2).map((dataset) => ({
  id: dataset.id,
  title: dataset.title,
  version: dataset.version,
  licence: dataset.licence,
  licenceClass: dataset.licenceClass,
  attribution: dataset.attribution,
  isNonCommercial: isRestrictedLicence(dataset),
  isEnabled: true,
  files: dataset.files.map((file) => file.name),
  lastRun: null,
}));
const [first, second] = datasets;

const job = (overrides: Partial<ImportJobStatus>): ImportJobStatus => ({
  id: 'job-1',
  datasets: datasets.map((dataset) => dataset.id),
  status: 'running',
  current: { dataset: first!.id, phase: 'parsing' },
  progress: 0.25,
  results: [],
  skipped: [],
  library: null,
  startedAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

const status = (current: ImportJobStatus | null): StubRoute => ({
  method: 'GET',
  path: '/api/admin/reference-data',
  status: 200,
  body: { datasets, job: current } satisfies ReferenceDataStatus,
});

beforeEach(() => clearSession());

describe('PopulatorScreen (Reference Data Import)', () => {
  it('refuses a user who is not an administrator', async () => {
    renderApp(<PopulatorScreen />, { user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' } });
    expect(await screen.findByText('You need admin role to access this page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import all datasets' })).not.toBeInTheDocument();
  });

  it('lists the datasets and starts importing them all', async () => {
    const { user, requests } = renderApp(<PopulatorScreen />, {
      user: admin,
      api: [
        status(null),
        { method: 'POST', path: '/api/admin/reference-data/run-all', status: 202, body: { job: job({}) } },
      ],
    });
    expect(await screen.findByText(first!.title)).toBeInTheDocument();
    expect(screen.getByText(second!.title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import all datasets' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/admin/reference-data/run-all')).toHaveLength(1),
    );
  });

  it('shows a running job’s dataset, phase and progress, and disables another import', async () => {
    renderApp(<PopulatorScreen />, { user: admin, api: [status(job({}))] });
    expect(await screen.findByText(`Importing: ${first!.title} (Parsing)`)).toBeInTheDocument();
    expect(screen.getByText('25 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import all datasets' })).toBeDisabled();
  });

  it('reports what the last job did: the library’s counts, failures and skipped datasets', async () => {
    const finished = job({
      status: 'failed',
      current: null,
      progress: 1,
      finishedAt: '2026-11-28T10:05:00.000Z',
      library: { total: 1200, added: 1000, updated: 150, removed: 3 },
      results: [
        {
          runId: 'r1',
          dataset: first!.id,
          status: 'failed',
          rowsRead: 0,
          rowsAdded: 0,
          rowsUpdated: 0,
          rowsRemoved: 0,
          rowsRejected: 0,
          message: 'Header row not found',
        },
      ],
      skipped: [{ dataset: second!.id, reason: 'file missing' }],
    });
    renderApp(<PopulatorScreen />, { user: admin, api: [status(finished)] });
    const alert = (await screen.findByText('Last import failed')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Library: 1,200 materials (1,000 added, 150 updated, 3 removed).');
    expect(within(alert).getByText(`${first!.title}: Header row not found`)).toBeInTheDocument();
    expect(within(alert).getByText(`${second!.title}: file missing`)).toBeInTheDocument();
  });

  it('shows why an import was refused', async () => {
    const { user } = renderApp(<PopulatorScreen />, {
      user: admin,
      api: [
        status(null),
        {
          method: 'POST',
          path: '/api/admin/reference-data/run-all',
          status: 409,
          body: { error: { code: 'CONFLICT', message: 'An import is already running' } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Import all datasets' }));
    expect(await screen.findByText('An import is already running')).toBeInTheDocument();
  });

  it('shows why the datasets could not be read', async () => {
    renderApp(<PopulatorScreen />, {
      user: admin,
      api: [
        {
          method: 'GET',
          path: '/api/admin/reference-data',
          status: 403,
          body: { error: { code: 'FORBIDDEN', message: 'Administrators only' } },
        },
      ],
    });
    const message = await screen.findByText('Administrators only');
    expect(message.closest('[role="alert"]')).toHaveTextContent('Error loading reference data');
  });
});
