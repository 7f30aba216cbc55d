import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { HeadlineMarquee } from './headline-marquee.tsx';

const HEADLINES = [
  { id: 'a1', title: 'Iris prices climb after a poor harvest' },
  { id: 'a2', title: 'A new vetiver co-operative in Haiti' },
];

// Issue 35 item 17: the header ticker scrolls its headlines, and respects prefers-reduced-motion.
describe('HeadlineMarquee', () => {
  it('scrolls the headlines in a loop: a hidden second copy follows the links', () => {
    const { container } = renderApp(<HeadlineMarquee headlines={HEADLINES} reducedMotion={false} />);
    const region = screen.getByRole('region', { name: 'Perfume news headlines' });
    expect(container.querySelector('.sl-ticker-track')).toHaveAttribute('data-scrolling', 'true');
    // Two headlines a pass, each a link to the news; the copy is hidden from assistive technology and the keyboard.
    expect(within(region).getAllByRole('link')).toHaveLength(2);
    expect(container.querySelectorAll('.sl-ticker-copy[aria-hidden="true"] a[tabindex="-1"]')).toHaveLength(2);
    expect(within(region).getByRole('link', { name: HEADLINES[0]!.title })).toHaveAttribute('href', '/perfume-news');
  });

  it('stands still, with no copy, when the user prefers reduced motion', () => {
    const { container } = renderApp(<HeadlineMarquee headlines={HEADLINES} reducedMotion />);
    expect(container.querySelector('.sl-ticker-track')).toHaveAttribute('data-scrolling', 'false');
    expect(container.querySelectorAll('.sl-ticker-copy')).toHaveLength(1);
  });
});
