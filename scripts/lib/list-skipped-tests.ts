// The skipped tests of a vitest or Playwright JSON report, one line per skipped group with its reason, for the
// summary of `npm test`. A vitest test says why it may be skipped in its title or its describe's: a parenthesis that
// ends the title and says what it needs ("(needs ../shared/data)", "(PGlite only)"). A Playwright test says it in
// `test.skip(condition, reason)`. A skipped test that says no reason is listed all the same, marked so.

export type VitestJsonReport = {
  testResults?: {
    name: string;
    assertionResults?: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
};

type PlaywrightAnnotation = { type: string; description?: string };
type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file?: string;
    tests?: {
      status: string;
      annotations?: PlaywrightAnnotation[];
      results?: { annotations?: PlaywrightAnnotation[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
};
export type PlaywrightJsonReport = { suites?: PlaywrightSuite[] };

const SKIPPED = new Set(['skipped', 'pending', 'todo', 'disabled']);
/** A title's closing parenthesis that says why the test can be skipped. */
const REASON = /\((?:needs\b|[^()]*\bonly\b)[^()]*\)\s*$/;
export const NO_REASON = '(no reason given: end the skipped title with "(needs …)")';
/** A Playwright test with no result at all: its project depends on one whose tests failed, so it never started. */
export const DID_NOT_RUN = '(did not run: a project it depends on failed, see the failures)';

function relative(file: string, root: string): string {
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

function countLines(groups: Map<string, number>): string[] {
  return [...groups].map(([key, count]) => `${key} (${count} ${count === 1 ? 'test' : 'tests'})`);
}

/**
 * `file: title (N tests)` for every group of skipped vitest tests, in report order; paths relative to `root`. The
 * group is the outermost title that gives a reason (a skipped describe counts once, with all its tests); a test
 * whose titles give none is listed by its own title, marked as saying no reason.
 */
export function listSkippedTests(report: VitestJsonReport, root: string): string[] {
  const groups = new Map<string, number>();
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (!SKIPPED.has(test.status)) continue;
      const titles = [...test.ancestorTitles, test.title];
      const reasonAt = titles.findIndex((title) => REASON.test(title));
      const reason = reasonAt >= 0 ? titles[reasonAt]! : `${test.title} ${NO_REASON}`;
      const key = `${relative(file.name, root)}: ${reason}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
  }
  return countLines(groups);
}

/** `file: title: reason (N tests)` for every skipped Playwright test, the reason from its `skip` annotation. */
export function listSkippedPlaywrightTests(report: PlaywrightJsonReport, root: string): string[] {
  const groups = new Map<string, number>();
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'skipped') continue;
        const annotations = [...(test.annotations ?? []), ...(test.results ?? []).flatMap((r) => r.annotations ?? [])];
        const reason = annotations.find(
          (annotation) => annotation.type === 'skip' && annotation.description,
        )?.description;
        const neverStarted = test.results !== undefined && test.results.length === 0;
        const key = `${relative(spec.file ?? file, root)}: ${spec.title}: ${reason ?? (neverStarted ? DID_NOT_RUN : NO_REASON)}`;
        groups.set(key, (groups.get(key) ?? 0) + 1);
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title);
  return countLines(groups);
}
