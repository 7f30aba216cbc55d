// Which frames the renderer produced between keystrokes, and what asked for each, read from the traces that
// bench/formula-typing.ts kept with TRACE_DIR=… TRACE_FRAME_CAUSES=1. A frame drawn shortly before a key keeps the
// compositor ticking, so that key's own frame waits for the next tick (up to a display frame): the stray frames
// are where a typing tail comes from when the key's own work is short.
//   node bench/lib/summarise-frame-causes.ts <trace dir>
import fs from 'node:fs';
import path from 'node:path';
import type { TraceEvent } from './keystroke-frames.ts';

/** What asked for frames other than the keys' own: the posting site of the task that asked, with a count. */
export function strayFrameCauses(events: readonly TraceEvent[]): Map<string, number> {
  const keydowns = events
    .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown')
    .sort((a, b) => a.ts - b.ts);
  const first = keydowns[0];
  if (!first) return new Map();
  const onMain = events
    .filter((event) => event.pid === first.pid && event.tid === first.tid)
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((event) => event.name === 'ThreadControllerImpl::RunTask' && event.ph === 'X');
  const requests = onMain.filter((event) => /^ProxyMain::SetNeeds|ScheduleAnimation$/.test(event.name));
  const commits = onMain.filter((event) => event.name === 'Commit' && event.ph === 'X');
  const causes = new Map<string, number>();
  let previous = -Infinity;
  for (const commit of commits) {
    const ownKey = keydowns.some((key) => key.ts > previous && key.ts < commit.ts);
    if (!ownKey) {
      const askers = new Set(
        requests
          .filter((request) => request.ts > previous && request.ts < commit.ts)
          .map((request) => {
            const task = tasks.findLast((t) => t.ts <= request.ts && t.ts + (t.dur ?? 0) >= request.ts);
            return task?.args?.src_file
              ? `${path.basename(task.args.src_file)} ${task.args.src_func ?? ''}`.trim()
              : 'unknown';
          }),
      );
      const key = [...askers].sort().join(' + ') || 'unknown';
      causes.set(key, (causes.get(key) ?? 0) + 1);
    }
    previous = commit.ts;
  }
  return causes;
}

/** What the posting sites seen so far stand for. */
const LEGEND: Record<string, string> = {
  'frame_caret.cc StartBlinkCaret': "the text caret's blink",
  'local_frame_view.cc ScheduleDelayedIntersection':
    "a delayed IntersectionObserver (Chromium's navigation predictor watches links, 100 ms after a frame)",
  'connector.cc PostDispatchNextMessageFromPipe': "a message-port task: React's scheduler rendering",
  'simple_watcher.cc Notify': "a message-port task: React's scheduler rendering",
  'dom_timer.cc DOMTimer': 'a JavaScript timer',
};

if (import.meta.main) {
  const dir = process.argv[2] ?? '.tmp/typing-traces';
  const total = new Map<string, number>();
  let keys = 0;
  for (const name of fs.readdirSync(dir).filter((file) => file.startsWith('grid') && file.endsWith('.json'))) {
    const parsed = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as
      { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
    keys += events.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown').length;
    for (const [cause, count] of strayFrameCauses(events)) total.set(cause, (total.get(cause) ?? 0) + count);
  }
  console.log(`${keys} keys; frames other than the keys' own, by what asked for them:`);
  for (const [cause, count] of [...total].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(count).padStart(5)}  ${cause}${LEGEND[cause] ? ` (${LEGEND[cause]})` : ''}`);
}
