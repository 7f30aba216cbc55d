// first-paint.js turns a prerendered page's inert links (data-sl-after-paint) into the app's module, its deferred
// stylesheets and modulepreload links once the page has painted (issue 34): the module and the stylesheets (which the
// app waits for as it takes over) in the first task, the preloads then as many a task as fit in 3 ms. The script is
// run as the browser runs it, with the frame, the tasks and the clock in the test's hands.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SCRIPT = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/first-paint.js'), 'utf8');

let frames: FrameRequestCallback[] = [];
let tasks: Array<() => void> = [];
let now = 0;

beforeEach(() => {
  frames = [];
  tasks = [];
  now = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('setTimeout', (callback: () => void) => tasks.push(callback));
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head
    .querySelectorAll('[data-test-inert], script[type=module], link[rel=modulepreload], link[data-sl-deferred-style]')
    .forEach((e) => e.remove());
});

/** The page's inert links, as scripts/prerender-auth-pages.ts writes them. */
function inertLinks(preloads: number) {
  const add = (kind: string, href: string) => {
    const link = document.createElement('link');
    link.setAttribute('data-sl-after-paint', kind);
    link.setAttribute('data-test-inert', '');
    link.href = href;
    document.head.append(link);
  };
  add('module', '/assets/app.js');
  for (let index = 0; index < preloads; index++) add('modulepreload', `/assets/chunk-${index}.js`);
  add('stylesheet', '/assets/app.css');
}

const activated = () => ({
  module: document.head.querySelectorAll('script[type=module]').length,
  stylesheets: document.head.querySelectorAll('link[rel=stylesheet][data-sl-deferred-style][media=print]').length,
  preloads: document.head.querySelectorAll('link[rel=modulepreload]').length,
});

/** Runs the page's frame, then each task in turn, noting what is activated after each task. */
function paintAndRunTasks(msPerAppend: number) {
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    now += msPerAppend;
    return append(node);
  });
  frames.shift()!(0);
  const after: ReturnType<typeof activated>[] = [];
  while (tasks.length > 0) {
    tasks.shift()!();
    after.push(activated());
  }
  return after;
}

describe('first-paint.js: the prerendered page’s inert links after the first paint', () => {
  it('activates nothing before the page has painted', () => {
    inertLinks(3);
    new Function(SCRIPT)();
    expect(activated()).toEqual({ module: 0, stylesheets: 0, preloads: 0 });
  });

  it('activates the module and the stylesheets in the first task, the preloads 3 ms a task (1.2 ms each: 3)', () => {
    inertLinks(7);
    new Function(SCRIPT)();
    expect(paintAndRunTasks(1.2)).toEqual([
      { module: 1, stylesheets: 1, preloads: 3 },
      { module: 1, stylesheets: 1, preloads: 6 },
      { module: 1, stylesheets: 1, preloads: 7 },
    ]);
  });

  it('appends one preload a task when each takes longer than the budget', () => {
    inertLinks(3);
    new Function(SCRIPT)();
    expect(paintAndRunTasks(11).map((state) => state.preloads)).toEqual([1, 2, 3]);
  });

  it('appends every preload in the first task when they are quick', () => {
    inertLinks(20);
    new Function(SCRIPT)();
    expect(paintAndRunTasks(0.1)).toEqual([{ module: 1, stylesheets: 1, preloads: 20 }]);
  });
});
