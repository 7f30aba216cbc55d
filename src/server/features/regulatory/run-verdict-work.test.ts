import { describe, expect, it } from 'vitest';
import { runVerdictWork, type VerdictWorkLane } from './run-verdict-work.ts';

/** A task that notes its start and ends when released. */
function blockingTask(name: string, started: string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    task: async () => {
      started.push(name);
      await released;
      return name;
    },
    release,
  };
}

describe('runVerdictWork', () => {
  it.each<{ case: string; queued: [string, VerdictWorkLane][]; order: string[] }>([
    {
      case: 'one lane: first come, first served',
      queued: [
        ['a', 'background'],
        ['b', 'background'],
        ['c', 'background'],
      ],
      order: ['a', 'b', 'c'],
    },
    {
      case: 'work waited for in full goes before queued background work, never before the running task',
      queued: [
        ['page 1', 'background'],
        ['page 2', 'background'],
        ['dashboard', 'waited-for'],
        ['page 3', 'background'],
      ],
      order: ['page 1', 'dashboard', 'page 2', 'page 3'],
    },
  ])('$case', async ({ queued, order }) => {
    const started: string[] = [];
    const tasks = queued.map(([name, lane]) => {
      const blocking = blockingTask(name, started);
      return { name, blocking, result: runVerdictWork(blocking.task, lane) };
    });
    for (let step = 0; step < tasks.length; step++) {
      await new Promise((resolve) => setImmediate(resolve));
      // One at a time: only the next one has started.
      expect(started).toEqual(order.slice(0, step + 1));
      const running = tasks.find((task) => task.name === order[step])!;
      running.blocking.release();
      expect(await running.result).toBe(running.name);
    }
  });

  it('a failed task rejects its own promise; the next one still runs', async () => {
    const failing = runVerdictWork(async () => {
      throw new Error('page failed');
    }, 'background');
    const throwing = runVerdictWork((): Promise<string> => {
      throw new Error('failed before its first await');
    });
    const next = runVerdictWork(async () => 'next page', 'background');
    await expect(failing).rejects.toThrow('page failed');
    await expect(throwing).rejects.toThrow('failed before its first await');
    expect(await next).toBe('next page');
  });
});
