// The failed tests of a vitest or Playwright JSON report, one line each with the first line of its error, for the
// summary of `npm test`: CI shows only the end of a run's output, and the summary is what it shows.

export type FailedVitestReport = {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { ancestorTitles: string[]; title: string; status: string; failureMessages?: string[] }[];
  }[];
};

export type FailedPlaywrightSuite = {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file?: string;
    tests?: { status: string; results?: { status?: string; error?: { message?: string } }[] }[];
  }[];
  suites?: FailedPlaywrightSuite[];
};

const MAX_MESSAGE = 300;

/** The first non-empty line of an error, without terminal colours, at most 300 characters. */
export function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- terminal colour codes in Playwright's messages
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line =
    plain
      .split('\n')
      .find((text) => text.trim() !== '')
      ?.trim() ?? 'no message';
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE - 1)}…` : line;
}

function relative(file: string, root: string): string {
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

/** `file: titles › title: first line of the error` for every failed vitest test, and for a file that failed to load. */
export function listFailedTests(report: FailedVitestReport, root: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    const failed = tests.filter((test) => test.status === 'failed');
    for (const test of failed) {
      const title = [...test.ancestorTitles, test.title].join(' › ');
      lines.push(`${relative(file.name, root)}: ${title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      const why = file.message ? firstLine(file.message) : DID_NOT_FINISH;
      lines.push(`${relative(file.name, root)}: the file failed: ${why}`);
    }
  }
  return lines;
}

/** Why a file failed with no failed test and no message: its worker stopped before the file's last test ended. */
export const DID_NOT_FINISH = 'it did not finish (its worker stopped; see the unhandled errors)';

/**
 * The files that failed with no failed test: they did not load, or their worker stopped before they finished. `npm
 * test` runs them once more, alone, so that a run tells a stopped worker from a failing test.
 */
export function listFilesWithoutFailedTest(report: FailedVitestReport): string[] {
  return (report.testResults ?? [])
    .filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
    .map((file) => file.name);
}

/** `unhandled error: first line` for each error vitest caught outside a test (a stopped worker, a stray rejection). */
export function listUnhandledErrors(errors: readonly { name?: string; message: string }[]): string[] {
  return errors.map((error) => {
    const line = firstLine(error.message);
    return `unhandled error: ${error.name && !line.startsWith(error.name) ? `${error.name}: ` : ''}${line}`;
  });
}

/** `file: title: first line of the error` for every Playwright test that failed or only passed on a retry. */
export function listFailedPlaywrightTests(report: { suites?: FailedPlaywrightSuite[] }, root: string): string[] {
  const lines: string[] = [];
  const visit = (suite: FailedPlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = (test.results ?? []).find((result) => result.error)?.error?.message;
        const flaky = test.status === 'flaky' ? ' (passed on a retry)' : '';
        lines.push(`${relative(spec.file ?? file, root)}: ${spec.title}${flaky}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title);
  return lines;
}
