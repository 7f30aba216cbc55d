import { createContext, useContext } from 'react';
import type { ApiKeyProvider, PublicUserSettings, UserSettings } from '../../domain/settings/user-settings.ts';

export type SettingsContextValue = {
  settings: PublicUserSettings;
  /** The mode actually shown ('system' resolved). */
  resolvedMode: 'light' | 'dark';
  initialised: boolean;
  error: string | null;
  /** Merges, normalises, applies, stores locally and saves to the server at once (when signed in). */
  updateSettings: (change: Partial<UserSettings>) => Promise<void>;
  /** Stores a provider key on the server; '' removes it. */
  saveApiKey: (provider: ApiKeyProvider, key: string) => Promise<void>;
};

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside SettingsProvider');
  return value;
}
