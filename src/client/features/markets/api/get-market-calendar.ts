import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type MarketCalendar = InferResponseType<typeof client.markets.calendar.$get, 200>;
export type CalendarDate = MarketCalendar['dates'][number];

/**
 * What the calendar answers: every date with every formula (`all`), or the next deadline only (`next`: its date with
 * each market's first formula, what the dashboard shows).
 */
export type MarketCalendarView = 'all' | 'next';

/** The coming regulatory deadlines over the user's formulas, from a date (today by default), in some markets (all by default). */
export const fetchMarketCalendar = async (
  from?: string,
  markets?: readonly string[],
  view: MarketCalendarView = 'all',
) =>
  readJson(
    await client.markets.calendar.$get({
      query: {
        ...(from ? { from } : {}),
        ...(markets && markets.length > 0 ? { markets: markets.join(',') } : {}),
        ...(view === 'next' ? { view } : {}),
      },
    }),
  );

export const marketCalendarQueryOptions = (
  from?: string,
  markets?: readonly string[],
  view: MarketCalendarView = 'all',
) =>
  queryOptions({
    queryKey: ['markets', 'calendar', from ?? 'today', markets?.join(',') ?? 'all', view],
    queryFn: () => fetchMarketCalendar(from, markets, view),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useMarketCalendar = (from?: string, markets?: readonly string[], view: MarketCalendarView = 'all') =>
  useQuery(marketCalendarQueryOptions(from, markets, view));
