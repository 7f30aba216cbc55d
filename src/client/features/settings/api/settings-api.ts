import type { UpdateSettingsInput } from '../../../../domain/settings/user-settings.schemas.ts';
import { isClientError } from '../../../lib/api.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type SettingsResponse = InferResponseType<typeof client.settings.$get, 200>;

export const getSettings = async () => readJson(await client.settings.$get());

/**
 * Saves a change. `keepalive`: a reload or a closed tab right after a click (the checklist hidden, a theme picked) does
 * not cancel the save; the browser finishes it.
 */
export const updateSettingsOnServer = async (change: UpdateSettingsInput) =>
  readJson(await client.settings.$put({ json: change }, { init: { keepalive: true } }));

/** Settings fetch and save retry up to 3 times, waiting 500 ms × attempt (spec sections 4 and 9). */
export const SETTINGS_MAX_RETRIES = 3;
export const settingsBackoffMs = (attempt: number) => 500 * attempt;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `operation`, retrying failures up to SETTINGS_MAX_RETRIES times with the settings backoff. A 4xx (a value the
 * server refuses, a lost session) is not retried: the same request would be refused again, so it fails at once,
 * without the immediate-failure notice (the caller says the refusal itself).
 */
export async function withSettingsRetries<T>(
  operation: () => Promise<T>,
  options: { onImmediateFailure?: (error: unknown) => void } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      if (isClientError(error)) throw error;
      if (attempt === 0) options.onImmediateFailure?.(error);
      if (attempt >= SETTINGS_MAX_RETRIES) throw error;
      await wait(settingsBackoffMs(attempt + 1));
    }
  }
}
