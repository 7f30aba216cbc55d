import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionState } from '../../src/client/lib/session-store.ts';
import { renderApp } from './render-app.tsx';

function WhoIsSignedIn() {
  const { data, isPending } = useSessionState();
  if (isPending) return <p>Checking the session</p>;
  return <p>{data ? `Signed in as ${data.user.name}` : 'Visitor'}</p>;
}

// The session store is module state every component test in a file shares. These two run in order: the second
// must start as a page that has not loaded (tests/setup/dom-setup.ts resets the store after each test), not with
// the first one's user.
describe('the session store between component tests', () => {
  it('shows the signed-in user of this test', async () => {
    renderApp(<WhoIsSignedIn />, { user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' } });
    expect(await screen.findByText('Signed in as Camille')).toBeInTheDocument();
  });

  it("starts the next test with a session check, not the last test's user", async () => {
    renderApp(<WhoIsSignedIn />, { user: null });
    expect(screen.queryByText('Signed in as Camille')).not.toBeInTheDocument();
    expect(screen.getByText('Checking the session')).toBeInTheDocument();
    expect(await screen.findByText('Visitor')).toBeInTheDocument();
  });
});
