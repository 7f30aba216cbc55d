// `npm test`: typecheck (including the API contract's type tests in tests/types) and unit tests with lint beside them,
// component tests (happy-dom), integration tests on a real PostgreSQL server and those of the embedded database's own
// code on PGlite, the slow reliability suites (load, fuzz, crash, backup) on PGlite, then Playwright end-to-end tests
// in Debian's Chromium headless shell against a server on PGlite. Ends with the line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPostgresCluster, type PostgresCluster } from './lib/postgres-cluster.ts';
import { ensureChromium, ensurePopplerUtils } from './lib/system-packages.ts';
import {
  listSkippedPlaywrightTests,
  listSkippedTests,
  type PlaywrightJsonReport,
  type VitestJsonReport,
} from './lib/list-skipped-tests.ts';
import {
  DID_NOT_FINISH,
  listFailedPlaywrightTests,
  listFailedTests,
  listFilesWithoutFailedTest,
  listUnhandledErrors,
  type FailedPlaywrightSuite,
  type FailedVitestReport,
} from './lib/list-failed-tests.ts';
import { runInBackground } from './lib/run-in-background.ts';
import type { UnhandledError } from './lib/unhandled-errors-reporter.ts';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.tmp/test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

type StepResult = { name: string; passed: number; failed: number; seconds: number };
const results: StepResult[] = [];
/** Every skipped test group, by step, printed in the summary with its reason (a title's "(needs …)", a skip's text). */
const skipped: { step: string; lines: string[] }[] = [];
/** Every failed test, by step, printed in the summary with the first line of its error. */
const failures: { step: string; lines: string[] }[] = [];
/** What passed but needs a look, by step: unhandled errors, a file that passed only when run again alone. */
const notices: { step: string; lines: string[] }[] = [];
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status === 0;
}

async function step(
  name: string,
  body: () => Omit<StepResult, 'name' | 'seconds'> | Promise<Omit<StepResult, 'name' | 'seconds'>>,
): Promise<void> {
  console.log(`\n━━ ${name} ━━`);
  const started = performance.now();
  let outcome: Omit<StepResult, 'name' | 'seconds'>;
  try {
    outcome = await body();
  } catch (error) {
    console.error(`${name} could not run: ${(error as Error).message}`);
    outcome = { passed: 0, failed: 1 };
  }
  results.push({ name, ...outcome, seconds: (performance.now() - started) / 1000 });
}

/** A check without test cases (typecheck, lint) counts as one test. */
function check(ok: boolean) {
  return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

type VitestReport = VitestJsonReport & FailedVitestReport & { numPassedTests: number; numFailedTests: number };

/** One vitest run with its JSON report and its unhandled errors (null when it wrote no report). */
function runVitest(project: string, reportName: string, env: NodeJS.ProcessEnv, files: string[]) {
  const report = path.join(resultsDir, `${reportName}.json`);
  const errorsFile = path.join(resultsDir, `${reportName}.unhandled-errors.json`);
  const ok = run(
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      ...files,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      `--reporter=${path.join(root, 'scripts/lib/unhandled-errors-reporter.ts')}`,
    ],
    { ...env, VITEST_UNHANDLED_ERRORS: errorsFile },
  );
  if (!fs.existsSync(report)) return null;
  const json = JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport;
  const errors = fs.existsSync(errorsFile) ? (JSON.parse(fs.readFileSync(errorsFile, 'utf8')) as UnhandledError[]) : [];
  return { ok, json, errors };
}

/**
 * A vitest step. A file that failed with no failed test (its worker stopped, or it did not load) runs once more,
 * alone: the summary then says whether the file itself fails, and lists the first run's unhandled errors either way.
 */
