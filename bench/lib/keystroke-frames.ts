// Keystroke latency read from a Chromium performance trace (categories devtools.timeline and disabled-by-default-devtools.timeline): for each keydown, the time
// from the moment the key reached the page to the end of the first frame the renderer's main thread produced after
// handling it (its Commit to the compositor, after style, layout and paint). The wait before the keydown could be
// dispatched (the main thread busy with other work) is measured in the page and added.

/** A Chromium trace event, as much of it as the benches read (`src_file`/`src_func`: where a task was posted). */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; src_file?: string; src_func?: string; data?: { type?: string } };
};

const isComplete = (event: TraceEvent): event is TraceEvent & { dur: number } =>
  event.ph === 'X' && typeof event.dur === 'number';

/**
 * Milliseconds from each keydown to the end of the next frame, in order. `queueDelays` are the page's own
 * measures of how long each keydown waited to be dispatched (performance.now() − event.timeStamp), in order.
 */
export function keystrokeToFrameTimes(trace: Buffer | string, queueDelays: readonly number[]): number[] {
  const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = events
    .filter((event) => isComplete(event) && mainThreads.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts) as (TraceEvent & { dur: number })[];
  const keydowns = onMain.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown');
  // Frames of the renderer that handled the keys only (other tabs may have their own).
  const typedIn = new Set(keydowns.map((event) => `${event.pid}:${event.tid}`));
  const commits = onMain.filter((event) => event.name === 'Commit' && typedIn.has(`${event.pid}:${event.tid}`));
  if (keydowns.length !== queueDelays.length)
    throw new Error(`the trace holds ${keydowns.length} keydowns, the page counted ${queueDelays.length}`);
  const times: number[] = [];
  let next = 0;
  keydowns.forEach((keydown, index) => {
    const handled = keydown.ts + keydown.dur;
    while (next < commits.length && commits[next]!.ts < handled) next += 1;
    const commit = commits[next];
    if (commit) times.push((commit.ts + commit.dur - keydown.ts) / 1000 + (queueDelays[index] ?? 0));
  });
  return times;
}
