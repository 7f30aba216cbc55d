import { useCallback, useRef } from 'react';

/** Latest value behind a stable function, so memoised children do not re-render on every keystroke. */
export function useStableCallback<Args extends unknown[]>(callback: (...args: Args) => void): (...args: Args) => void {
  const ref = useRef(callback);
  ref.current = callback;
  return useCallback((...args: Args) => ref.current(...args), []);
}
