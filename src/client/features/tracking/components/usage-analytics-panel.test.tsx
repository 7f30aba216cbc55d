import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import { buildFunnel } from '../../../../domain/tracking/usage-analytics.ts';
import type { UsageSummary } from '../api/usage-analytics.ts';
import { UsageAnalyticsPanel } from './usage-analytics-panel.tsx';

const admin = { id: 'a1', email: 'admin@sillage.test', name: 'Admin', role: 'admin' };

const empty: UsageSummary = {
  days: 30,
  anonymousOverBudget: { events: 0, days: 0 },
  since: '2026-10-29T00:00:00.000Z',
  totals: { pageViews: 0, apiCalls: 0, actions: 0, sessions: 0, visitors: 0, signedInUsers: 0 },
  daily: [],
  topPages: [],
  devices: [],
  browsers: [],
  countries: [],
  actions: [],
  funnel: buildFunnel([
    { label: 'Visited the front page', count: 0 },
    { label: 'Signed up', count: 0 },
    { label: 'Created a formula', count: 0 },
  ]),
};

const busy: UsageSummary = {
  ...empty,
  totals: { pageViews: 1520, apiCalls: 8000, actions: 12, sessions: 300, visitors: 240, signedInUsers: 35 },
  daily: [{ day: '2026-11-27', pageViews: 1520, sessions: 300, visitors: 240 }],
  topPages: [
    { path: '/formula-lab', views: 800, sessions: 120 },
    { path: '/materials/:id', views: 420, sessions: 90 },
  ],
  devices: [
    { label: 'desktop', sessions: 3 },
    { label: 'mobile', sessions: 1 },
  ],
  funnel: buildFunnel([
    { label: 'Visited the front page', count: 200 },
    { label: 'Signed up', count: 20 },
    { label: 'Created a formula', count: 5 },
  ]),
};

const summary = (body: UsageSummary): StubRoute => ({
  method: 'GET',
  path: '/api/admin/analytics/summary',
  status: 200,
  body,
});

const section = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('.mantine-Card-root') as HTMLElement;

describe('UsageAnalyticsPanel (admin: visitor analytics)', () => {
  it('explains how records arrive when nothing was recorded, and asks again for another period', async () => {
    const { user, requests } = renderApp(<UsageAnalyticsPanel />, { user: admin, api: [summary(empty)] });
    expect(await screen.findByText('No usage recorded in the last 30 days')).toBeInTheDocument();
    expect(requests[requests.length - 1]?.search).toContain('days=30');
    await user.click(screen.getByText('7 days'));
    await waitFor(() => expect(requests.some((request) => request.search.includes('days=7'))).toBe(true));
    expect(await screen.findByText('No usage recorded in the last 7 days')).toBeInTheDocument();
  });

  it('shows the totals, the top pages, the devices and the funnel with each step’s share', async () => {
    renderApp(<UsageAnalyticsPanel />, { user: admin, api: [summary(busy)] });
    expect(await screen.findByText('Visitors')).toBeInTheDocument();
    expect(screen.getByText('35 signed in')).toBeInTheDocument();
    expect(screen.getByText('1,520')).toBeInTheDocument();
    const pages = section('Top pages');
    expect(within(pages).getByText('/formula-lab').closest('tr')).toHaveTextContent('/formula-lab800120');
    const devices = section('Devices');
    expect(devices).toHaveTextContent('desktop3 · 75 %');
    expect(devices).toHaveTextContent('mobile1 · 25 %');
    const funnel = section('From the front page to a formula');
    expect(funnel).toHaveTextContent('1. Visited the front page200');
    expect(funnel).toHaveTextContent('2. Signed up20 · 10 % of step 1');
    expect(funnel).toHaveTextContent('3. Created a formula5 · 25 % of step 2');
    expect(section('Countries')).toHaveTextContent('No places: geolocation is off');
  });

  it('shows why the records could not be read', async () => {
    renderApp(<UsageAnalyticsPanel />, {
      user: admin,
      api: [
        {
          method: 'GET',
          path: '/api/admin/analytics/summary',
          status: 403,
          body: { error: { code: 'FORBIDDEN', message: 'Administrators only' } },
        },
      ],
    });
    expect(await screen.findByText('Could not read the usage records: Administrators only')).toBeInTheDocument();
  });
});
