import { useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/dom/render-app.tsx';
import { getShoppingListQueryOptions } from '../../features/pricing/api/get-shopping-list.ts';
import { closeAppEventChannel, publishAppEvent } from '../../lib/app-events.ts';
import { useCrossTabSync } from './use-cross-tab-sync.ts';

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
