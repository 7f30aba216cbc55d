import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { NewsPanel } from './news-panel.tsx';

const headline = {
  id: 'n1',
  title: 'A house launches a new chypre',
  url: 'https://news.example/chypre',
  sourceName: 'Example Feed',
  publishedAt: '2026-11-27T09:00:00.000Z',
};

describe("the dashboard's news panel", () => {
  it('lists headlines as links to the article with their source and day', () => {
    renderApp(<NewsPanel news={{ feedCount: 1, headlines: [headline] }} isAdmin={false} />);
    const link = screen.getByRole('link', { name: headline.title });
    expect(link.getAttribute('href')).toBe(headline.url);
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/Example Feed · 27 Nov/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All news' })).toBeTruthy();
  });

  it.each([
    [0, true, 'No feeds yet. Add an RSS or Atom feed on the News page'],
    [0, false, 'No feeds yet. An administrator adds RSS or Atom feeds'],
    [2, false, 'No articles yet: the feeds are fetched every 30 minutes'],
  ])('with %i feeds (admin: %s) and no headline it says: %s', (feedCount, isAdmin, sentence) => {
    renderApp(<NewsPanel news={{ feedCount, headlines: [] }} isAdmin={isAdmin} />);
    expect(screen.getByText((text) => text.startsWith(sentence))).toBeTruthy();
  });
});
