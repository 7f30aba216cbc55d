import { THEME_COLOR_NAMES, type BuiltInTheme, type ThemeColorName, type ThemeColors } from './built-in-themes.ts';

/**
 * Custom user themes (spec section 3, user_themes; section 5: "User theme names must start with 'user-', otherwise
 * ignored with a warning"). The name is stored without the prefix and shown with it; the theme's identifier (what
 * settings.activeThemeIdentifier holds) is the prefixed name. Colours must read at WCAG 2.2 level AA.
 */
export const USER_THEME_PREFIX = 'user-';

/** The theme texts of spec section 8, verbatim. */
export const THEME_MESSAGES = {
  tableMissing: 'Database setup issue: user_themes table not found',
  signIn: 'User must be logged in to save themes',
  updateFailed: (message: string) => `Update failed: ${message}`,
  saveFailed: (message: string) => `Save failed: ${message}`,
} as const;

export type UserTheme = {
  id: string;
  /** Without the prefix. */
  name: string;
  label: string;
  description: string | null;
  previewColors: Partial<ThemeColors> | null;
  variables: { light: ThemeColors; dark: ThemeColors };
  updatedAt: string;
};

export const userThemeIdentifier = (name: string): string => `${USER_THEME_PREFIX}${name}`;

/**
 * A stored user theme as a selectable theme, or null (with the reason) when its identifier does not carry the
 * prefix or its colour sets are incomplete: such a theme is ignored, never applied half-way.
 */
export function toSelectableTheme(theme: UserTheme): { theme: BuiltInTheme | null; warning: string | null } {
  const identifier = userThemeIdentifier(theme.name);
  if (theme.name.startsWith(USER_THEME_PREFIX))
    return { theme: null, warning: `Theme "${theme.name}" ignored: a user theme's name must start with 'user-'.` };
  const { light, dark } = theme.variables;
  const isComplete = THEME_COLOR_NAMES.every((name) => HEX.test(light?.[name] ?? '') && HEX.test(dark?.[name] ?? ''));
  if (!isComplete) return { theme: null, warning: `Theme "${identifier}" ignored: its colour sets are incomplete.` };
  return {
    theme: { identifier, label: theme.label, description: theme.description ?? '', light, dark },
    warning: null,
  };
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Relative luminance of an sRGB colour (WCAG 2.2, definition "relative luminance": each channel c/255, linearised as
 * c ≤ 0.04045 ? c/12.92 : ((c+0.055)/1.055)^2.4, then L = 0.2126 R + 0.7152 G + 0.0722 B).
 */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast ratio (WCAG 2.2, definition "contrast ratio"): (L1 + 0.05) / (L2 + 0.05), L1 the lighter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 2.2 success criterion 1.4.3 (Contrast, Minimum), level AA: 4.5:1 for text. */
export const WCAG_AA_TEXT = 4.5;

/** The colour pairs a theme draws text with: each foreground on both grounds, and the accent's own text on it. */
const TEXT_PAIRS: ReadonlyArray<[ThemeColorName, ThemeColorName]> = [
  ...(['text', 'mutedText', 'accent', 'success', 'warning', 'danger'] as const).flatMap(
    (foreground) =>
      [
        [foreground, 'background'],
        [foreground, 'surface'],
      ] as [ThemeColorName, ThemeColorName][],
  ),
  ['accentContrast', 'accent'],
];

export type ContrastFailure = { foreground: ThemeColorName; background: ThemeColorName; ratio: number };

/** The pairs of one colour set below WCAG AA (empty: the set passes). */
export function findContrastFailures(colors: ThemeColors): ContrastFailure[] {
  return TEXT_PAIRS.map(([foreground, background]) => ({
    foreground,
    background,
    ratio: contrastRatio(colors[foreground], colors[background]),
  })).filter((pair) => pair.ratio < WCAG_AA_TEXT);
}

/** One sentence per failing pair: "Dark: mutedText on surface is 3.2:1 (WCAG AA needs 4.5:1)". */
export function describeContrastFailures(mode: 'light' | 'dark', failures: readonly ContrastFailure[]): string[] {
  const label = mode === 'light' ? 'Light' : 'Dark';
  return failures.map(
    (failure) =>
      `${label}: ${failure.foreground} on ${failure.background} is ${(Math.floor(failure.ratio * 10) / 10).toFixed(1)}:1 (WCAG AA needs ${WCAG_AA_TEXT}:1)`,
  );
}
