import { describe, expect, it } from 'vitest';
import { describeStorageExceeded } from './storage-budget.ts';

describe('describeStorageExceeded', () => {
  it('says what is used of what', () => {
    expect(describeStorageExceeded(50_635_571, 52_428_800)).toMatch(
      /^Your formulas use 48.3 MB of 50 MB \(with their versions, analysis reports, certificate links and AI content\)\./,
    );
  });
});
