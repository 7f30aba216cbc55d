/** Autosave keeps the latest state saved but makes a new version at most this often (or when the formula is left). */
export const AUTOSAVE_VERSION_WINDOW_MS = 5 * 60_000;

export type CurrentVersion = { autosaved: boolean; createdAt: Date };

/**
 * Does this save update the current version in place instead of making a new one? Only an autosave, only over
 * a version autosave itself made (an explicit save is a point in history that stays), and only within the window.
 */
export function shouldUpdateVersionInPlace(autosave: boolean, current: CurrentVersion | null, now: Date): boolean {
  if (!autosave || current === null || !current.autosaved) return false;
  const age = now.getTime() - current.createdAt.getTime();
  return age >= 0 && age < AUTOSAVE_VERSION_WINDOW_MS;
}
