import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import { UsageRecordsSection } from './usage-records-section.tsx';

const camille = { id: 'u1', email: 'camille@sillage.test', name: 'Camille' };

const record = (id: string, fields: Record<string, unknown>) => ({
  id,
  kind: 'PageView',
  endpoint: '/materials/:id',
  method: 'GET',
  status: null,
  calls: 1,
  responseTimeMs: null,
  details: null,
  sessionId: 'session-1',
  deviceType: 'desktop',
  browser: 'Firefox',
  os: 'Linux',
  viewportSize: '1440x900',
  screenResolution: null,
  language: 'fr',
  referrer: null,
  country: null,
  city: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  ...fields,
});

const records = {
  records: [
    record('00000000-0000-4000-8000-000000000001', { kind: 'UserAction', endpoint: '/action/formula_created' }),
    record('00000000-0000-4000-8000-000000000002', { country: 'France', city: 'Grasse' }),
  ],
  total: 2,
  totalKept: 5,
};

function renderSection(extra: StubRoute[] = [], mine: unknown = records) {
  return renderApp(<UsageRecordsSection />, {
    user: camille,
    api: [
      ...extra,
      { method: 'GET', path: '/api/tracking/mine', status: 200, body: mine },
      {
        method: 'GET',
        path: '/api/tracking/policy',
        status: 200,
        body: { retentionDays: 180, geolocation: false, honoursDoNotTrack: true },
      },
    ],
  });
}

describe('UsageRecordsSection (Account → Privacy)', () => {
  it('lists the user’s records with readable actions, device and place, and the retention period', async () => {
    const { requests } = renderSection();
    expect(await screen.findByText('5 records kept about you.')).toBeInTheDocument();
    expect(screen.getByText('Created a formula')).toBeInTheDocument();
    expect(screen.getByText('/materials/:id')).toBeInTheDocument();
    expect(screen.getAllByText(/desktop · Firefox · Linux · 1440x900/)[1]).toHaveTextContent('Grasse, France');
    expect(await screen.findByText(/Records are deleted after 180 days\./)).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/tracking/mine')?.search).toContain('view=activity');
  });

  it('asks for API calls when that view is chosen', async () => {
    const { user, requests } = renderSection();
    await screen.findByText('5 records kept about you.');
    await user.click(screen.getByText('API calls'));
    await waitFor(() =>
      expect(
        requests.some((request) => request.path === '/api/tracking/mine' && request.search.includes('view=api')),
      ).toBe(true),
    );
  });

  it('deletes every record only after confirmation and says how many went', async () => {
    const { user, requests } = renderSection([
      { method: 'DELETE', path: '/api/tracking/mine', status: 200, body: { deleted: 5 } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete all my records' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all your usage records?' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('5 usage records deleted')).toBeInTheDocument();
    expect(
      requests.filter((request) => request.method === 'DELETE' && request.path === '/api/tracking/mine'),
    ).toHaveLength(1);
  });

  it('deletes one record by its id', async () => {
    const { user, requests } = renderSection([
      { method: 'DELETE', path: /^\/api\/tracking\/mine\/.+/, status: 200, body: { deleted: 1 } },
    ]);
    await screen.findByText('Created a formula');
    const [first] = screen.getAllByRole('button', { name: /^Delete the record of / });
    await user.click(first!);
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'DELETE')?.path).toBe(
        '/api/tracking/mine/00000000-0000-4000-8000-000000000001',
      ),
    );
  });

  it('disables deleting when nothing is kept', async () => {
    renderSection([], { records: [], total: 0, totalKept: 0 });
    expect(await screen.findByText('No records are kept about you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete all my records' })).toBeDisabled();
  });

  it('says that nothing new is recorded when the browser sends Global Privacy Control', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { globalPrivacyControl: true }));
    renderSection();
    expect(await screen.findByText(/so nothing new is recorded from it/)).toBeInTheDocument();
  });

  it('shows why the records could not be read', async () => {
    renderApp(<UsageRecordsSection />, {
      user: camille,
      api: [
        {
          method: 'GET',
          path: '/api/tracking/mine',
          status: 401,
          body: { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } },
        },
      ],
    });
    expect(await screen.findByText('Could not read your records: Sign in to continue')).toBeInTheDocument();
  });
});
