import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './is-chunk-load-error.ts';

describe('isChunkLoadError', () => {
  it.each([
    [new Error('Loading chunk 42 failed.'), true],
    [new Error('Loading CSS chunk 7 failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), true],
    [new TypeError('Load failed'), true],
    [new Error("Cannot read properties of undefined (reading 'map')"), false],
    ['a string', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
