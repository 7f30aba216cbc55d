import { afterEach, beforeEach, vi } from 'vitest';

// console.error fails a test unless the test expects it (it can replace the spy with its own): in the unit, dom,
// integration and reliability projects alike (vitest.config.ts).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!isGridHeightWarning(args)) errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0)
    throw new Error(`console.error was called: ${errors.map((args) => args.join(' ')).join('\n')}`);
});

/**
 * The one warning a test lets through, known and harmless: react-datasheet-grid 4 calls its debounced height setter
 * (100 ms) while it renders, so on a loaded machine, when the grid's first render takes longer than that to commit,
 * React warns in development that the grid "hasn't mounted yet" (the update is dropped and the next render sets it).
 * Recognised by its message and by the library's hook on the stack, never by the message alone.
 */
function isGridHeightWarning(args: unknown[]): boolean {
  if (!String(args[0]).startsWith("Can't perform a React state update on a component that hasn't mounted yet"))
    return false;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40; // the hook is some fifteen frames below this one
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack.includes('react-datasheet-grid/dist/hooks/useDebounceState');
}
