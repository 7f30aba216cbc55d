import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { client } from '../../../lib/api-client.ts';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { WorkspaceSettingsPanel } from './workspace-settings-panel.tsx';
import { WorkspaceSwitcher } from './workspace-switcher.tsx';
import { selectListbox } from '../../../../../tests/dom/select-listbox.ts';

const PERSONAL = '00000000-0000-4000-8000-00000000000a';
const HOUSE = '00000000-0000-4000-8000-00000000000b';
const list = (active: string, houseRole: 'owner' | 'lab' = 'owner') =>
  answer<typeof client.workspaces.$get>('GET', '/api/workspaces', {
    items: [
      { id: PERSONAL, name: 'Ada', isPersonal: true, role: 'owner', createdAt: '2026-11-01T00:00:00.000Z' },
      { id: HOUSE, name: 'Maison Test', isPersonal: false, role: houseRole, createdAt: '2026-11-02T00:00:00.000Z' },
    ],
    activeWorkspaceId: active,
  });
const members = answer<(typeof client.workspaces)[':id']['members']['$get']>(
  'GET',
  `/api/workspaces/${HOUSE}/members`,
  {
    role: 'owner',
    items: [
      { userId: 'u1', name: 'Ada', email: 'ada@example.com', role: 'owner', joinedAt: '2026-11-02T00:00:00.000Z' },
      { userId: 'u2', name: 'Lou', email: 'lou@example.com', role: 'lab', joinedAt: '2026-11-03T00:00:00.000Z' },
    ],
  },
);

describe('WorkspaceSwitcher', () => {
  it('shows the active workspace and switches to another one with a POST', async () => {
    const { user, requests } = renderApp(<WorkspaceSwitcher />, {
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
      api: [
        list(PERSONAL),
        answer<typeof client.workspaces.active.$post>('POST', '/api/workspaces/active', {
          workspace: { id: HOUSE, name: 'Maison Test', isPersonal: false, role: 'owner' },
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Workspace: Ada' }));
    await user.click(await screen.findByText('Maison Test'));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/workspaces/active')?.body).toEqual({
        workspaceId: HOUSE,
      }),
    );
  });
});

/** Mantine's Select: the visible input of the picker labelled `label` (a hidden input carries its value too). */
const picker = (label: string) =>
  screen.getAllByLabelText(label).find((element) => element instanceof HTMLInputElement && element.type !== 'hidden')!;

describe('WorkspaceSettingsPanel', () => {
  it('lets an owner change roles and invite, with the role picked', async () => {
    const { user, requests } = renderApp(<WorkspaceSettingsPanel />, {
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
      api: [
        list(HOUSE),
        members,
        answer<(typeof client.workspaces)[':id']['invitations']['$get']>(
          'GET',
          `/api/workspaces/${HOUSE}/invitations`,
          { items: [] },
        ),
        answer<(typeof client.workspaces)[':id']['invitations']['$post']>(
          'POST',
          `/api/workspaces/${HOUSE}/invitations`,
          {
            invitation: {
              id: 'i1',
              email: 'kim@example.com',
              role: 'regulatory',
              state: 'pending',
              expiresAt: '2026-12-01T00:00:00.000Z',
              acceptedAt: null,
              revokedAt: null,
              createdAt: '2026-11-24T00:00:00.000Z',
            },
            url: 'http://localhost/join-workspace?token=x',
          },
          201,
        ),
      ],
    });
    expect(await screen.findByText('lou@example.com')).toBeInTheDocument();
    expect(picker('Role of lou@example.com')).toHaveValue('lab');
    await user.type(screen.getByLabelText('E-mail'), 'kim@example.com');
    await user.click(picker('Role'));
    const listbox = await selectListbox(picker('Role'));
    await user.click(within(listbox).getByText('regulatory'));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(
        requests.find((request) => request.method === 'POST' && request.path.endsWith('/invitations'))?.body,
      ).toEqual({ email: 'kim@example.com', role: 'regulatory' }),
    );
  });

  it('shows a lab member the members without role pickers or invitations', async () => {
    renderApp(<WorkspaceSettingsPanel />, {
      user: { id: 'u2', email: 'lou@example.com', name: 'Lou' },
      api: [list(HOUSE, 'lab'), members],
    });
    expect(await screen.findByText('lou@example.com')).toBeInTheDocument();
    expect(screen.queryAllByLabelText('Role of ada@example.com')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave this workspace' })).toBeInTheDocument();
  });
});
