import { describe, expect, it } from 'vitest';
import { commaSeparatedIds } from './comma-separated-ids.ts';

describe('commaSeparatedIds', () => {
  it.each<[string, string | undefined, string[]]>([
    ['absent', undefined, []],
    ['empty', '', []],
    ['one id', 'a', ['a']],
    ['spaces and blanks dropped', ' a , ,b,', ['a', 'b']],
    ['repeats kept once, first-seen order', 'b,a,b,a', ['b', 'a']],
  ])('%s', (_name, value, ids) => {
    expect(commaSeparatedIds(100).parse(value)).toEqual(ids);
  });

  it('refuses a value longer than its limit', () => {
    expect(commaSeparatedIds(3).safeParse('a,bc').success).toBe(false);
  });
});
