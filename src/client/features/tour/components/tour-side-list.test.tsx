import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { TourSideList } from './tour-side-list.tsx';

describe('TourSideList', () => {
  it.each([1, 2, 3, 4])('links Home and the four tours, marking Tour %i as the current page', async (current) => {
    renderApp(<TourSideList current={current} />);
    const nav = await screen.findByRole('navigation', { name: 'Tours' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    for (const step of [1, 2, 3, 4]) {
      const link = screen.getByRole('link', { name: `Tour ${step}` });
      expect(link).toHaveAttribute('href', `/tour/${step}`);
      if (step === current) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
    expect(nav.querySelectorAll('a')).toHaveLength(5);
  });

  it('keeps its clicks to itself: the story under it (click anywhere to skip) does not see them', async () => {
    const onStoryClick = vi.fn();
    renderApp(
      <div onClick={onStoryClick}>
        <TourSideList current={2} />
      </div>,
    );
    fireEvent.click(await screen.findByRole('navigation', { name: 'Tours' }));
    expect(onStoryClick).not.toHaveBeenCalled();
  });
});
