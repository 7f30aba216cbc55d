import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

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
