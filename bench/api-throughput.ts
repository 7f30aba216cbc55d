// The API throughput budgets alone (no client build, no Lighthouse): the real server (embedded database) beside a
// bare Hono hello, each target's ratio printed beside the baseline of the same round. On a shared machine absolute
// numbers wander; the ratios are what count, so it runs several rounds and prints their medians.
//
//   node bench/api-throughput.ts [--rounds 3] [--seconds 5] [--slices 4] [--only /api/formulas] [--profile .tmp/profiles]
//                                [--against ../other-checkout]
//
// Each target is measured beside the baseline in alternating slices (bench/lib/measure-throughput.ts), and the CPU
// time each server spent per request is printed too: on a busy machine it wanders less than requests per second.
//
// --profile runs the server with `--cpu-prof` and writes its CPU profile there at shutdown
// (summarise it with `node bench/lib/summarise-cpu-profile.ts <file>`).
//
// --against runs a second checkout's server too (say the code before a change: `git worktree add` or
// `git archive HEAD | tar -x -C /tmp/before`, with a node_modules link) and measures both in the same slices, each
// beside the same baseline: its rows are labelled with the folder's name. The load average is printed with each round.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatBenchTable } from './lib/bench-table.ts';
import { measureApiThroughput, startApiServers, throughputRows, type ApiThroughput } from './lib/measure-api.ts';
import { medianRows } from './lib/median-throughput-rows.ts';

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '5' },
      slices: { type: 'string', default: '4' },
      profile: { type: 'string' },
      only: { type: 'string' },
      against: { type: 'string' },
    },
  });
  const roundCount = Math.max(1, Number(values.rounds));
  const seconds = Math.max(1, Number(values.seconds));
  const profileDir = values.profile ? path.resolve(values.profile) : null;
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-api-bench-'));
  const againstDataDir = values.against ? fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-api-bench-')) : null;
  const servers = await startApiServers(
    dataDir,
    profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-interval=250 --cpu-prof-dir=${profileDir}` } : {},
    values.against && againstDataDir ? { checkout: values.against, dataDir: againstDataDir } : undefined,
  );
  const loadAverage = () =>
    os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ');
  console.log(`load average (1 / 5 / 15 min) before: ${loadAverage()}`);
  const rounds: ApiThroughput[] = [];
  try {
    for (let round = 1; round <= roundCount; round += 1) {
      const result = await measureApiThroughput(servers, { seconds, slices: Number(values.slices), only: values.only });
      rounds.push(result);
      console.log(
        `\nRound ${round} of ${roundCount} (${seconds} s per target; load average ${loadAverage()})\n${formatBenchTable(throughputRows(result))}`,
      );
    }
  } finally {
    await servers.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (againstDataDir) fs.rmSync(againstDataDir, { recursive: true, force: true });
  }
  console.log(`\nMedians over ${roundCount} rounds\n${formatBenchTable(medianRows(rounds))}`);
  if (profileDir) console.log(`\nCPU profile of the server written to ${profileDir}`);
}
