import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { isRestrictedLicence, REFERENCE_DATASETS } from '../../../../domain/reference-data/reference-datasets.ts';
import type { ReferenceDatasetStatus } from '../api/get-reference-data.ts';
import { DatasetTable } from './dataset-table.tsx';

// The datasets are the domain's own list (titles, licences); only the runs are made up for the screen.
function statusOf(
  dataset: (typeof REFERENCE_DATASETS)[number],
  lastRun: ReferenceDatasetStatus['lastRun'],
  isEnabled = true,
): ReferenceDatasetStatus {
  return {
    id: dataset.id,
    title: dataset.title,
    version: dataset.version,
    licence: dataset.licence,
    licenceClass: dataset.licenceClass,
    attribution: dataset.attribution,
    isNonCommercial: isRestrictedLicence(dataset),
    isEnabled,
    files: dataset.files.map((file) => file.name),
    lastRun,
  };
}

const [first, second] = REFERENCE_DATASETS;
const run: NonNullable<ReferenceDatasetStatus['lastRun']> = {
  id: 'run-1',
  dataset: first!.id,
  version: first!.version,
  status: 'failed',
  fileSha256: 'ab'.repeat(32),
  rowsRead: 12_345,
  rowsAdded: 1_200,
  rowsUpdated: 3,
  rowsRemoved: 0,
  rowsRejected: 7,
  message: 'Header row not found',
  source: 'upload',
  startedAt: '2026-11-28T10:00:00.000Z',
  finishedAt: '2026-11-28T10:01:00.000Z',
};

describe('DatasetTable (admin → reference data)', () => {
  it('shows how many catalogue rows a successful import left out, from its log message', () => {
    const catalogue = first!;
    renderApp(
      <DatasetTable
        datasets={[
          statusOf(catalogue, {
            ...run,
            dataset: catalogue.id,
            status: 'succeeded',
            message:
              "5000 rows read: 4990 added, 0 updated, 0 removed, 0 unchanged. 12 rows left out of trends and top lists: 10 contradict themselves, 2 copy another row's figures.",
          }),
          statusOf(second!, { ...run, dataset: second!.id, status: 'succeeded', message: '3 rows read: 3 added.' }),
        ]}
        isBusy={false}
        onRun={() => {}}
        onUpload={() => {}}
      />,
    );
    const rows = screen.getAllByTestId('rows-left-out');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toBe(
      "12 rows left out of trends and top lists: 10 contradict themselves, 2 copy another row's figures.",
    );
  });

  it('shows a dataset never imported and one whose last run failed, with its counts and message', () => {
    renderApp(
      <DatasetTable
        datasets={[statusOf(first!, run), statusOf(second!, null)]}
        isBusy={false}
        onRun={() => {}}
        onUpload={() => {}}
      />,
    );
    const failed = screen.getByText(first!.title).closest('tr')!;
    expect(within(failed).getByText('failed')).toBeTruthy();
    expect(failed.textContent).toContain('12,345 read · 1,200 added · 3 updated · 7 rejected');
    expect(within(failed).getByText('Header row not found')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: `Run ${first!.title}` }).textContent).toContain('Re-run');
    const never = screen.getByText(second!.title).closest('tr')!;
    expect(within(never).getByText('Never imported')).toBeTruthy();
  });

  it('runs a dataset on click, and offers no run while busy or when its licence is switched off here', async () => {
    const onRun = vi.fn();
    const view = renderApp(
      <DatasetTable
        datasets={[statusOf(first!, null), statusOf(second!, null, false)]}
        isBusy={false}
        onRun={onRun}
        onUpload={() => {}}
      />,
    );
    await view.user.click(screen.getByRole('button', { name: `Run ${first!.title}` }));
    expect(onRun).toHaveBeenCalledWith(first!.id);
    expect(screen.getByRole('button', { name: `Run ${second!.title}` }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('switched off here')).toBeTruthy();
    view.unmount();
    renderApp(<DatasetTable datasets={[statusOf(first!, null)]} isBusy onRun={onRun} onUpload={() => {}} />);
    expect(screen.getByRole('button', { name: `Run ${first!.title}` }).hasAttribute('disabled')).toBe(true);
  });
});
