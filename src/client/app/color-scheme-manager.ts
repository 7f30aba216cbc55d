import type { MantineColorSchemeManager } from '@mantine/core';

/**
 * Mantine reads the scheme from <html>; applyAppearance (driven by settings) is the only writer.
 * So switching mode changes an attribute and CSS variables, never Mantine's React state.
 */
export const htmlColorSchemeManager: MantineColorSchemeManager = {
  get: (defaultValue) => {
    const current = document.documentElement.getAttribute('data-mantine-color-scheme');
    return current === 'light' || current === 'dark' ? current : defaultValue;
  },
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};
