import type { FeedbackCategory, FeedbackStatus, FeedbackType } from './feedback.schemas.ts';

export type FeedbackForSummary = { feedbackType: string; status: string; category: string; createdAt: Date };

export type FeedbackSummary = {
  total: number;
  byType: Partial<Record<FeedbackType, number>>;
  byStatus: Partial<Record<FeedbackStatus, number>>;
  byCategory: Partial<Record<FeedbackCategory, number>>;
  /** One row per ISO week (Monday, YYYY-MM-DD) from the first item's week to the last's, empty weeks included. */
  weekly: { week: string; count: number }[];
};

/** The Monday (UTC) of the week a date falls in, as YYYY-MM-DD. */
export function weekStart(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - offset);
  return day.toISOString().slice(0, 10);
}

function count<Key extends string>(target: Partial<Record<Key, number>>, key: Key) {
  target[key] = (target[key] ?? 0) + 1;
}

/** Counts by type, status and category, and submissions per week (the beta_feedback_analytics view of spec section 3). */
export function summariseFeedback(items: readonly FeedbackForSummary[]): FeedbackSummary {
  const summary: FeedbackSummary = { total: items.length, byType: {}, byStatus: {}, byCategory: {}, weekly: [] };
  const perWeek = new Map<string, number>();
  for (const item of items) {
    count(summary.byType, item.feedbackType as FeedbackType);
    count(summary.byStatus, item.status as FeedbackStatus);
    count(summary.byCategory, item.category as FeedbackCategory);
    const week = weekStart(item.createdAt);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const weeks = [...perWeek.keys()].sort();
  if (weeks.length > 0) {
    const last = weeks.at(-1)!;
    for (let week = weeks[0]!; week <= last;) {
      summary.weekly.push({ week, count: perWeek.get(week) ?? 0 });
      const next = new Date(`${week}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 7);
      week = next.toISOString().slice(0, 10);
    }
  }
  return summary;
}
