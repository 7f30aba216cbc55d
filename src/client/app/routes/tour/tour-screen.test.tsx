import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { clearSession } from '../../../lib/session-store.ts';
import { HAS_SEEN_STORY_KEY, TOUR_ONE_SLIDES } from '../../../features/tour/tour-one-slides.ts';
import { TourScreen } from './tour-screen.tsx';

const renderTour = (step: string, user: { id: string; email: string; name: string } | null = null) =>
  renderApp(<TourScreen />, { url: `/tour/${step}`, path: '/tour/:step', user });

beforeEach(() => {
  localStorage.removeItem(HAS_SEEN_STORY_KEY);
  // The session store outlives a test: start each one as a visitor until the stubbed session answers.
  clearSession();
});
afterEach(() => localStorage.removeItem(HAS_SEEN_STORY_KEY));

describe('TourScreen', () => {
  it('plays Tour 1 to a visitor from its first slide, with links to the other tours', async () => {
    renderTour('1');
    expect(await screen.findByText('Every fragrance leaves a trail.')).toBeInTheDocument();
    expect(screen.getByText('Click anywhere to skip')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tour 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next Tour' })).toHaveAttribute('href', '/tour/2');
  });

  it('skips the story on a click, remembers it was seen and leaves for the home page', async () => {
    const { router } = renderTour('1');
    fireEvent.click(await screen.findByRole('button', { name: 'Skip the story' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem(HAS_SEEN_STORY_KEY)).toBe('true');
  });

  it('skips the story with Escape too', async () => {
    const { router } = renderTour('1');
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Skip the story' }), { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('goes to the home page without playing once the story was seen', async () => {
    localStorage.setItem(HAS_SEEN_STORY_KEY, 'true');
    const { router } = renderTour('1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByText('Every fragrance leaves a trail.')).not.toBeInTheDocument();
  });

  it('sends a signed-in user to the dashboard instead of the story', async () => {
    const { router } = renderTour('1', { id: 'u1', email: 'camille@sillage.test', name: 'Camille' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('moves to the next slide as time passes, and to the home page after the last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const { router } = renderTour('1');
      await screen.findByText('Every fragrance leaves a trail.');
      const [first] = TOUR_ONE_SLIDES;
      for (const ms of [first!.blackStart!, first!.fadeIn, first!.hold, first!.fadeOut])
        await act(async () => vi.advanceTimersByTime(ms));
      expect(screen.getByText('A smart spreadsheet')).toBeInTheDocument();
      const rest = TOUR_ONE_SLIDES.slice(1).reduce((sum, slide) => sum + slide.fadeIn + slide.hold + slide.fadeOut, 0);
      for (let elapsed = 0; elapsed < rest; elapsed += 400) await act(async () => vi.advanceTimersByTime(400));
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['2', 'Materials and compliance', 'Next Tour', '/tour/3'],
    ['3', 'Formulas', 'Next Tour', '/tour/4'],
    ['4', 'Intelligence', 'Back to Tour 1', '/tour/1'],
  ])('shows Tour %s, “%s”, with a link onwards', async (step, title, link, href) => {
    renderTour(step);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(`Tour ${step}`, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: `Tour ${step}` })).toHaveAttribute('aria-current', 'page');
  });

  it('answers “not found” for a tour that does not exist', async () => {
    renderTour('7');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(/Tour/);
    expect(screen.queryByRole('link', { name: 'Next Tour' })).not.toBeInTheDocument();
  });
});
