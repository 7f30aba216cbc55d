import type { CalendarDate } from '../../../domain/markets/build-market-calendar.ts';
import { buildMarketCalendar } from '../../../domain/markets/build-market-calendar.ts';
import type { IsoDate, MarketId } from '../../../domain/markets/market-rules.ts';
import type { ComplianceDeps } from '../regulatory/regulatory.public.ts';
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
 * (issue 30; the notice job asks for the ones they wrote), per market and formula.
 */
export async function buildUserMarketCalendar(
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  query: { from: IsoDate; to?: IsoDate; markets?: readonly MarketId[] },
  options: { authoredOnly?: boolean } = {},
): Promise<MarketCalendar> {
  const library = await findLibraryRuleFindings(deps, scope, query.markets, options);
  const dates = buildMarketCalendar({
    formulas: library.formulas,
    from: query.from,
    ...(query.to ? { to: query.to } : {}),
  });
  const first = dates[0];
  const formulaIds = new Set(first?.markets.flatMap((market) => market.formulas.map((formula) => formula.formulaId)));
  return {
    from: query.from,
    to: query.to ?? null,
    dates,
    nextDeadline: first
      ? {
          date: first.date,
          markets: first.markets.map((market) => market.market),
          formulaCount: formulaIds.size,
          firstFormulaId: first.markets[0]?.formulas[0]?.formulaId ?? '',
        }
      : null,
    skipped: library.skipped,
  };
}
