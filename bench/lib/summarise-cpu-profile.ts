// Summarises a V8 CPU profile (`node --cpu-prof`): self time by function, file and package, the heaviest first,
// and inclusive time by function. A timeline of busy time per second comes first; --from/--to (seconds since the
// profile started) keep only the load's window, leaving start-up and shutdown out.
//   node bench/lib/summarise-cpu-profile.ts <file.cpuprofile> [--top 40] [--from 12 --to 20]
import fs from 'node:fs';
import { parseArgs } from 'node:util';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The samples between `from` and `to` (µs since the profile started) only. */
export function windowed(profile: Profile, from: number, to: number): Profile {
  const samples: number[] = [];
  const timeDeltas: number[] = [0];
  let at = 0;
  for (let index = 0; index < profile.samples.length; index += 1) {
    at += profile.timeDeltas[index] ?? 0;
    if (at < from || at > to) continue;
    samples.push(profile.samples[index]!);
    timeDeltas.push(profile.timeDeltas[index + 1] ?? 0);
  }
  return { nodes: profile.nodes, samples, timeDeltas };
}

/** Only the samples whose stack holds a function whose key contains `focus`. */
export function focused(profile: Profile, keyOf: (node: ProfileNode) => string, focus: string): Profile {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples: number[] = [];
  const timeDeltas: number[] = [0];
  for (let index = 0; index < profile.samples.length; index += 1) {
    for (let id: number | undefined = profile.samples[index]; id !== undefined; id = parent.get(id)) {
      if (!keyOf(byId.get(id)!).includes(focus)) continue;
      samples.push(profile.samples[index]!);
      timeDeltas.push(profile.timeDeltas[index + 1] ?? 0);
      break;
    }
  }
  return { nodes: profile.nodes, samples, timeDeltas };
}

/** Busy (not idle) milliseconds per second of the profile. */
function timeline(profile: Profile): number[] {
  const idleIds = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  const busy: number[] = [];
  let at = 0;
  for (let index = 0; index < profile.samples.length; index += 1) {
    at += profile.timeDeltas[index] ?? 0;
    const second = Math.floor(at / 1e6);
    busy[second] ??= 0;
    if (!idleIds.has(profile.samples[index]!)) busy[second] += (profile.timeDeltas[index + 1] ?? 0) / 1000;
  }
  return busy.map((ms) => Math.round(ms ?? 0));
}

/** Microseconds of self time per key, from the samples and the time between them. */
export function selfTimes(profile: Profile, keyOf: (node: ProfileNode) => string): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  for (let index = 0; index < profile.samples.length; index += 1) {
    const node = byId.get(profile.samples[index]!);
    if (!node) continue;
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  }
  return totals;
}

/** Inclusive time of every function whose key matches, counted once per sample (recursion not doubled). */
export function inclusiveTimes(profile: Profile, keyOf: (node: ProfileNode) => string): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  for (let index = 0; index < profile.samples.length; index += 1) {
    const seen = new Set<string>();
    for (let id: number | undefined = profile.samples[index]; id !== undefined; id = parent.get(id)) {
      const key = keyOf(byId.get(id)!);
      if (seen.has(key)) continue;
      seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
    }
  }
  return totals;
}

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, 'npm:')
    .replace(/^.*\/src\//, 'src/') || '(native)';

function print(title: string, totals: Map<string, number>, all: number, top: number): void {
  console.log(`\n${title}`);
  for (const [key, us] of [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((us / all) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      top: { type: 'string', default: '40' },
      from: { type: 'string' },
      to: { type: 'string' },
      focus: { type: 'string' },
    },
  });
  const whole = JSON.parse(fs.readFileSync(positionals[0]!, 'utf8')) as Profile;
  console.log(
    `busy ms per second: ${timeline(whole)
      .map((ms, second) => `${second}:${ms}`)
      .join(' ')}`,
  );
  const inWindow = windowed(whole, Number(values.from ?? 0) * 1e6, Number(values.to ?? Infinity) * 1e6);
  const top = Number(values.top);
  const all = inWindow.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const idle = selfTimes(inWindow, (node) => node.callFrame.functionName).get('(idle)') ?? 0;
  console.log(`profile: ${(all / 1000).toFixed(0)} ms, idle ${((idle / all) * 100).toFixed(1)}%`);
  const fn = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'}  ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  const profile = values.focus ? focused(inWindow, fn, values.focus) : inWindow;
  if (values.focus) console.log(`focus on "${values.focus}": percentages of the whole window`);
  print('self time by function', selfTimes(profile, fn), all, top);
  print(
    'self time by file',
    selfTimes(profile, (node) => shortUrl(node.callFrame.url)),
    all,
    top,
  );
  const packageOf = (node: ProfileNode) => {
    const url = shortUrl(node.callFrame.url);
    return url.startsWith('npm:')
      ? url
          .split('/')
          .slice(0, url.startsWith('npm:@') ? 2 : 1)
          .join('/')
      : url.startsWith('src/')
        ? 'src'
        : url.startsWith('node:')
          ? 'node:*'
          : url;
  };
  print('self time by package', selfTimes(profile, packageOf), all, top);
  print('inclusive time by function', inclusiveTimes(profile, fn), all, top);
}
