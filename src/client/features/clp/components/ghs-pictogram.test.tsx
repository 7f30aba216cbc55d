import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { GhsPictogram } from './ghs-pictogram.tsx';

/** CLP Annex V: every pictogram is its symbol in the red diamond, never its code in place of the symbol. */
describe('GhsPictogram', () => {
  it.each(['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'])(
    '%s is drawn as a symbol, its code under the diamond',
    async (code) => {
      renderApp(<GhsPictogram code={code} />);
      const pictogram = await screen.findByRole('img', { name: `Pictogram ${code}` });
      const svg = pictogram.querySelector('svg')!;
      expect(svg.querySelector('text')).toBeNull();
      expect(svg.querySelectorAll('polygon + g > *').length).toBeGreaterThan(0);
      expect(pictogram).toHaveTextContent(code);
    },
  );

  it('an unknown code is written inside the diamond', async () => {
    renderApp(<GhsPictogram code="GHS10" />);
    const pictogram = await screen.findByRole('img', { name: 'Pictogram GHS10' });
    expect(pictogram.querySelector('svg text')).toHaveTextContent('GHS10');
  });
});
