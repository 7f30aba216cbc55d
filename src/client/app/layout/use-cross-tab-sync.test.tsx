import { useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { renderApp } from '../../../../tests/dom/render-app.tsx';
import { getShoppingListQueryOptions } from '../../features/pricing/api/get-shopping-list.ts';
import { closeAppEventChannel, publishAppEvent } from '../../lib/app-events.ts';
import { useCrossTabSync } from './use-cross-tab-sync.ts';
import type { ReactNode } from 'react';
import { SettingsContext } from '../../lib/settings-context.ts';
import { settingsValue } from '../../../../tests/dom/settings-value.ts';

/** Another tab of the same browser: its own channel of the same name. */
let otherTab: BroadcastChannel | null = null;
afterEach(() => {
  otherTab?.close();
  otherTab = null;
  closeAppEventChannel();
});

function ShoppingCount() {
  useCrossTabSync();
  const list = useQuery(getShoppingListQueryOptions());
  return <p>{list.data ? 'loaded' : 'loading'}</p>;
}

const shoppingListAnswer = {
  method: 'GET',
  path: '/api/shopping-list',
  status: 200,
  body: { items: [], totals: [] },
};

describe("the 'shopping-list' and 'formula-deleted' events reach other open tabs", () => {
  it('refreshes the shopping list when another tab changed it', async () => {
    const { requests, findByText } = renderApp(<ShoppingCount />, { api: [shoppingListAnswer] });
    await findByText('loaded');
    const reads = () => requests.filter((request) => request.path === '/api/shopping-list').length;
    expect(reads()).toBe(1);
    otherTab = new BroadcastChannel('sillage-events');
    otherTab.postMessage({ name: 'shopping-list', detail: {} });
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('tells other tabs when this tab deletes a formula', async () => {
    otherTab = new BroadcastChannel('sillage-events');
    const heard: unknown[] = [];
    otherTab.onmessage = (message) => heard.push(message.data);
    publishAppEvent('formula-deleted', { id: 'f-1' });
    publishAppEvent('shopping-list', {});
    await waitFor(() =>
      expect(heard).toEqual([
        { name: 'formula-deleted', detail: { id: 'f-1' } },
        { name: 'shopping-list', detail: {} },
      ]),
    );
  });
});

function DeletionListener() {
  useCrossTabSync();
  return <p>listening</p>;
}

function withNotifications(enabled: boolean, children: ReactNode) {
  const value = settingsValue({ notificationsEnabled: enabled }, 'dark');
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

// Issue 35 item 12: Settings → Notifications turns the toasts of background events on and off.
describe('background-event toasts follow Settings → Notifications', () => {
  beforeEach(() => notifications.clean());

  it.each([
    [true, 1],
    [false, 0],
  ])('notifications %s: %i toast for a formula deleted in another tab', async (enabled, toasts) => {
    const { findByText, queryAllByText } = renderApp(withNotifications(enabled, <DeletionListener />));
    await findByText('listening');
    otherTab = new BroadcastChannel('sillage-events');
    otherTab.postMessage({ name: 'formula-deleted', detail: { id: 'f-9' } });
    if (toasts > 0) expect(await findByText('A formula was deleted in another tab.')).toBeInTheDocument();
    else {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(queryAllByText('A formula was deleted in another tab.')).toHaveLength(0);
    }
  });
});
