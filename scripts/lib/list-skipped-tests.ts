// The skipped tests of a vitest JSON report, one line per skipped group: the file, then the title of the outermost
// skipped `describe` (or the test), which in this repository says what the test needs (e.g. "(needs ../shared/data)").

export type VitestJsonReport = {
  testResults?: {
    name: string;
    assertionResults?: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
};

const SKIPPED = new Set(['skipped', 'pending', 'todo', 'disabled']);

/** `file: reason (N tests)` for every group of skipped tests, in report order; paths relative to `root`. */
export function listSkippedTests(report: VitestJsonReport, root: string): string[] {
  const groups = new Map<string, number>();
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    for (const test of file.assertionResults ?? []) {
      if (!SKIPPED.has(test.status)) continue;
      const reason = test.ancestorTitles[0] ?? test.title;
      const key = `${name}: ${reason}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
  }
  return [...groups].map(([key, count]) => `${key} (${count} ${count === 1 ? 'test' : 'tests'})`);
}
