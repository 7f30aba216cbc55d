import type { PublicUserSettings, UpdateSettingsInput } from '../../../../domain/settings/user-settings.ts';
import { api } from '../../../lib/api.ts';

export type SettingsResponse = { settings: PublicUserSettings };

export const getSettings = () => api.get<SettingsResponse>('/api/settings');

export const updateSettingsOnServer = (change: UpdateSettingsInput) => api.put<SettingsResponse>('/api/settings', change);

/** Settings fetch and save retry up to 3 times, waiting 500 ms × attempt (spec sections 4 and 9). */
export const SETTINGS_MAX_RETRIES = 3;
export const settingsBackoffMs = (attempt: number) => 500 * attempt;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `operation`, retrying failures up to SETTINGS_MAX_RETRIES times with the settings backoff. */
export async function withSettingsRetries<T>(operation: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= SETTINGS_MAX_RETRIES) throw error;
      await wait(settingsBackoffMs(attempt + 1));
    }
  }
}
