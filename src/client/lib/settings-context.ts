import { createContext, useContext, useLayoutEffect } from 'react';
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
  /** Shows the page in one mode whatever the settings (null: the settings' mode again); see useLightDocument. */
  forceMode: (mode: 'light' | null) => void;
};

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside SettingsProvider');
  return value;
}

/**
 * Pages that are documents a perfumer sends (a certificate link, /c/<token>): light like paper, whatever the reader's
 * mode, as their PDF and print are. public/first-paint.js paints them light before the app loads.
 */
export function isLightDocumentPath(pathname: string): boolean {
  return pathname.startsWith('/c/');
}

/** While the calling screen is shown, the page is light (a document), then the user's own mode again. */
export function useLightDocument() {
  // Outside the settings provider (a component test), there is no mode to force.
  const forceMode = useContext(SettingsContext)?.forceMode;
  useLayoutEffect(() => {
    if (!forceMode) return;
    forceMode('light');
    return () => forceMode(null);
  }, [forceMode]);
}
