const DAY_MS = 86_400_000;

export type DailyUsage = { day: string; pageViews: number; sessions: number; visitors: number };

/**
 * One point per day from `firstDay` (YYYY-MM-DD, UTC) for `days` days: the counts found, zero for days without
 * records, so a chart shows quiet days as quiet rather than skipping them.
 */
export function fillDailySeries(found: readonly DailyUsage[], firstDay: string, days: number): DailyUsage[] {
  const byDay = new Map(found.map((row) => [row.day, row]));
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(start + index * DAY_MS).toISOString().slice(0, 10);
    return byDay.get(day) ?? { day, pageViews: 0, sessions: 0, visitors: 0 };
  });
}

export type FunnelStep = {
  label: string;
  count: number;
  /** Share of the first step, 0 to 1 (0 when the first step is empty). */
  ofFirst: number;
  /** Share of the step before, 0 to 1 (1 for the first step; 0 after an empty step). */
  ofPrevious: number;
};

/** A funnel's steps with their conversion, each relative to the first step and to the step before. */
export function buildFunnel(steps: ReadonlyArray<{ label: string; count: number }>): FunnelStep[] {
  const first = steps[0]?.count ?? 0;
  return steps.map((step, index) => {
    const previous = index === 0 ? step.count : steps[index - 1]!.count;
    return {
      label: step.label,
      count: step.count,
      ofFirst: first > 0 ? step.count / first : 0,
      ofPrevious: index === 0 ? 1 : previous > 0 ? step.count / previous : 0,
    };
  });
}
