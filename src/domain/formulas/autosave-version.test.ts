import { describe, expect, it } from 'vitest';
import { AUTOSAVE_VERSION_WINDOW_MS, shouldUpdateVersionInPlace, type CurrentVersion } from './autosave-version.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number, autosaved = true): CurrentVersion => ({ autosaved, createdAt: new Date(now.getTime() - ms) });

describe('shouldUpdateVersionInPlace', () => {
  it.each<[string, boolean, CurrentVersion | null, boolean]>([
    ['an autosave a minute after an autosaved version updates it', true, ago(60_000), true],
    ['an autosave just inside the window updates it', true, ago(AUTOSAVE_VERSION_WINDOW_MS - 1), true],
    ['an autosave at the end of the window makes a new version', true, ago(AUTOSAVE_VERSION_WINDOW_MS), false],
    ['an autosave over an explicitly saved version makes a new one', true, ago(1_000, false), false],
    ['an explicit save always makes a new version', false, ago(1_000), false],
    ['a formula without a version row makes one', true, null, false],
    ['a version dated in the future (clock skew) is left alone', true, ago(-60_000), false],
  ])('%s', (_case, autosave, current, expected) => {
    expect(shouldUpdateVersionInPlace(autosave, current, now)).toBe(expected);
  });
});
