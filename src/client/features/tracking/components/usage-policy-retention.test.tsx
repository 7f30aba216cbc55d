import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { UsagePolicy } from './usage-policy.tsx';

const policy = (retentionDays: number, geolocation: boolean) => ({
  method: 'GET',
  path: '/api/tracking/policy',
  status: 200,
  body: { retentionDays, geolocation, honoursDoNotTrack: true, anonymousRecordsPerDay: 10_000 },
});

describe('UsagePolicy (/privacy)', () => {
  it('states the retention the administrator set and that places are not recorded without a service', async () => {
    renderApp(<UsagePolicy />, { api: [policy(30, false)] });
    expect(await screen.findByText(/Records are kept for 30 days, then deleted by a daily job/)).toBeInTheDocument();
    expect(screen.getByText('Not recorded: this instance has no geolocation service configured.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account → Privacy' })).toHaveAttribute('href', '/account?section=privacy');
  });

  it('says that addresses go to the geolocation service when one is configured', async () => {
    renderApp(<UsagePolicy />, { api: [policy(180, true)] });
    expect(await screen.findByText(/through a geolocation service its administrator chose/)).toBeInTheDocument();
  });

  it('falls back to the default period while the policy cannot be read', async () => {
    renderApp(<UsagePolicy />, {
      api: [{ method: 'GET', path: '/api/tracking/policy', status: 500, body: { error: { message: 'down' } } }],
    });
    expect(
      await screen.findByText(
        /Records are kept for the retention period an administrator sets \(180 days unless changed\)/,
      ),
    ).toBeInTheDocument();
  });
});