function vitest(project: string, reportName: string, env: NodeJS.ProcessEnv = {}, files: string[] = []) {
  const first = runVitest(project, reportName, env, files);
  if (!first) return { passed: 0, failed: 1 };
  const unhandled = listUnhandledErrors(first.errors);
  const rerunFiles = first.ok ? [] : listFilesWithoutFailedTest(first.json);
  const second = rerunFiles.length > 0 ? runVitest(project, `${reportName}-rerun`, env, rerunFiles) : null;
  const reports = [
    {
      ...first.json,
      testResults: first.json.testResults?.filter((file) => !second || !rerunFiles.includes(file.name)),
    },
    ...(second ? [second.json] : []),
  ];
  const skippedLines = reports.flatMap((report) => listSkippedTests(report, root));
  if (skippedLines.length > 0) skipped.push({ step: reportName, lines: skippedLines });
  const failedLines = reports.flatMap((report) => listFailedTests(report, root));
  const passedOnRerun = second?.ok
    ? rerunFiles.map((file) => `${path.relative(root, file)}: passed when run again alone after ${DID_NOT_FINISH}`)
    : [];
  // The unhandled errors of a step that passed in the end (its stopped worker's file passed alone) are a notice.
  const passedInTheEnd = first.ok || (second?.ok === true && first.json.numFailedTests === 0);
  if (passedInTheEnd && unhandled.length + passedOnRerun.length > 0)
    notices.push({ step: reportName, lines: [...unhandled, ...passedOnRerun] });
  const allFailed = passedInTheEnd ? failedLines : [...unhandled, ...failedLines];
  if (allFailed.length > 0) failures.push({ step: reportName, lines: allFailed });
  const numbers = (run: { ok: boolean; json: VitestReport }) =>
    // A run that fails with no failed test (an unhandled error, a file that did not load) counts as one failure.
    ({
      passed: run.json.numPassedTests,
      failed: run.json.numFailedTests + (run.ok || run.json.numFailedTests > 0 ? 0 : 1),
    });
  if (!second) return numbers(first);
  // The re-run stands for its files: the first run's tests of those files that passed are not counted twice.
  const rerunPassedBefore = (first.json.testResults ?? [])
    .filter((file) => rerunFiles.includes(file.name))
    .flatMap((file) => file.assertionResults ?? [])
    .filter((test) => test.status === 'passed').length;
  const again = numbers(second);
  return {
    passed: first.json.numPassedTests - rerunPassedBefore + again.passed,
    failed: first.json.numFailedTests + again.failed,
  };
}

// A fresh machine's Debian packages (Chromium's headless shell, poppler-utils, PostgreSQL) install beside the first
// steps: apt-get waits mostly on the disk and the network while the typecheck and lint use the cores.
const systemPackages = runInBackground(process.execPath, [path.join(root, 'scripts/install-test-packages.ts')], root);
// ESLint and Prettier run beside the typecheck (one core each), and ESLint's last 25 s beside the unit tests, rather
// than alone on a core while the other waited (ADR 072); the lint step's time below is what was left after them.
const eslint = runInBackground(bin('eslint'), ['.', '--max-warnings=0'], root);
const prettier = runInBackground(bin('prettier'), ['--check', '--log-level=warn', '.'], root);
await step('typecheck', () => check(run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])));
await step('unit tests', () => vitest('unit', 'unit'));
await step('lint', async () => {
  const linted = await eslint.finished;
  const formatted = await prettier.finished;
  process.stdout.write(linted.output + formatted.output);
  return check(linted.ok && formatted.ok);
});
await step('component tests (happy-dom)', () => vitest('dom', 'dom'));
const installed = await systemPackages.finished;
process.stdout.write(installed.output);
if (!installed.ok) console.error('Installing the Debian packages failed; each step that needs one says which.');

/**
 * The integration files that run on PGlite as well when PostgreSQL runs them all (ADR 064): the embedded database's
 * own code (its driver and transactions, the job queue, events, backups, the process and its folder lock, the first
 * administrator's link) and the features that write across tables in one transaction. Every route still meets PGlite
 * in the reliability suites (each route fuzzed, a crash, a backup, a mixed load) and in the journeys, whose server
 * runs on it. Without PostgreSQL every file runs on PGlite.
 */
