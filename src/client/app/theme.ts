import {
  createTheme,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The Mantine theme, created ONCE. Colours point at our own CSS variables (`--sl-*`, written on <html> by
 * applyAppearance), so switching theme, mode, density or fonts never re-creates the theme or re-renders React.
 */

// A real tuple is needed for Mantine's colour maths; the visible primary colours are remapped below.
const accent: MantineColorsTuple = [
  '#fbf6e9',
  '#f3e8c8',
  '#e8d49c',
  '#dcbf6e',
  '#d4ae5e',
  '#c39a45',
  '#a8823a',
  '#8a6a2b',
  '#6d531f',
  '#4f3c14',
];

/** Filled accent surfaces take their text colour from the theme (accent-contrast), not Mantine's white. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const isAccent = !input.color || input.color === 'accent';
  if (isAccent && input.variant === 'filled') {
    return {
      ...resolved,
      background: 'var(--sl-accent)',
      hover: 'var(--mantine-primary-color-filled-hover)',
      color: 'var(--sl-accent-contrast)',
    };
  }
  return resolved;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'accent',
  primaryShade: { light: 7, dark: 4 },
  colors: { accent },
  fontFamily: 'var(--sl-font-body)',
  fontFamilyMonospace: 'var(--sl-font-spreadsheet)',
  headings: {
    fontFamily: 'var(--sl-font-display)',
    fontWeight: '500',
    sizes: {
      h1: { fontSize: '2.4rem', lineHeight: '1.15' },
      h2: { fontSize: '1.75rem', lineHeight: '1.2' },
      h3: { fontSize: '1.3rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});

const mix = (color: string, other: string, percent: number) => `color-mix(in srgb, ${color}, ${other} ${percent}%)`;

const shared = {
  '--mantine-color-body': 'var(--sl-background)',
  '--mantine-color-text': 'var(--sl-text)',
  '--mantine-color-bright': 'var(--sl-text)',
  '--mantine-color-dimmed': 'var(--sl-muted-text)',
  '--mantine-color-placeholder': 'var(--sl-muted-text)',
  '--mantine-color-anchor': 'var(--sl-accent)',
  '--mantine-color-default': 'var(--sl-surface)',
  '--mantine-color-default-hover': mix('var(--sl-surface)', 'var(--sl-text)', 6),
  '--mantine-color-default-color': 'var(--sl-text)',
  '--mantine-color-default-border': 'var(--sl-border)',
  '--mantine-color-error': 'var(--sl-danger)',
  '--mantine-primary-color-filled': 'var(--sl-accent)',
  '--mantine-primary-color-filled-hover': mix('var(--sl-accent)', 'var(--sl-text)', 12),
  '--mantine-primary-color-light': mix('var(--sl-accent)', 'transparent', 86),
  '--mantine-primary-color-light-hover': mix('var(--sl-accent)', 'transparent', 80),
  '--mantine-primary-color-light-color': 'var(--sl-accent)',
  '--mantine-primary-color-contrast': 'var(--sl-accent-contrast)',
  '--mantine-color-accent-filled': 'var(--sl-accent)',
  '--mantine-color-accent-filled-hover': mix('var(--sl-accent)', 'var(--sl-text)', 12),
  '--mantine-color-accent-light': mix('var(--sl-accent)', 'transparent', 86),
  '--mantine-color-accent-light-hover': mix('var(--sl-accent)', 'transparent', 80),
  '--mantine-color-accent-light-color': 'var(--sl-accent)',
  '--mantine-color-accent-outline': 'var(--sl-accent)',
  '--mantine-color-accent-text': 'var(--sl-accent)',
  '--mantine-color-green-text': 'var(--sl-success)',
  '--mantine-color-red-text': 'var(--sl-danger)',
  '--mantine-color-orange-text': 'var(--sl-warning)',
  // Disabled controls: Mantine's grey-on-grey (dark-3 on dark-6, gray-5 on gray-2) is under 2:1 and vanishes in
  // dark mode. The label takes the theme's muted text, which every theme keeps at 4.5:1 on its surface
  // (domain/settings/user-themes.ts), on a faint wash of the text colour: still plainly not clickable (no border,
  // not-allowed cursor), but readable.
  '--mantine-color-disabled': mix('var(--sl-surface)', 'var(--sl-text)', 7),
  '--mantine-color-disabled-color': 'var(--sl-muted-text)',
  '--mantine-color-disabled-border': 'var(--sl-border)',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...shared,
    '--mantine-color-gray-2': mix('var(--sl-border)', 'var(--sl-surface)', 40),
    '--mantine-color-gray-3': 'var(--sl-border)',
    '--mantine-color-gray-4': mix('var(--sl-border)', 'var(--sl-text)', 10),
  },
  dark: {
    ...shared,
    '--mantine-color-dark-0': 'var(--sl-text)',
    '--mantine-color-dark-1': mix('var(--sl-text)', 'var(--sl-muted-text)', 50),
    '--mantine-color-dark-2': 'var(--sl-muted-text)',
    '--mantine-color-dark-3': mix('var(--sl-muted-text)', 'var(--sl-border)', 40),
    '--mantine-color-dark-4': 'var(--sl-border)',
    '--mantine-color-dark-5': mix('var(--sl-surface)', 'var(--sl-border)', 50),
    '--mantine-color-dark-6': 'var(--sl-surface)',
    '--mantine-color-dark-7': 'var(--sl-background)',
    '--mantine-color-dark-8': mix('var(--sl-background)', 'black', 20),
    '--mantine-color-dark-9': mix('var(--sl-background)', 'black', 40),
  },
});
