// A vitest reporter that writes the run's unhandled errors (a worker that stopped, an error thrown outside any test)
// to the JSON file named by VITEST_UNHANDLED_ERRORS: vitest's JSON report leaves them out, and `npm test` prints
// them in its summary, the part of a CI log that is kept.
import fs from 'node:fs';
import type { Reporter, SerializedError } from 'vitest/node';

export type UnhandledError = { name?: string; message: string; stack?: string };

export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const file = process.env.VITEST_UNHANDLED_ERRORS;
    if (!file) return;
    // A stopped worker's error says only that the pool saw an error; its cause says which file and which signal.
    const errors: UnhandledError[] = unhandledErrors.map((error) => {
      const cause = (error as { cause?: { message?: unknown } }).cause?.message;
      const message = String(error.message ?? '');
      return { name: error.name, message: cause ? `${message} ${String(cause)}` : message, stack: error.stack };
    });
    fs.writeFileSync(file, JSON.stringify(errors));
  }
}
