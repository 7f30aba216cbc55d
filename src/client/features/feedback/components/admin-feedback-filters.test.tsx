import { describe, expect, it } from 'vitest';
import { EMPTY_FEEDBACK_FILTERS, toFeedbackQuery, type FeedbackFilterState } from './admin-feedback-filters.tsx';

describe('toFeedbackQuery', () => {
  it.each<[string, Partial<FeedbackFilterState>, Record<string, string>]>([
    ['nothing chosen: no query', {}, {}],
    [
      'lists comma-separated',
      { type: ['bug', 'idea'], sentiment: ['negative'] },
      { type: 'bug,idea', sentiment: 'negative' },
    ],
    [
      'every list in its own key',
      { category: ['ui'], status: ['new'], priority: ['high'] },
      { category: 'ui', status: 'new', priority: 'high' },
    ],
    [
      'text trimmed, blank text left out',
      { q: '  grid  ', userId: '   ', from: '2026-11-01' },
      { q: 'grid', from: '2026-11-01' },
    ],
  ])('%s', (_name, change, query) => {
    expect(toFeedbackQuery({ ...EMPTY_FEEDBACK_FILTERS, ...change })).toEqual(query);
  });
});