const EMBEDDED_DATABASE_FILES = [
  'src/server/db/',
  'src/server/lib/',
  'src/server/server-process.test.ts',
  'src/server/first-admin-link.test.ts',
  'src/server/features/accounts/',
  // The batches' writes; not their documents (batch-documents.test.ts renders PDFs, the same on both databases).
  'src/server/features/batches/batches.test.ts',
  'src/server/features/batches/workspace-batches.test.ts',
  'src/server/features/formulas/',
  'src/server/features/inventory/',
  'src/server/features/workspaces/',
];

let cluster: PostgresCluster | null = null;
/** The client's production build, started beside the last PostgreSQL step (null without PostgreSQL). */
let clientBuild: ReturnType<typeof runInBackground> | null = null;
try {
  console.log('\nStarting a throw-away PostgreSQL cluster…');
  cluster = await startPostgresCluster();
} catch (error) {
  console.error(`PostgreSQL could not start: ${(error as Error).message}`);
  results.push({ name: 'integration tests on PostgreSQL', passed: 0, failed: 1, seconds: 0 });
}
try {
  await step(`integration tests on PGlite${cluster ? ' (the database layer and transactional features)' : ''}`, () => {
    ensurePopplerUtils();
    return vitest('integration*', 'integration-pglite', {}, cluster ? EMBEDDED_DATABASE_FILES : []);
  });
  await step('reliability suites on PGlite (load, fuzz, crash, backup)', () =>
    vitest('reliability', 'reliability-pglite'),
  );
  if (cluster) {
    const url = cluster.url;
    await step('integration tests on PostgreSQL', () =>
      vitest('integration*', 'integration-postgres', { TEST_DATABASE_URL: url }),
    );
    // Two app servers on one PostgreSQL (jobs run once, no acknowledged write lost): PostgreSQL only. The client's
    // production build for the journeys runs beside it (ADR 072): the cores were 60-85 % busy in that step.
    clientBuild = runInBackground(bin('vite'), ['build', '--logLevel', 'warn'], root);
    await step('two app servers on PostgreSQL', () =>
      vitest('reliability', 'reliability-postgres', { TEST_DATABASE_URL: url }, [
        'src/server/reliability/two-servers.test.ts',
      ]),
    );
  }
} finally {
  cluster?.stop();
}

await step('end-to-end tests (Playwright, Chromium)', async () => {
  ensureChromium();
  const built = clientBuild ? await clientBuild.finished : null;
  if (built) process.stdout.write(built.output);
  if (!(built ? built.ok : run(bin('vite'), ['build', '--logLevel', 'warn']))) return { passed: 0, failed: 1 };
  const report = path.join(resultsDir, 'e2e.json');
  const ok = run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  if (!fs.existsSync(report)) return { passed: 0, failed: 1 };
  const json = JSON.parse(fs.readFileSync(report, 'utf8')) as PlaywrightJsonReport & {
    suites?: FailedPlaywrightSuite[];
    stats: { expected: number; unexpected: number; flaky: number };
  };
  const lines = listSkippedPlaywrightTests(json, root);
  if (lines.length > 0) skipped.push({ step: 'e2e', lines });
  const failedLines = listFailedPlaywrightTests(json, root);
  if (failedLines.length > 0) failures.push({ step: 'e2e', lines: failedLines });
  const stats = json.stats;
  const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected > 0 ? 0 : 1);
  return { passed: stats.expected, failed };
});

console.log('\n━━ summary ━━');
for (const result of results) {
  console.log(
    `${result.failed === 0 ? '✓' : '✗'} ${result.name}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(1)} s)`,
  );
}
for (const { step: name, lines } of skipped) {
  console.log(`skipped in ${name}:`);
  for (const line of lines) console.log(`  - ${line}`);
}
for (const { step: name, lines } of notices) {
  console.log(`to look at in ${name}:`);
  for (const line of lines) console.log(`  - ${line}`);
}
for (const { step: name, lines } of failures) {
  console.log(`failed in ${name}:`);
  for (const line of lines) console.log(`  - ${line}`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
