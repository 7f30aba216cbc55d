import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { client } from '../../../lib/api-client.ts';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { AuditTrailCard } from './audit-trail-card.tsx';

const HOUSE = '00000000-0000-4000-8000-00000000000b';
const workspace = { id: HOUSE, name: 'Maison Test', isPersonal: false, role: 'owner' as const, createdAt: '' };

describe('AuditTrailCard', () => {
  it('lists who changed what, in UTC, with the fields that changed, and links the CSV export', async () => {
    const { requests } = renderApp(<AuditTrailCard workspace={workspace} />, {
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
      api: [
        answer<(typeof client.workspaces)[':id']['members']['$get']>('GET', `/api/workspaces/${HOUSE}/members`, {
          role: 'owner',
          items: [],
        }),
        answer<(typeof client.workspaces)[':id']['audit']['$get']>('GET', `/api/workspaces/${HOUSE}/audit`, {
          items: [
            {
              id: 'e1',
              at: '2026-11-28T10:04:05.000Z',
              userId: 'u2',
              userName: 'Lou',
              entity: 'material',
              entityId: 'm1',
              action: 'update',
              before: { name: 'Amber', cas: null, updatedAt: '2026-11-27T09:00:00.000Z' },
              after: { name: 'Amber 2', cas: null, updatedAt: '2026-11-28T10:04:05.000Z' },
            },
            {
              id: 'e2',
              at: '2026-11-28T10:03:00.000Z',
              userId: 'u2',
              userName: 'Lou',
              entity: 'lot',
              entityId: 'l1',
              action: 'create',
              before: null,
              after: { id: 'l1', lotNumber: 'L1', quantity: 100 },
            },
          ],
        }),
      ],
    });
    expect((await screen.findAllByText('Lou')).length).toBe(2);
    expect(screen.getByText('2026-11-28 10:04 UTC')).toBeInTheDocument();
    // An update names its own fields, not the bookkeeping (updatedAt); a creation is said by its action alone.
    const [update, creation] = screen.getAllByRole('row').slice(1);
    expect(update!.lastElementChild).toHaveTextContent(/^name$/);
    expect(creation!.lastElementChild).toHaveTextContent(/^$/);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/api/workspaces/${HOUSE}/audit/export`),
    );
    await waitFor(() => expect(requests.some((request) => request.path.endsWith('/audit'))).toBe(true));
  });
});
