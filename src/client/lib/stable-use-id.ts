import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, without its second render (the build puts this in place of @mantine/hooks' own: vite.config.ts,
 * mantineStableIds). Mantine's hook first returns React's id, then, in a layout effect, sets a random one: every input,
 * select, switch, popover and modal rendered itself a second time, synchronously, in the very task that committed it
 * (about a third of the longest task when a screen first shows). React's id is already unique in the page and stable
 * for the component's life; it is kept to letters, digits, `_` and `-` so that it reads in a CSS selector as Mantine's did.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
