import { LOGGED_OUT_SETTINGS, normaliseSettings, type UserSettings } from '../../../domain/settings/user-settings.ts';

/** Local storage key of the settings (spec section 3). */
export const LOCAL_SETTINGS_KEY = 'app_settings';

/** Settings kept in this browser: a visitor's only copy, and a signed-in user's offline mirror. */
export function readLocalSettings(fallback: UserSettings = LOGGED_OUT_SETTINGS): UserSettings {
  try {
    const raw = localStorage.getItem(LOCAL_SETTINGS_KEY);
    if (!raw) return fallback;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return fallback;
    return normaliseSettings(fallback, parsed as Record<string, unknown>);
  } catch {
    return fallback;
  }
}

export function writeLocalSettings(settings: UserSettings): void {
  try {
    localStorage.setItem(LOCAL_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or disabled: the in-memory state still applies.
  }
}
