import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FetchHandlerHook = { __setFetchHandler: (next: typeof fetch | null) => void };
const setFetchHandler = (globalThis as unknown as FetchHandlerHook).__setFetchHandler;

const SESSION = {
  session: { id: 's1', userId: 'u1', token: 't', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille </script>', role: 'user' },
};

/** What the server writes into the app page (src/server/lib/app-page.ts), escaped the same way. */
function writeInlineSession(value: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'sl-session';
  element.textContent = JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e');
  document.head.append(element);
}

/** A fresh store (module state) per test, as on a page load. */
const freshStore = async () => {
  vi.resetModules();
  return import('./session-store.ts');
};

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  setFetchHandler(async (input) => {
    requests.push(String(input));
    return new Response(JSON.stringify(SESSION), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => document.getElementById('sl-session')?.remove());

describe('the session store at page load', () => {
  it('takes the session the page carries, without asking the server', async () => {
    writeInlineSession(SESSION);
    const store = await freshStore();
    await store.loadSession();
    const { result } = renderHook(() => store.useSessionState());
    expect(result.current.isPending).toBe(false);
    expect(result.current.data?.user.name).toBe('Camille </script>');
    expect(result.current.data?.session.expiresAt).toBeInstanceOf(Date);
    expect(requests).toEqual([]);
    expect(document.getElementById('sl-session')).toBeNull();
  });

  it('knows a visitor at once when the page says there is no session', async () => {
    writeInlineSession(null);
    const store = await freshStore();
    await store.loadSession();
    const { result } = renderHook(() => store.useSessionState());
    expect(result.current).toMatchObject({ data: null, isPending: false });
    expect(store.isSignedInNow()).toBe(false);
    expect(requests).toEqual([]);
  });

  it('asks the server when the page carries nothing (the Vite dev server)', async () => {
    const store = await freshStore();
    const { result } = renderHook(() => store.useSessionState());
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.data?.user.id).toBe('u1');
    expect(requests).toEqual(['/api/auth/get-session']);
  });
});

describe('a failed or lost session is said (spec section 8, Formulas)', () => {
  const shown: Array<{ title?: unknown; message?: unknown }> = [];
  beforeEach(() => {
    shown.length = 0;
    vi.doMock('@mantine/notifications', () => ({
      notifications: { show: (notice: { title?: unknown; message?: unknown }) => shown.push(notice) },
    }));
  });
  afterEach(() => vi.doUnmock('@mantine/notifications'));

  it("shows 'Session error: Failed to refresh session' when the check fails, keeping the user signed in", async () => {
    writeInlineSession(SESSION);
    const store = await freshStore();
    await store.loadSession();
    setFetchHandler(async () => new Response('{}', { status: 500 }));
    await store.refreshSession();
    expect(store.isSignedInNow()).toBe(true);
    await waitFor(() =>
      expect(shown).toEqual([
        expect.objectContaining({ title: 'Session error', message: 'Failed to refresh session' }),
      ]),
    );
  });

  it("shows 'No active session found' when a signed-in session is gone", async () => {
    writeInlineSession(SESSION);
    const store = await freshStore();
    await store.loadSession();
    setFetchHandler(async () => new Response('null', { headers: { 'content-type': 'application/json' } }));
    await store.refreshSession();
    expect(store.isSignedInNow()).toBe(false);
    await waitFor(() =>
      expect(shown).toEqual([expect.objectContaining({ title: 'Session error', message: 'No active session found' })]),
    );
  });

  it('says nothing for a visitor who stays a visitor', async () => {
    writeInlineSession(null);
    const store = await freshStore();
    await store.loadSession();
    setFetchHandler(async () => new Response('null', { headers: { 'content-type': 'application/json' } }));
    await store.refreshSession();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toEqual([]);
  });
});
