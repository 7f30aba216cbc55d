import { describe, expect, it } from 'vitest';
import { describeStorageExceeded, formatBytes } from './storage-budget.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [512, '512 bytes'],
    [1024, '1 kB'],
    [1536, '1.5 kB'],
    [400 * 1024, '400 kB'],
    [52_428_800, '50 MB'],
    [50_635_571, '48.3 MB'],
  ])('%d → %s', (bytes, expected) => expect(formatBytes(bytes)).toBe(expected));

  it('says what is used of what', () => {
    expect(describeStorageExceeded(50_635_571, 52_428_800)).toMatch(/^Your formulas use 48.3 MB of 50 MB\./);
  });
});
