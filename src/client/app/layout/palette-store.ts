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

const IGNORED_TAGS = ['INPUT', 'TEXTAREA', 'SELECT'];

/** Ctrl+K, or Cmd+K on a Mac, and no other modifier; by the key's place too, for keyboards whose K is not Latin. */
export const isPaletteShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  (event.key.toLowerCase() === 'k' || event.code === 'KeyK');

/** Marks the palette's own search box: Ctrl/Cmd+K there toggles the palette like anywhere else. */
export const PALETTE_SEARCH_ATTRIBUTE = 'data-palette-search';

/**
 * Whether Ctrl/Cmd+K pressed in this element is the palette's: not in a form field (the user is typing there), except
 * the palette's own search box. That box keeps the focus while the palette closes (after Enter opened an entry), so a
 * press made then reopens the palette instead of being lost.
 */
export const isPaletteShortcutTarget = (
  target: Pick<HTMLElement, 'tagName' | 'isContentEditable'> & { hasAttribute(name: string): boolean },
) =>
  target.hasAttribute(PALETTE_SEARCH_ATTRIBUTE) ||
  (!target.isContentEditable && !IGNORED_TAGS.includes(target.tagName));

/**
 * Ctrl/Cmd+K anywhere (outside form fields, as Mantine's useHotkeys), listened for from the app entry's start
 * (main.tsx), not from the shell's first commit: the first render is a transition that may end after the page's
 * load event, and a press made before it is kept as a pending request (the palette opens when its chunk is in).
 */
export function listenForPaletteShortcut(): void {
  document.documentElement.addEventListener('keydown', (event) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (target && !isPaletteShortcutTarget(target)) return;
    if (!isPaletteShortcut(event)) return;
    event.preventDefault();
    palette.toggle();
  });
}
