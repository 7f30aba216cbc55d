import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/dom/render-app.tsx';
import { ProductScreenshot } from './product-screenshot.tsx';

afterEach(() => document.documentElement.removeAttribute('data-mantine-color-scheme'));

// Issue 35 item 17: /home and /features show the product pictures of the active theme, also after a switch.
describe('ProductScreenshot', () => {
  it('shows the picture of the scheme on the page, and follows a switch made in the app', async () => {
    // The test's MantineProvider writes 'light' on <html> as it mounts, as applyAppearance does in the app.
    renderApp(<ProductScreenshot id="formula-editor" />);
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/formula-editor-light-desktop\.webp$/);
    for (const scheme of ['dark', 'light'] as const) {
      await act(async () => {
        document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(screen.getByRole('img').getAttribute('src')).toMatch(
        new RegExp(`formula-editor-${scheme}-desktop\\.webp$`),
      );
    }
  });

  it('keeps a fixed scheme when one is asked for (the dark tour story)', async () => {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    renderApp(<ProductScreenshot id="analysis" theme="dark" />);
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/analysis-dark-desktop\.webp$/);
  });
});
