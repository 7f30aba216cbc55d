// Where keystroke frames go, read from traces that bench/formula-typing.ts kept (TRACE_DIR=…): for each keydown,
// the renderer main thread's work from the key to the end of the next frame's Commit, as self time by trace event
// (style, layout, paint, script, GC…; a style or layout run from script is marked "forced") and by JavaScript
// function (the trace's CPU samples). The slowest keys (≥ the given percentile) are summed apart from the rest.
//   node bench/lib/summarise-key-frames.ts <trace dir> [--share 0.9] [--top 25] [--keys]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event: less than dur when the thread was descheduled (a busy machine). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    beginData?: { stackTrace?: unknown[] };
    data?: {
      type?: string;
      cpuProfile?: {
        nodes?: {
          id: number;
          parent?: number;
          callFrame: { functionName: string; url: string; lineNumber?: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
};
type Complete = TraceEvent & { dur: number };

const SCRIPT = new Set([
  'FunctionCall',
  'v8.callFunction',
  'TimerFire',
  'RunMicrotasks',
  'FireAnimationFrame',
  'V8.Execute',
]);

export type KeyFrame = {
  file: string;
  /** The key's place in its round (0: the first key typed into the opened cell). */
  position: number;
  total: number;
  /** total less the time the main thread spent descheduled inside its tasks (what a quiet machine would show, about). */
  unloaded: number;
  byEvent: Map<string, number>;
  byFunction: Map<string, number>;
  idle: number;
};

export function analyse(file: string): KeyFrame[] {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = events
    .filter((event): event is Complete => event.ph === 'X' && typeof event.dur === 'number')
    .filter((event) => main.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const keydowns = onMain.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown');
  const thread = keydowns[0] ? `${keydowns[0].pid}:${keydowns[0].tid}` : '';
  const mine = onMain.filter((event) => `${event.pid}:${event.tid}` === thread);
  const commits = mine.filter((event) => event.name === 'Commit');

  // CPU samples of that thread (ProfileChunk events carry nodes and samples incrementally).
  const nodes = new Map<number, { name: string; parent?: number }>();
  const samples: { ts: number; node: number }[] = [];
  const [pid] = thread.split(':').map(Number);
  let clock = 0;
  for (const event of events) {
    if (event.name === 'Profile' && event.pid === pid) clock = event.ts;
    if (event.name !== 'ProfileChunk' || event.pid !== pid) continue;
    const profile = event.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? [])
      nodes.set(node.id, {
        name: `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url || '')}:${node.callFrame.lineNumber ?? ''}`,
        parent: node.parent,
      });
    const deltas = event.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((node, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node });
    });
  }

  const frames: KeyFrame[] = [];
  let next = 0;
  for (const keydown of keydowns) {
    while (next < commits.length && commits[next]!.ts < keydown.ts + keydown.dur) next += 1;
    const commit = commits[next];
    if (!commit) continue;
    const from = keydown.ts;
    const to = commit.ts + commit.dur;
    const byEvent = new Map<string, number>();
    // Self time by event name, nesting by time; a style or layout inside script is forced.
    const stack: Complete[] = [];
    let busy = 0;
    let descheduled = 0;
    for (const event of mine) {
      if (event.ts + event.dur <= from || event.ts >= to) continue;
      while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur <= event.ts) stack.pop();
      const start = Math.max(event.ts, from);
      const end = Math.min(event.ts + event.dur, to);
      const length = end - start;
      const parent = stack.at(-1);
      if (parent) byEvent.set(keyOf(parent, stack), (byEvent.get(keyOf(parent, stack)) ?? 0) - length);
      else {
        busy += length;
        if (typeof event.tdur === 'number') descheduled += Math.max(0, event.dur - event.tdur) * (length / event.dur);
      }
      stack.push(event);
      const key = keyOf(event, stack);
      byEvent.set(key, (byEvent.get(key) ?? 0) + length);
    }
    const byFunction = new Map<string, number>();
    const inWindow = samples.filter((sample) => sample.ts >= from && sample.ts <= to);
    inWindow.forEach((sample, index) => {
      const following = inWindow[index + 1]?.ts ?? to;
      const name = nodes.get(sample.node)?.name ?? '?';
      byFunction.set(name, (byFunction.get(name) ?? 0) + (following - sample.ts));
    });
    frames.push({
      file: path.basename(file),
      position: frames.length,
      total: (to - from) / 1000,
      unloaded: (to - from - descheduled) / 1000,
      byEvent,
      byFunction,
      idle: (to - from - busy) / 1000,
    });
  }
  return frames;
}

