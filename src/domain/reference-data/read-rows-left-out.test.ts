import { describe, expect, it } from 'vitest';
import { readRowsLeftOut } from './read-rows-left-out.ts';

// Messages as import-catalogue.ts writes them (the perfume catalogue's import log).
describe('readRowsLeftOut', () => {
  it.each([
    [
      "5000 rows read: 4990 added, 0 updated, 0 removed, 0 unchanged. 12 rows left out of trends and top lists: 10 contradict themselves, 2 copy another row's figures.",
      {
        count: 12,
        sentence: "12 rows left out of trends and top lists: 10 contradict themselves, 2 copy another row's figures.",
      },
    ],
    [
      "3 rows read: 3 added, 0 updated, 0 removed, 0 unchanged. 1 rows rejected (no name or brand). 1 rows left out of trends and top lists: 0 contradict themselves, 1 copy another row's figures.",
      {
        count: 1,
        sentence: "1 rows left out of trends and top lists: 0 contradict themselves, 1 copy another row's figures.",
      },
    ],
    ['3 rows read: 3 added, 0 updated, 0 removed, 0 unchanged.', null],
    [null, null],
  ])('%s', (message, expected) => {
    expect(readRowsLeftOut(message)).toEqual(expected);
  });
});
