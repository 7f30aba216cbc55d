/** Autosave keeps the latest state saved but makes a new version at most this often (or when the formula is left). */
export const AUTOSAVE_VERSION_WINDOW_MS = 5 * 60_000;

export type CurrentVersion = { autosaved: boolean; createdAt: Date };

/** What a save does to the history: a new version, or the current one written again (and whether it is kept). */
export type VersionWrite = { kind: 'none' } | { kind: 'new' } | { kind: 'in-place'; autosaved: boolean };

/**
 * How a save writes the history, given the current version when this user made it (null otherwise):
 * - an autosave that changes nothing writes nothing (the editor's own corrections after a save are no edit);
 * - an autosave over a version autosave itself made, within the window, updates that version (it stays an autosave);
 * - an explicit save that changes nothing over a version autosave made keeps that version as saved (the Save
 *   pressed just after an autosave names the state the autosave wrote; a copy of it would be a second version);
 * - anything else makes a new version (an explicit save is a point in history that stays).
 */
export function versionWrite(
  save: { autosave: boolean; changed: boolean },
  current: CurrentVersion | null,
  now: Date,
): VersionWrite {
  if (save.autosave && !save.changed) return { kind: 'none' };
  if (current === null || !current.autosaved) return { kind: 'new' };
  if (!save.autosave) return save.changed ? { kind: 'new' } : { kind: 'in-place', autosaved: false };
  const age = now.getTime() - current.createdAt.getTime();
  return age >= 0 && age < AUTOSAVE_VERSION_WINDOW_MS ? { kind: 'in-place', autosaved: true } : { kind: 'new' };
}
