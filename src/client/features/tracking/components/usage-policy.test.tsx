import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { UsagePolicy } from './usage-policy.tsx';

const POLICY = answer<(typeof client.tracking)['policy']['$get']>('GET', '/api/tracking/policy', {
  retentionDays: 90,
  geolocation: false,
  honoursDoNotTrack: true,
  anonymousRecordsPerDay: 2500,
});

describe('UsagePolicy (/privacy)', () => {
  it('says what the server does with visitors without an account: merged events and the daily budget', async () => {
    renderApp(<UsagePolicy />, { api: [POLICY] });
    expect(await screen.findByText(/add at most 2,500 records a day/)).toBeInTheDocument();
    expect(screen.getByText(/identical page views or actions within two seconds share one record/)).toBeInTheDocument();
    expect(screen.getByText(/Records are kept for 90 days/)).toBeInTheDocument();
    expect(screen.getByText(/Your IP address is never stored/)).toBeInTheDocument();
  });
});
