// node bench/lighthouse.ts [--runs 5] [/route …]: Lighthouse (mobile) on a production server of the built client
// (run `npx vite build` first); prints each run's score and metrics, then the medians. The same measurement
// `npm run bench` makes (DESIGN.md: median of 5, ≥ 95), without the rest of the bench.
// Routes (default: all five of the budget): /login (signed out), /dashboard (a new user), and, signed in as a
// perfumer whose library has the IFRA datasets imported, /materials, /inventory and /formula (their saved 300-line
// formula of library materials).
//   BASELINE_SOURCE=.tmp/base-src …  also measures an earlier checkout (its src/server and its built dist/client, for
//                                    instance a worktree of main with `npx vite build` run in it) on a copy of the
//                                    same database, run by run in turn with this build: one machine state for both
//   LIGHTHOUSE_JSON=/tmp/lh/ …       keeps each run's report (one file per route and run; a file name keeps the last)
import path from 'node:path';
import { LIGHTHOUSE_ROUTES, LIGHTHOUSE_RUNS, measureLighthouseRoutes } from './lib/lighthouse-routes.ts';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? LIGHTHOUSE_RUNS : Number(args[runsIndex + 1]);
// The value after --runs is not a route (without --runs every argument may be one: the first one too).
const routes = args.filter((arg, index) => arg.startsWith('/') && (runsIndex === -1 || index !== runsIndex + 1));

const medians = await measureLighthouseRoutes({
  routes: routes.length ? routes : LIGHTHOUSE_ROUTES,
  runs,
  baselineSource: process.env.BASELINE_SOURCE ? path.resolve(process.env.BASELINE_SOURCE) : null,
  log: (line) => console.log(line),
});
// Beside the score, the main thread's thread time and the blocking it makes at 4× (medians): what a loaded machine
// hardly moves, so two builds measured side by side under load compare on these.
console.log('\nroute        build        median  main CPU  blocking ×4  runs');
for (const row of medians)
  console.log(
    `${row.route.padEnd(12)} ${row.label.padEnd(12)} ${String(row.performance).padStart(6)}  ` +
      `${`${Math.round(row.cpu.cpuMs)} ms`.padStart(8)}  ${`${Math.round(row.cpu.blockingMs)} ms`.padStart(11)}  ${row.scores.join(', ')}`,
  );
