import type { CalendarDate } from '../../../domain/markets/build-market-calendar.ts';
import { buildMarketCalendar, buildNextCalendarDate } from '../../../domain/markets/build-market-calendar.ts';
import type { IsoDate, MarketId } from '../../../domain/markets/market-rules.ts';
import type { VerdictDeps } from '../regulatory/regulatory.public.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { findLibraryRuleFindings } from './find-library-rule-findings.ts';

export type MarketCalendar = {
  from: IsoDate;
  to: IsoDate | null;
  dates: CalendarDate[];
  /** The first date that affects one of the formulas (the dashboard's deadline), or null. */
  nextDeadline: { date: IsoDate; markets: MarketId[]; formulaCount: number; firstFormulaId: string } | null;
  skipped: { formulaId: string; name: string; reason: string }[];
};

/**
 * GET /api/markets/calendar: the coming deadlines over every formula of the scope's workspace its user may open
 * (issue 30; the notice job asks for the ones they wrote), per market and formula. With `view: 'next'`, only the
 * next date, each market with its first formula (the dashboard's panel): a house's calendar lists its 10,000
 * formulas under every date, 8.6 MB of JSON the panel does not show.
 */
export async function buildUserMarketCalendar(
  deps: VerdictDeps,
  scope: WorkspaceScope,
  query: { from: IsoDate; to?: IsoDate; markets?: readonly MarketId[]; view?: 'all' | 'next' },
  options: Parameters<typeof findLibraryRuleFindings>[3] = {},
): Promise<MarketCalendar> {
  const library = await findLibraryRuleFindings(deps, scope, query.markets, options);
  const input = { formulas: library.formulas, from: query.from, ...(query.to ? { to: query.to } : {}) };
  // The next date only: its markets' first formulas built, not every formula of every date (a house's 10,000).
  const next = query.view === 'next' ? buildNextCalendarDate(input) : null;
  const dates = query.view === 'next' ? (next ? [next.date] : []) : buildMarketCalendar(input);
  const [first] = dates;
  return {
    from: query.from,
    to: query.to ?? null,
    dates,
    nextDeadline: first
      ? {
          date: first.date,
          markets: first.markets.map((market) => market.market),
          formulaCount:
            next?.formulaCount ??
            new Set(first.markets.flatMap((market) => market.formulas.map((formula) => formula.formulaId))).size,
          firstFormulaId: first.markets[0]?.formulas[0]?.formulaId ?? '',
        }
      : null,
    skipped: library.skipped,
  };
}
