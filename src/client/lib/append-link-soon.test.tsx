import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendLinkSoon, LINKS_PER_TASK, TASK_BUDGET_MS } from './append-link-soon.ts';

// The tasks, run one at a time by the test.
const tasks: Array<() => void> = [];
vi.mock('./in-next-task.ts', () => ({
  inNextTask: (task: () => void) => {
    tasks.push(task);
    return () => {};
  },
}));

const appended = () => [...document.head.querySelectorAll('link[data-test]')].map((link) => link.getAttribute('href'));

function link(index: number): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = 'modulepreload';
  element.href = `/assets/file-${index}.js`;
  element.setAttribute('data-test', '');
  return element;
}

/** Runs the waiting tasks one by one, noting how many links are in the head after each. */
function runTasks(): number[] {
  const counts: number[] = [];
  while (tasks.length > 0) {
    tasks.shift()!();
    counts.push(appended().length);
  }
  return counts;
}

// The clock stands still unless a test moves it: the count alone decides, whatever the machine's speed.
let now = 0;
beforeEach(() => {
  now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});

afterEach(() => {
  runTasks();
  vi.restoreAllMocks();
  document.head.querySelectorAll('link[data-test]').forEach((element) => element.remove());
});

describe('appendLinkSoon', () => {
  it.each([
    [3, 3, [3]],
    [LINKS_PER_TASK, LINKS_PER_TASK, [LINKS_PER_TASK]],
    [LINKS_PER_TASK * 2 + 5, LINKS_PER_TASK, [LINKS_PER_TASK * 2, LINKS_PER_TASK * 2 + 5, LINKS_PER_TASK * 2 + 5]],
  ])('of %i links, appends %i in the task that gave them, then a few per task, in order', (count, first, after) => {
    for (let index = 0; index < count; index++) appendLinkSoon(link(index));
    expect(appended()).toHaveLength(first);
    expect(runTasks()).toEqual(after);
    expect(appended()).toEqual(Array.from({ length: count }, (_, index) => `/assets/file-${index}.js`));
  });

  it('stops a task once appending has taken its time budget, and goes on in the next', () => {
    // Each append takes 1.2 ms (a cached file compiled as its link is appended): 3 links fit in a 3 ms budget.
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      now += 1.2;
      return append(node);
    });
    for (let index = 0; index < 7; index++) appendLinkSoon(link(index));
    const perTask = Math.ceil(TASK_BUDGET_MS / 1.2);
    expect(appended()).toHaveLength(perTask);
    expect(runTasks()).toEqual([perTask * 2, 7, 7]);
    expect(appended()).toEqual(Array.from({ length: 7 }, (_, index) => `/assets/file-${index}.js`));
  });

  it('appends links given in a later task, after those still waiting', () => {
    for (let index = 0; index < LINKS_PER_TASK + 2; index++) appendLinkSoon(link(index));
    tasks.shift()!();
    appendLinkSoon(link(99));
    runTasks();
    expect(appended()).toHaveLength(LINKS_PER_TASK + 3);
    expect(appended().at(-1)).toBe('/assets/file-99.js');
  });
});
