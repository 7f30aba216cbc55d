import { DEFAULT_SETTINGS, type PublicUserSettings } from '../../src/domain/settings/user-settings.ts';
import type { SettingsContextValue } from '../../src/client/lib/settings-context.ts';

/**
 * What SettingsProvider gives a component under test: the default settings with `change` applied, no provider keys,
 * already initialised, in `resolvedMode`, and updates that go nowhere.
 */
export function settingsValue(
  change: Partial<PublicUserSettings> = {},
  resolvedMode: SettingsContextValue['resolvedMode'] = 'light',
): SettingsContextValue {
  return {
    settings: { ...DEFAULT_SETTINGS, apiKeys: {}, ...change },
    resolvedMode,
    initialised: true,
    error: null,
    updateSettings: async () => {},
    saveApiKey: async () => {},
    forceMode: () => {},
  };
}
