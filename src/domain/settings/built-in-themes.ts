/**
 * The built-in colour themes (spec sections 3 and 4). Each theme has a light and a dark set of colour
 * variables; the client writes them onto <html> as CSS variables (`--sl-<name>`).
 * Text and accent colours are chosen to pass WCAG AA (4.5:1) against background and surface in both modes.
 */

export const THEME_COLOR_NAMES = [
  'background',
  'surface',
  'text',
  'mutedText',
  'border',
  'accent',
  'accentContrast',
  'success',
  'warning',
  'danger',
] as const;
export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];

/** One colour set: a CSS colour (hex) per name. */
export type ThemeColors = Record<ThemeColorName, string>;

export type BuiltInTheme = {
  identifier: string;
  label: string;
  description: string;
  light: ThemeColors;
  dark: ThemeColors;
};

export const DEFAULT_THEME_IDENTIFIER = 'default2';
export const LOGGED_OUT_THEME_IDENTIFIER = 'zinc';

export const BUILT_IN_THEMES: readonly BuiltInTheme[] = [
  {
    identifier: 'default2',
    label: 'Default',
    description: 'Calm ivory and ink with a muted amber-gold accent.',
    light: {
      background: '#faf7f0',
      surface: '#fffdf8',
      text: '#1f1b16',
      mutedText: '#625b50',
      border: '#e3dccd',
      accent: '#805f17',
      accentContrast: '#ffffff',
      success: '#2c6641',
      warning: '#83540a',
      danger: '#a3352d',
    },
    dark: {
      background: '#14120f',
      surface: '#1d1a16',
      text: '#ede6da',
      mutedText: '#a9a091',
      border: '#37312a',
      accent: '#d4ae5e',
      accentContrast: '#1a1508',
      success: '#7dc193',
      warning: '#e2b35c',
      danger: '#ec8d83',
    },
  },
  {
    identifier: 'taupe',
    label: 'Taupe',
    description: 'Warm greige with a dusty-rose accent.',
    light: {
      background: '#f4f0ec',
      surface: '#fbf9f7',
      text: '#2b2523',
      mutedText: '#675c58',
      border: '#dcd2cb',
      accent: '#8f4f5b',
      accentContrast: '#ffffff',
      success: '#356446',
      warning: '#82550f',
      danger: '#9f3636',
    },
    dark: {
      background: '#1b1817',
      surface: '#252120',
      text: '#eee7e3',
      mutedText: '#b0a49f',
      border: '#3d3734',
      accent: '#d89ea8',
      accentContrast: '#2a1418',
      success: '#88c39d',
      warning: '#e4b46c',
      danger: '#ef9090',
    },
  },
  {
    identifier: 'zinc',
    label: 'Zinc',
    description: 'Neutral grey, the look for visitors who are not signed in.',
    light: {
      background: '#fafafa',
      surface: '#ffffff',
      text: '#18181b',
      mutedText: '#52525b',
      border: '#e4e4e7',
      accent: '#3f3f46',
      accentContrast: '#fafafa',
      success: '#276749',
      warning: '#8a5300',
      danger: '#b42318',
    },
    dark: {
      background: '#09090b',
      surface: '#18181b',
      text: '#fafafa',
      mutedText: '#a1a1aa',
      border: '#2e2e33',
      accent: '#e4e4e7',
      accentContrast: '#18181b',
      success: '#74c69d',
      warning: '#f0b75a',
      danger: '#f28b82',
    },
  },
];

/** The themes a signed-in user may pick in settings (zinc is the visitors' look). */
export const SELECTABLE_THEMES = BUILT_IN_THEMES.filter((theme) => theme.identifier !== LOGGED_OUT_THEME_IDENTIFIER);

export function findBuiltInTheme(identifier: string | null | undefined): BuiltInTheme | undefined {
  return BUILT_IN_THEMES.find((theme) => theme.identifier === identifier);
}

/**
 * Theme choice (spec section 4): the active identifier from settings if valid, else the locally persisted colour,
 * else 'default2'; if none of those exists, any available theme.
 */
export function chooseTheme(
  activeIdentifier: string | null | undefined,
  persistedIdentifier: string | null | undefined,
  available: readonly BuiltInTheme[] = BUILT_IN_THEMES,
): BuiltInTheme {
  const byId = (identifier: string | null | undefined) => available.find((theme) => theme.identifier === identifier);
  const chosen = byId(activeIdentifier) ?? byId(persistedIdentifier) ?? byId(DEFAULT_THEME_IDENTIFIER) ?? available[0];
  if (!chosen) throw new Error('No theme available');
  return chosen;
}
