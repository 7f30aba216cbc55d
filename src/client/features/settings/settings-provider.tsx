import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DEFAULT_SETTINGS,
  LOGGED_OUT_SETTINGS,
  normaliseSettings,
  type ApiKeyProvider,
  type PublicUserSettings,
  type UserSettings,
} from '../../../domain/settings/user-settings.ts';
import { isClientError } from '../../lib/api.ts';
import { applyAppearance, PERSISTED_THEME_KEY, resolveMode } from '../../lib/apply-appearance.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { getSettings, updateSettingsOnServer, withSettingsRetries } from './api/settings-api.ts';
import { useQuery } from '@tanstack/react-query';
import { toSelectableTheme, USER_THEME_PREFIX } from '../../../domain/settings/user-themes.ts';
import type { BuiltInTheme } from '../../../domain/settings/built-in-themes.ts';
import { getUserThemesQueryOptions } from './api/user-themes-api.ts';
import { readLocalSettings, writeLocalSettings } from './local-settings.ts';
import { isLightDocumentPath, SettingsContext, type SettingsContextValue } from '../../lib/settings-context.ts';

/** A toast, its store loaded on demand (the notifications host is its own chunk too: overlay-hosts.tsx). */
const notifyError = (message: { title?: string; message: string }) =>
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color: 'red', ...message }));

export const SETTINGS_NOT_INITIALISED = 'Settings not initialized';
export const SETTINGS_SAVE_FAILED = 'Failed to save settings after multiple attempts';
/** The first save failed: said at once (spec section 8), while the retries go on. */
export const SETTINGS_IMMEDIATE_SAVE_FAILED = 'Error saving settings during immediate attempt';
const notifyImmediateFailure = () =>
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      id: 'settings-immediate-save',
      color: 'yellow',
      title: 'Settings',
      message: SETTINGS_IMMEDIATE_SAVE_FAILED,
    }),
  );

function toAppearance(settings: UserSettings) {
  return {
    themeIdentifier: settings.activeThemeIdentifier,
    themeMode: settings.themeMode,
    densityMode: settings.densityMode,
    fontSizePx: settings.fontSize,
    fontFamily: settings.fontFamily,
    fontFamilySpreadsheet: settings.fontFamilySpreadsheet,
    fontFamilyReports: settings.fontFamilyReports,
    fontFamilyCards: settings.fontFamilyCards,
    fontFamilyTooltip: settings.fontFamilyTooltip,
    letterSpacing: settings.letterSpacing,
    reducedMotion: settings.reducedMotion,
  };
}

