import { describe, expect, it } from 'vitest';
import { summariseFeedback, weekStart } from './summarise-feedback.ts';

describe('weekStart', () => {
  it.each([
    ['a Monday is its own week', '2026-11-23T10:00:00Z', '2026-11-23'],
    ['a Sunday belongs to the Monday before', '2026-11-29T23:59:00Z', '2026-11-23'],
    ['across a year end', '2027-01-01T00:00:00Z', '2026-12-28'],
  ])('%s', (_, date, week) => {
    expect(weekStart(new Date(date))).toBe(week);
  });
});

describe('summariseFeedback', () => {
  it('is empty for no feedback', () => {
    expect(summariseFeedback([])).toEqual({ total: 0, byType: {}, byStatus: {}, byCategory: {}, weekly: [] });
  });

  it('counts by type, status and category and fills empty weeks', () => {
    const summary = summariseFeedback([
      { feedbackType: 'bug', status: 'new', category: 'materials', createdAt: new Date('2026-11-02T09:00:00Z') },
      { feedbackType: 'bug', status: 'done', category: 'formula_editor', createdAt: new Date('2026-11-03T09:00:00Z') },
      { feedbackType: 'feature', status: 'new', category: 'materials', createdAt: new Date('2026-11-20T09:00:00Z') },
    ]);
    expect(summary.total).toBe(3);
    expect(summary.byType).toEqual({ bug: 2, feature: 1 });
    expect(summary.byStatus).toEqual({ new: 2, done: 1 });
    expect(summary.byCategory).toEqual({ materials: 2, formula_editor: 1 });
    expect(summary.weekly).toEqual([
      { week: '2026-11-02', count: 2 },
      { week: '2026-11-09', count: 0 },
      { week: '2026-11-16', count: 1 },
    ]);
  });
});
