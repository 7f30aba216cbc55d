import { useComputedColorScheme } from '@mantine/core';
import { useSyncExternalStore } from 'react';

export type PageColorScheme = 'light' | 'dark';

/** The scheme written on <html> (applyAppearance), followed as it changes: the user's mode or theme switch. */
function subscribeToScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-mantine-color-scheme'] });
  return () => observer.disconnect();
}

const readScheme = (): PageColorScheme | null => {
  const scheme = document.documentElement.getAttribute('data-mantine-color-scheme');
  return scheme === 'light' || scheme === 'dark' ? scheme : null;
};

/**
 * The page's colour scheme as shown now: the attribute on <html> once set, else Mantine's. Mantine's own value is
 * read once (our colour scheme manager does not subscribe: color-scheme-manager.ts), so what draws in colours of its
 * own (product pictures, a molecule's bonds) would keep the scheme of the first render after a switch, or Mantine's
 * default (dark) on a light page.
 */
export function usePageColorScheme(fallback: PageColorScheme): PageColorScheme {
  const mantine = useComputedColorScheme(fallback);
  const written = useSyncExternalStore(subscribeToScheme, readScheme, () => null);
  return written ?? mantine;
}
