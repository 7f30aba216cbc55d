import {
  BUILT_IN_THEMES,
  chooseTheme,
  type BuiltInTheme,
  type ThemeColorName,
} from '../../domain/settings/built-in-themes.ts';
import type { DensityMode, ThemeMode } from '../../domain/settings/user-settings.ts';
import { loadFonts } from './load-fonts.ts';

/**
 * Writes the look onto <html> as attributes and CSS variables (no React re-render):
 * colour variables of the chosen theme and mode, data-mantine-color-scheme, data-density, font stacks and size.
 * Only `import type` from user-settings: the landing entry must not pull zod in.
 */

export const PERSISTED_THEME_KEY = 'persisted_theme_color';
export const THEME_TRANSITION_MS = 300;

export type Appearance = {
  themeIdentifier: string;
  themeMode: ThemeMode;
  densityMode: DensityMode;
  /** Already normalised px (see normaliseFontSize). */
  fontSizePx: number;
  fontFamily: string;
  fontFamilySpreadsheet: string;
  fontFamilyReports: string;
  fontFamilyCards: string;
  fontFamilyTooltip: string;
  letterSpacing: number;
  reducedMotion: boolean;
};

/** The base font size is multiplied by 1.05 (spec section 9). */
export const FONT_SCALE = 1.05;

/**
 * The per-font size factor (spec section 5): the body font's size is scaled so its lowercase letters stand as tall
 * as Outfit's (the default) at the chosen size. Each factor is Outfit's x-height over the font's, both read from the
 * OS/2 table (sxHeight / unitsPerEm) of the bundled latin 400 files: Outfit 475/1000, Inter 1118/2048, Playfair
 * Display 514/1000, Roboto Mono 1082/2048, JetBrains Mono 550/1000. System fonts vary by platform: factor 1.
 */
export const FONT_SIZE_FACTORS: Readonly<Record<string, number>> = {
  Outfit: 1,
  Inter: 0.87,
  'Playfair Display': 0.92,
  'Roboto Mono': 0.9,
  'JetBrains Mono': 0.86,
};

/** The root font size in px: the chosen size × 1.05 × the body font's factor. */
export function scaledFontSize(fontSizePx: number, fontFamily: string): number {
  return fontSizePx * FONT_SCALE * (FONT_SIZE_FACTORS[fontFamily] ?? 1);
}

const FONT_STACKS: Record<string, string> = {
  Outfit: 'Outfit, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  Inter: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  'System UI': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  'Playfair Display':
    '"Playfair Display", "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
  Georgia: 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, serif',
  'Roboto Mono':
    '"Roboto Mono", ui-monospace, "SF Mono", "Cascadia Mono", Menlo, Consolas, "Liberation Mono", monospace',
  'JetBrains Mono': '"JetBrains Mono", ui-monospace, "SF Mono", Menlo, Consolas, monospace',
};

export const FONT_CHOICES = Object.keys(FONT_STACKS);

/** A CSS font stack naming `name` first, with system fallbacks (the webfont itself comes from load-fonts.ts). */
export function fontStack(name: string): string {
  const known = FONT_STACKS[name];
  if (known) return known;
  const safe = name.replaceAll(/["\\;{}]/g, '');
  return `"${safe}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
}

const VARIABLE_NAMES: Record<ThemeColorName, string> = {
  background: '--sl-background',
  surface: '--sl-surface',
  text: '--sl-text',
  mutedText: '--sl-muted-text',
  border: '--sl-border',
  accent: '--sl-accent',
  accentContrast: '--sl-accent-contrast',
  success: '--sl-success',
  warning: '--sl-warning',
  danger: '--sl-danger',
};

export function prefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function resolveMode(mode: ThemeMode): 'light' | 'dark' {
  if (mode === 'system') return prefersDark() ? 'dark' : 'light';
  return mode;
}

function readPersistedTheme(): string | null {
  try {
    return localStorage.getItem(PERSISTED_THEME_KEY);
  } catch {
    return null;
  }
}

let transitionTimer: ReturnType<typeof setTimeout> | undefined;

function applyColors(root: HTMLElement, theme: BuiltInTheme, mode: 'light' | 'dark', animate: boolean) {
  const colors = theme[mode];
  // The first application (the page's first paint) is never animated.
  const isFirst = !root.hasAttribute('data-sl-theme');
  const changed =
    root.getAttribute('data-sl-theme') !== theme.identifier || root.getAttribute('data-mantine-color-scheme') !== mode;
  if (changed && animate && !isFirst) {
    root.classList.add('sl-theme-transition');
    clearTimeout(transitionTimer);
    transitionTimer = setTimeout(() => root.classList.remove('sl-theme-transition'), THEME_TRANSITION_MS);
  }
  for (const [name, variable] of Object.entries(VARIABLE_NAMES) as Array<[ThemeColorName, string]>) {
    root.style.setProperty(variable, colors[name]);
  }
  root.setAttribute('data-sl-theme', theme.identifier);
  root.setAttribute('data-mantine-color-scheme', mode);
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  root.style.backgroundColor = colors.background;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.background);
}

/** Every font an appearance names (body, the four areas, and the display headings). */
export function fontsOf(appearance: Appearance): string[] {
  return [
    appearance.fontFamily,
    appearance.fontFamilySpreadsheet,
    appearance.fontFamilyReports,
    appearance.fontFamilyCards,
    appearance.fontFamilyTooltip,
    'Playfair Display',
  ];
}

/**
 * Applies a whole appearance to <html>. Returns the theme actually used (after the fallback rule). `animate`: a
 * change the user just made fades (300 ms); the page's own applications (first paint, the server's settings
 * arriving) do not, since a transition on every element of a page still being built restyles all of it each frame.
 */
export function applyAppearance(
  appearance: Appearance,
  root: HTMLElement = document.documentElement,
  { animate = false, userThemes = [] }: { animate?: boolean; userThemes?: readonly BuiltInTheme[] } = {},
): BuiltInTheme {
  // The user's own themes ('user-…') are chosen like the built-in ones.
  const available = userThemes.length > 0 ? [...BUILT_IN_THEMES, ...userThemes] : BUILT_IN_THEMES;
  const theme = chooseTheme(appearance.themeIdentifier, readPersistedTheme(), available);
  const mode = resolveMode(appearance.themeMode);
  applyColors(root, theme, mode, animate && !appearance.reducedMotion);
  root.setAttribute('data-density', appearance.densityMode);
  root.toggleAttribute('data-reduced-motion', appearance.reducedMotion);
  root.style.fontSize = `${scaledFontSize(appearance.fontSizePx, appearance.fontFamily)}px`;
  root.style.setProperty('--sl-font-body', fontStack(appearance.fontFamily));
  root.style.setProperty('--sl-font-spreadsheet', fontStack(appearance.fontFamilySpreadsheet));
  root.style.setProperty('--sl-font-reports', fontStack(appearance.fontFamilyReports));
  root.style.setProperty('--sl-font-cards', fontStack(appearance.fontFamilyCards));
  root.style.setProperty('--sl-font-tooltip', fontStack(appearance.fontFamilyTooltip));
  root.style.setProperty('--sl-font-display', fontStack('Playfair Display'));
  root.style.setProperty('--sl-letter-spacing', `${appearance.letterSpacing}em`);
  // The page's own <html> only (the prerender draws the look onto a detached element): its fonts, lazily.
  if (typeof document !== 'undefined' && root === document.documentElement) loadFonts(fontsOf(appearance));
  return theme;
}
