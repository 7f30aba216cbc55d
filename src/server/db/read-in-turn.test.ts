import { describe, expect, it } from 'vitest';
import { readInTurn } from './read-in-turn.ts';

describe('readInTurn', () => {
  it('answers each read in the order given, one started after the other ended', async () => {
    const log: string[] = [];
    const read = (name: string, value: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.push(`end ${name}`);
      return value;
    };
    expect(await readInTurn([read('a', 1), read('b', 2), read('c', 3)])).toEqual([1, 2, 3]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets the event loop serve what waits between two reads (reads answered at once, as the embedded database does)', async () => {
    const log: string[] = [];
    const instant = (name: string) => () => {
      log.push(name);
      return Promise.resolve(name);
    };
    const reading = readInTurn([instant('a'), instant('b')]);
    setImmediate(() => log.push('a request'));
    await reading;
    expect(log).toEqual(['a', 'a request', 'b']);
  });
});
