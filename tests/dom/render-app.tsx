import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from '../../src/client/app/theme.ts';
import { authAnswer, stubApi, type StubRoute } from './stub-api.ts';

export type SessionUser = { id: string; email: string; name: string; role?: string };

type RenderAppOptions = {
  /** The signed-in user (better-auth's session answers with it), or null for a visitor. */
  user?: SessionUser | null;
  /** The address the memory router starts at. */
  url?: string;
  /** The route pattern the component is mounted at (for useParams); defaults to every path. */
  path?: string;
  /** Our API's answers for this test (see stub-api.ts). */
  api?: StubRoute[];
};

/**
 * Renders a component the way the app does: Mantine with the app's theme, a fresh QueryClient that never retries,
 * and a memory router at `url`. `fetch` is stubbed with the test's own answers (plus the session), never a shared
 * fake backend. Returns Testing Library's queries, a `user` for events, the recorded requests and the router.
 */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const { user = null, url = '/', path = '*', api = [] } = options;
  const session = user
    ? {
        user: {
          emailVerified: true,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          role: 'user',
          ...user,
        },
        session: { id: 's1', userId: user.id, expiresAt: '2099-01-01T00:00:00.000Z', token: 't' },
      }
    : null;
  const stub = stubApi([...api, authAnswer('GET', '/api/auth/get-session', session)]);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path, element: ui }, ...(path === '*' ? [] : [{ path: '*', element: <p>Left the screen</p> }])],
    { initialEntries: [url] },
  );
  const view = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, user: userEvent.setup(), requests: stub.requests, unmatched: stub.unmatched, queryClient, router };
}
