import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { StructureDrawing } from './structure-drawing.tsx';

const strokes = () =>
  [...screen.getByRole('img', { name: 'Structure of propanol' }).querySelectorAll('line')].map((line) =>
    line.getAttribute('stroke'),
  );

// smiles-drawer's themes draw carbon #222222 (`light`) or #ffffff (`dark`). The app writes its scheme on <html>
// (applyAppearance) after Mantine has read its own once: the drawing took Mantine's first scheme (dark by default),
// so on a light page every C–C bond was white on white and only the heteroatoms showed.
describe('StructureDrawing draws the carbon skeleton in the scheme the page shows', () => {
  afterEach(() => document.documentElement.removeAttribute('data-mantine-color-scheme'));

  it.each([
    { first: 'light', then: 'dark', carbon: '#ffffff', invisible: '#222222' },
    { first: 'dark', then: 'light', carbon: '#222222', invisible: '#ffffff' },
  ])('$first, then $then written on the page: carbon bonds in $carbon', async ({ first, then, carbon, invisible }) => {
    renderApp(<StructureDrawing smiles="CCCO" label="Structure of propanol" />);
    document.documentElement.setAttribute('data-mantine-color-scheme', first);
    await waitFor(() => expect(strokes().length).toBeGreaterThan(0), { timeout: 5000 });
    document.documentElement.setAttribute('data-mantine-color-scheme', then);
    await waitFor(() => expect(strokes()).toContain(carbon), { timeout: 5000 });
    expect(strokes()).not.toContain(invisible);
  });
});
