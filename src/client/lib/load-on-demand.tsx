import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { afterScreenLoaded } from './after-first-paint.ts';

/**
 * A lazily loaded named export: its module becomes its own chunk, fetched the first time it renders. For the parts
 * of the shell a first paint does not need (dialogs, drawers, the command palette, the assistant), so the app entry
 * stays within its budget (DESIGN.md: ≤ 150 kB gzip).
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * Renders its children from the first time `opened` is true and keeps them mounted afterwards (so a dialog still
 * plays its closing transition). Nothing shows while the chunk loads: the dialog simply opens a moment later.
 */
export function MountOnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  return wasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Runs `task` once the browser is idle after the first screen has been drawn (after-first-paint.ts), or 2 s later
 * at the latest: a chunk arriving earlier re-rendered the shell in the middle of the screen's first render.
 */
export function whenIdle(task: () => void): void {
  void afterScreenLoaded().then(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 200);
  });
}

/** A component of the shell drawn by a look-alike until its chunk has arrived (see `deferredComponent`). */
export type DeferredComponent<P extends object> = ((props: P & { fallback: ReactNode }) => ReactNode) & {
  /** Fetches the chunk now (a click on the look-alike); the real component replaces the look-alike when it arrives. */
  preload: () => Promise<void>;
};

/**
 * A component of the shell drawn at first paint by a look-alike (its `fallback` prop) and replaced by the real one
 * when its chunk has arrived: fetched when the browser is idle after the first paint, or at once through `preload()`
 * (a click on the look-alike). For the top bar's menus and tooltips, which bring Mantine's Popover and Floating UI
 * (about 25 kB gzip) into the app entry otherwise.
 *
 * It is a component, not a hook: the caller places it where the real component goes and never writes the
 * "loaded ? real : look-alike" host itself. Such a host once rendered itself instead of the loaded component
 * (`return Ticker ? <TickerHost /> : null`), an endless tree built in one synchronous render: the page froze
 * about 2 s after load, when the idle fetch resolved.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let idleFetchAsked = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const getSnapshot = () => loaded;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      () => {
        // A failed chunk is asked again next time: on a click, or when the next instance mounts.
        loading = null;
        idleFetchAsked = false;
      },
    ));
  function Deferred({ fallback, ...props }: P & { fallback: ReactNode }): ReactNode {
    const Loaded = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
    useEffect(() => {
      if (loaded || idleFetchAsked) return;
      idleFetchAsked = true; // one idle fetch for every instance (a tooltip per sidebar item)
      whenIdle(() => void preload());
    }, []);
    return Loaded ? <Loaded {...(props as P)} /> : fallback;
  }
  return Object.assign(Deferred, { preload });
}

/**
 * A look-alike's press (a menu's or a drawer's button drawn until its chunk arrives): it fetches the chunk at once,
 * and `pressed` asks the real component to open when it replaces the look-alike. The press counts from the pointer
 * going down, not from the click: a chunk arriving while the button is held replaces the button before the release,
 * and the browser then sends the click to neither button (a menu stayed shut after sign-up, when the idle fetch
 * landed under the press). The click still counts, for the keyboard.
 */
export function useLookAlikePress(component: Pick<DeferredComponent<object>, 'preload'>): {
  pressed: boolean;
  pressProps: { onPointerDown: (event: PointerEvent) => void; onClick: () => void };
} {
  const [pressed, setPressed] = useState(false);
  const press = useCallback(() => {
    setPressed(true);
    void component.preload();
  }, [component]);
  const onPointerDown = useCallback((event: PointerEvent) => event.button === 0 && press(), [press]);
  return { pressed, pressProps: { onPointerDown, onClick: press } };
}
