import { useSyncExternalStore } from 'react';

type PaletteRequest = 'open' | 'toggle';
type Listener = (request: PaletteRequest) => void;

const listeners = new Set<Listener>();
const shellListeners = new Set<() => void>();
let requested = false;
let pending: PaletteRequest | null = null;

function request(kind: PaletteRequest) {
  if (!requested) {
    requested = true;
    for (const notify of shellListeners) notify();
  }
  if (listeners.size === 0) pending = kind;
  for (const listener of listeners) listener(kind);
}

/**
 * The command palette's requests: `palette.open()` from the top bar, Ctrl/Cmd+K anywhere. The palette itself (Mantine
 * Spotlight and its searches) is its own chunk, loaded on the first request; a request made while it loads waits.
 */
export const palette = { open: () => request('open'), toggle: () => request('toggle') };

/** For the palette: receives every request, the one that loaded it first. */
export function subscribePalette(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    const first = pending;
    pending = null;
    listener(first);
  }
  return () => listeners.delete(listener);
}

/** For the shell: true from the first request on (then it mounts the palette). */
export function usePaletteRequested(): boolean {
  return useSyncExternalStore(
    (notify) => {
      shellListeners.add(notify);
      return () => shellListeners.delete(notify);
    },
    () => requested,
    () => false,
  );
}
