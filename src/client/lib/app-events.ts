import { useEffect } from 'react';

/**
 * The app's own events (spec section 7: "A custom event is dispatched when the shopping list changes; another for
 * delete-formula"): dispatched on `window` in this tab and posted on a BroadcastChannel, so every other open tab of
 * the same browser hears them too and refreshes what they change.
 */
export type AppEvents = {
  'shopping-list': Record<string, never>;
  'formula-deleted': { id: string };
};
export type AppEventName = keyof AppEvents;
export type AppEventDetail<Name extends AppEventName> = AppEvents[Name] & { fromOtherTab: boolean };

const CHANNEL_NAME = 'sillage-events';
const EVENT_PREFIX = 'sillage:';
const EVENT_NAMES = new Set<string>(['shopping-list', 'formula-deleted']);

let channel: BroadcastChannel | null | undefined;

/** The tab's channel, opened on first use; null where BroadcastChannel is missing (the event then stays in the tab). */
function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'undefined') return (channel = null);
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (message: MessageEvent<unknown>) => {
    const data = message.data as { name?: unknown; detail?: unknown } | null;
    if (!data || typeof data.name !== 'string' || !EVENT_NAMES.has(data.name)) return;
    const detail = typeof data.detail === 'object' && data.detail !== null ? data.detail : {};
    window.dispatchEvent(new CustomEvent(EVENT_PREFIX + data.name, { detail: { ...detail, fromOtherTab: true } }));
  };
  return channel;
}

/** Tells this tab and every other open tab that `name` happened. */
export function publishAppEvent<Name extends AppEventName>(name: Name, detail: AppEvents[Name]): void {
  window.dispatchEvent(new CustomEvent(EVENT_PREFIX + name, { detail: { ...detail, fromOtherTab: false } }));
  openChannel()?.postMessage({ name, detail });
}

/** Calls `handler` for every `name` event, this tab's and other tabs'. Listening opens the tab's channel. */
export function useAppEvent<Name extends AppEventName>(
  name: Name,
  handler: (detail: AppEventDetail<Name>) => void,
): void {
  useEffect(() => {
    openChannel();
    const listener = (event: Event) => handler((event as CustomEvent<AppEventDetail<Name>>).detail);
    window.addEventListener(EVENT_PREFIX + name, listener);
    return () => window.removeEventListener(EVENT_PREFIX + name, listener);
  }, [name, handler]);
}

/** Closes the channel (tests: a fresh tab). */
export function closeAppEventChannel(): void {
  channel?.close();
  channel = undefined;
}
