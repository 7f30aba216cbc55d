import { LOGGED_OUT_THEME_IDENTIFIER } from '../../domain/settings/built-in-themes.ts';
import type { Appearance } from '../lib/apply-appearance.ts';

const DEFAULT_FONT_SIZE_PX = 16;

/**
 * The visitor's look from local storage ('app_settings'), defaulting to the logged-out look (zinc, dark,
 * comfortable). Parsed by hand so the landing bundle does not pull in zod through user-settings.ts.
 */
export function readVisitorAppearance(): Appearance {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem('app_settings') ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
  } catch {
    // Unreadable storage: defaults.
  }
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
  const mode = stored.themeMode === 'light' || stored.themeMode === 'system' ? stored.themeMode : 'dark';
  const density =
    stored.densityMode === 'compact' || stored.densityMode === 'spacious' ? stored.densityMode : 'comfortable';
  const size =
    typeof stored.fontSize === 'number' && stored.fontSize > 0 ? Math.min(stored.fontSize, 40) : DEFAULT_FONT_SIZE_PX;
  return {
    themeIdentifier: text(stored.activeThemeIdentifier, LOGGED_OUT_THEME_IDENTIFIER),
    themeMode: mode,
    densityMode: density,
    fontSizePx: size,
    fontFamily: text(stored.fontFamily, 'Outfit'),
    fontFamilySpreadsheet: text(stored.fontFamilySpreadsheet, 'Roboto Mono'),
    fontFamilyReports: text(stored.fontFamilyReports, 'Playfair Display'),
    fontFamilyCards: text(stored.fontFamilyCards, 'Outfit'),
    fontFamilyTooltip: text(stored.fontFamilyTooltip, 'Outfit'),
    letterSpacing: typeof stored.letterSpacing === 'number' ? stored.letterSpacing : 0,
    reducedMotion: stored.reducedMotion === true,
  };
}
