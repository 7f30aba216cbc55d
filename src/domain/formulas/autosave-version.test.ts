import { describe, expect, it } from 'vitest';
import {
  AUTOSAVE_VERSION_WINDOW_MS,
  versionWrite,
  type CurrentVersion,
  type VersionWrite,
} from './autosave-version.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number, autosaved = true): CurrentVersion => ({ autosaved, createdAt: new Date(now.getTime() - ms) });
const NONE: VersionWrite = { kind: 'none' };
const NEW: VersionWrite = { kind: 'new' };
const UPDATE: VersionWrite = { kind: 'in-place', autosaved: true };
const KEEP: VersionWrite = { kind: 'in-place', autosaved: false };

describe('versionWrite', () => {
  it.each<[string, { autosave: boolean; changed: boolean }, CurrentVersion | null, VersionWrite]>([
    [
      'an autosave a minute after an autosaved version updates it',
      { autosave: true, changed: true },
      ago(60_000),
      UPDATE,
    ],
    [
      'an autosave just inside the window updates it',
      { autosave: true, changed: true },
      ago(AUTOSAVE_VERSION_WINDOW_MS - 1),
      UPDATE,
    ],
    [
      'an autosave at the end of the window makes a new version',
      { autosave: true, changed: true },
      ago(AUTOSAVE_VERSION_WINDOW_MS),
      NEW,
    ],
    [
      'an autosave over an explicitly saved version makes a new one',
      { autosave: true, changed: true },
      ago(1_000, false),
      NEW,
    ],
    ['an explicit save with a change makes a new version', { autosave: false, changed: true }, ago(1_000), NEW],
    [
      'an explicit save of what autosave just wrote keeps that version',
      { autosave: false, changed: false },
      ago(1_000),
      KEEP,
    ],
    [
      'an explicit save of what autosave wrote an hour ago keeps it too (no copy)',
      { autosave: false, changed: false },
      ago(3_600_000),
      KEEP,
    ],
    [
      'an explicit save over an explicit version makes a new one',
      { autosave: false, changed: false },
      ago(1_000, false),
      NEW,
    ],
    ['a formula without a version row of this user makes one', { autosave: true, changed: true }, null, NEW],
    ['an explicit save without a version row of this user makes one', { autosave: false, changed: false }, null, NEW],
    ['an autosave that changes nothing writes nothing', { autosave: true, changed: false }, ago(1_000), NONE],
    [
      'an autosave that changes nothing over a saved version writes nothing',
      { autosave: true, changed: false },
      null,
      NONE,
    ],
    ['a version dated in the future (clock skew) is left alone', { autosave: true, changed: true }, ago(-60_000), NEW],
  ])('%s', (_case, save, current, expected) => {
    expect(versionWrite(save, current, now)).toEqual(expected);
  });
});
