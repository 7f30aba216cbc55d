import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './format-bytes.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1536, '1.5 kB'],
    [52_000_000, '52 MB'],
    [3_200_000_000, '3.2 GB'],
  ])('%s bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('formatDuration', () => {
  it.each([
    [59, '0 min'],
    [3600, '1 h 0 min'],
    [93_784, '1 d 2 h 3 min'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
