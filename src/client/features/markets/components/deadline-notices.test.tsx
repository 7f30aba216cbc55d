import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { DeadlineNotices } from './deadline-notices.tsx';

const NOTICE_ID = '00000000-0000-4000-8000-00000000a001';
const FORMULA_ID = '00000000-0000-4000-8000-0000000000f1';

describe('DeadlineNotices (issue 33 item 4: the in-app notice of a deadline within 90 days)', () => {
  it('says the date, the markets and how many formulas need work, links to them and can be dismissed', async () => {
    const api = [
      answer<typeof client.markets.notifications.$get>('GET', '/api/markets/notifications', {
        items: [
          {
            id: NOTICE_ID,
            date: '2026-04-12',
            markets: ['CA', 'EU'],
            formulaCount: 3,
            firstFormulaId: FORMULA_ID,
            emailed: false,
            createdAt: '2026-02-01T08:00:00.000Z',
          },
        ],
      }),
      answer<(typeof client.markets.notifications)[':id']['read']['$post']>(
        'POST',
        `/api/markets/notifications/${NOTICE_ID}/read`,
        { id: NOTICE_ID, read: true },
      ),
    ];
    const { requests, user } = renderApp(<DeadlineNotices />, { api });
    const notice = await screen.findByTestId('deadline-notice');
    expect(notice).toHaveTextContent(/in Canada and the EU, 3 formulas need a new label, declaration or reformulation/);
    expect(screen.getByRole('link', { name: 'Open the first formula' })).toHaveAttribute(
      'href',
      expect.stringContaining(FORMULA_ID),
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path.endsWith(`${NOTICE_ID}/read`))).toBe(
        true,
      ),
    );
  });

  it('shows nothing when no deadline is newly within 90 days', async () => {
    renderApp(<DeadlineNotices />, {
      api: [answer<typeof client.markets.notifications.$get>('GET', '/api/markets/notifications', { items: [] })],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('deadline-notice')).toBeNull();
  });
});