/** Loads and saves settings (spec section 4) and applies the look to <html>. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const { user, isPending } = useAuth();
  const userId = user?.id;
  // A signed-in user new to this browser starts from a user's defaults, which their stored settings (arriving next)
  // usually keep: the page is restyled once, not twice (each change of <html>'s variables restyles every element).
  const [settings, setSettings] = useState<PublicUserSettings>(() => ({
    ...readLocalSettings(userId ? DEFAULT_SETTINGS : LOGGED_OUT_SETTINGS),
    apiKeys: {},
  }));
  const [initialised, setInitialised] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [systemDark, setSystemDark] = useState(() => resolveMode('system') === 'dark');
  // A document page (a certificate link) is light from the first render, before its screen has loaded.
  const [forcedMode, setForcedMode] = useState<'light' | null>(() =>
    isLightDocumentPath(window.location.pathname) ? 'light' : null,
  );
  const settingsRef = useRef(settings);
  const initialisedRef = useRef(initialised);
  useLayoutEffect(() => {
    settingsRef.current = settings;
    initialisedRef.current = initialised;
  }, [settings, initialised]);

  // Load: visitors from local storage, signed-in users from the server (with retries).
  useEffect(() => {
    if (isPending) return;
    let cancelled = false;
    setInitialised(false);
    if (!userId) {
      setSettings({ ...readLocalSettings(LOGGED_OUT_SETTINGS), apiKeys: {} });
      setError(null);
      setInitialised(true);
      return;
    }
    withSettingsRetries(getSettings)
      .then(({ settings: loaded }) => {
        if (cancelled) return;
        setSettings(loaded);
        writeLocalSettings(normaliseSettings(DEFAULT_SETTINGS, loaded));
        setError(null);
      })
      .catch((loadError: unknown) => {
        if (cancelled) return;
        setError(loadError instanceof Error ? loadError.message : 'Failed to load settings');
        setSettings({ ...readLocalSettings(DEFAULT_SETTINGS), apiKeys: {} });
      })
      .finally(() => {
        if (!cancelled) setInitialised(true);
      });
    return () => {
      cancelled = true;
    };
  }, [userId, isPending]);

  // 'system' follows the OS preference live.
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const handleChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);

  // The user's own themes are read only when one is chosen (the settings screen reads them for its list).
  const wantsUserThemes = Boolean(userId) && settings.activeThemeIdentifier.startsWith(USER_THEME_PREFIX);
  const storedThemes = useQuery({ ...getUserThemesQueryOptions(userId), enabled: wantsUserThemes });
  const userThemes = useMemo(() => {
    const selectable: BuiltInTheme[] = [];
    for (const stored of storedThemes.data ?? []) {
      const { theme, warning } = toSelectableTheme(stored);
      if (theme) selectable.push(theme);
      else if (warning) console.warn(warning);
    }
    return selectable;
  }, [storedThemes.data]);

  // Apply the look to <html>: attributes and CSS variables only. Only a change the user made fades (updateSettings).
  const animateNextApply = useRef(false);
  useEffect(() => {
    const theme = applyAppearance(
      { ...toAppearance(settings), themeMode: forcedMode ?? settings.themeMode },
      document.documentElement,
      { animate: animateNextApply.current, userThemes },
    );
    animateNextApply.current = false;
    if (userId) {
      try {
        localStorage.setItem(PERSISTED_THEME_KEY, theme.identifier);
      } catch {
        // Storage disabled: nothing to persist.
      }
    }
  }, [settings, systemDark, userId, forcedMode, userThemes]);

  const updateSettings = useCallback(
    async (change: Partial<UserSettings>) => {
      if (!initialisedRef.current) {
        notifyError({ message: SETTINGS_NOT_INITIALISED });
        throw new Error(SETTINGS_NOT_INITIALISED);
      }
      const next = normaliseSettings(settingsRef.current, change);
      animateNextApply.current = true;
      const withKeys = { ...next, apiKeys: settingsRef.current.apiKeys };
      settingsRef.current = withKeys;
      setSettings(withKeys);
      writeLocalSettings(next);
      if (!userId) return;
      try {
        await withSettingsRetries(() => updateSettingsOnServer(change), { onImmediateFailure: notifyImmediateFailure });
      } catch (saveError) {
        // A refusal (4xx) was not retried: its reason is the message; anything else failed every attempt.
        notifyError({
          title: 'Settings',
          message: isClientError(saveError) ? saveError.message : SETTINGS_SAVE_FAILED,
        });
        throw saveError;
      }
    },
    [userId],
  );

  const saveApiKey = useCallback(
    async (provider: ApiKeyProvider, key: string) => {
      if (!userId) throw new Error('You must be signed in to store API keys');
      try {
        const { settings: saved } = await withSettingsRetries(() =>
          updateSettingsOnServer({ apiKeys: { [provider]: key } }),
        );
        setSettings((current) => ({ ...current, apiKeys: saved.apiKeys }));
      } catch (saveError) {
        notifyError({ title: 'Settings', message: SETTINGS_SAVE_FAILED });
        throw saveError;
      }
    },
    [userId],
  );

  const resolvedMode: 'light' | 'dark' =
    forcedMode ?? (settings.themeMode === 'system' ? (systemDark ? 'dark' : 'light') : settings.themeMode);

  const value = useMemo<SettingsContextValue>(
    () => ({ settings, resolvedMode, initialised, error, updateSettings, saveApiKey, forceMode: setForcedMode }),
    [settings, resolvedMode, initialised, error, updateSettings, saveApiKey],
  );
  return <SettingsContext value={value}>{children}</SettingsContext>;
}
