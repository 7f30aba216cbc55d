// Setup of the `unit` project, which runs file after file in one worker (isolate: false; ADR 062): the next file
// imports our modules afresh, so a file's `vi.mock` or module state never reaches it.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.resetModules();
});
