import { afterEach, beforeEach, vi } from 'vitest';

// console.error fails a test unless the test expects it (it can replace the spy with its own): in the unit, dom,
// integration and reliability projects alike (vitest.config.ts).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0)
    throw new Error(`console.error was called: ${errors.map((args) => args.join(' ')).join('\n')}`);
});