function keyOf(event: Complete, stack: Complete[]): string {
  if (event.name === 'EventDispatch') return `EventDispatch ${event.args?.data?.type ?? ''}`;
  if (event.name === 'Layout' || event.name === 'UpdateLayoutTree') {
    // Blink's editing lays out before inserting text (under the key's EventDispatch): not forced by script.
    const forced =
      stack.slice(0, -1).some((outer) => SCRIPT.has(outer.name)) ||
      (event.args?.beginData?.stackTrace?.length ?? 0) > 0;
    return forced ? `${event.name} (forced by script)` : event.name;
  }
  return event.name;
}

function sumInto(target: Map<string, number>, source: Map<string, number>, scale = 1) {
  for (const [key, value] of source) target.set(key, (target.get(key) ?? 0) + value * scale);
}

function print(title: string, frames: KeyFrame[], top: number) {
  if (!frames.length) return;
  const byEvent = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const frame of frames) {
    sumInto(byEvent, frame.byEvent, 1 / 1000 / frames.length);
    sumInto(byFunction, frame.byFunction, 1 / 1000 / frames.length);
  }
  const mean = frames.reduce((sum, frame) => sum + frame.total, 0) / frames.length;
  const idle = frames.reduce((sum, frame) => sum + frame.idle, 0) / frames.length;
  console.log(
    `\n## ${title}: ${frames.length} keys, mean ${mean.toFixed(1)} ms (main thread idle ${idle.toFixed(1)} ms)`,
  );
  console.log('self time per key by trace event (ms):');
  for (const [key, value] of [...byEvent].sort((a, b) => b[1] - a[1]).slice(0, top))
    if (value >= 0.05) console.log(`  ${value.toFixed(2).padStart(6)}  ${key}`);
  console.log('JavaScript self time per key by function (ms, sampled):');
  for (const [key, value] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    if (value >= 0.05) console.log(`  ${value.toFixed(2).padStart(6)}  ${key}`);
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      share: { type: 'string', default: '0.9' },
      top: { type: 'string', default: '25' },
      keys: { type: 'boolean' },
      position: { type: 'string' },
      'skip-first': { type: 'boolean' },
    },
  });
  const dir = positionals[0] ?? '.tmp/typing-traces';
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const frames = files
    .flatMap((name) => analyse(path.join(dir, name)))
    .filter((frame) => !values['skip-first'] || frame.position > 0);
  const sorted = [...frames].sort((a, b) => a.total - b.total);
  const cut = sorted[Math.floor(sorted.length * Number(values.share))]?.total ?? Infinity;
  console.log(
    `${frames.length} keys; p50 ${sorted[Math.floor(sorted.length / 2)]?.total.toFixed(1)} ms, p${Math.round(Number(values.share) * 100)} ${cut.toFixed(1)} ms (trace only, without the queueing delay)`,
  );
  const unloaded = frames.map((frame) => frame.unloaded).sort((a, b) => a - b);
  console.log(
    `less the time descheduled: p50 ${unloaded[Math.floor(unloaded.length / 2)]?.toFixed(1)} ms, p95 ${unloaded[Math.floor(unloaded.length * 0.95)]?.toFixed(1)} ms`,
  );
  if (values.keys)
    for (const frame of frames)
      console.log(
        `${frame.file}#${frame.position} ${frame.total.toFixed(1)} ms (${frame.unloaded.toFixed(1)} unloaded, idle ${frame.idle.toFixed(1)}): ${[
          ...frame.byEvent,
        ]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([key, value]) => `${key} ${(value / 1000).toFixed(1)}`)
          .join(', ')}`,
      );
  if (values.position !== undefined) {
    const position = Number(values.position);
    print(
      `key ${position} of each round`,
      frames.filter((frame) => frame.position === position),
      Number(values.top),
    );
    print(
      `the other keys of each round`,
      frames.filter((frame) => frame.position !== position),
      Number(values.top),
    );
    process.exit(0);
  }
  print(
    `slowest keys (≥ ${cut.toFixed(1)} ms)`,
    sorted.filter((frame) => frame.total >= cut),
    Number(values.top),
  );
  print(
    'the other keys',
    sorted.filter((frame) => frame.total < cut),
    Number(values.top),
  );
}
