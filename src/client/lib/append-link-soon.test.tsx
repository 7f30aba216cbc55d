import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendLinkSoon, LINKS_PER_TASK } from './append-link-soon.ts';

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

afterEach(() => {
  runTasks();
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

  it('appends links given in a later task, after those still waiting', () => {
    for (let index = 0; index < LINKS_PER_TASK + 2; index++) appendLinkSoon(link(index));
    tasks.shift()!();
    appendLinkSoon(link(99));
    runTasks();
    expect(appended()).toHaveLength(LINKS_PER_TASK + 3);
    expect(appended().at(-1)).toBe('/assets/file-99.js');
  });
});
