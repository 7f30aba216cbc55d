import { describe, expect, it } from 'vitest';
import { describeMatch } from './describe-match.ts';

describe('describeMatch', () => {
  it.each([
    [{ name: 'Linalool', matchKind: 'exact-name', matchedText: 'Linalool' }, ''],
    [{ name: 'Linalyl acetate', matchKind: 'prefix', matchedText: 'Linalyl acetate' }, ''],
    [{ name: 'Hexyl cinnamic aldehyde', matchKind: 'inci', matchedText: 'Hexyl Cinnamal' }, 'INCI name Hexyl Cinnamal'],
    [{ name: 'Dipropylene glycol', matchKind: 'trade', matchedText: 'DPG' }, 'trade name DPG'],
    [{ name: 'Linalool', matchKind: 'cas', matchedText: '78-70-6' }, 'CAS 78-70-6'],
    [{ name: 'Rhodinol', matchKind: 'synonym', matchedText: 'Citronellol' }, 'synonym Citronellol'],
    [{ name: 'Linalool', matchKind: 'fuzzy', matchedText: 'Linalool' }, 'close spelling'],
    [{ name: 'Linalool', matchKind: null }, ''],
  ])('%o → "%s"', (match, expected) => {
    expect(describeMatch(match)).toBe(expected);
  });
});
