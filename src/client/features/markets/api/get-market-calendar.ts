import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type MarketCalendar = InferResponseType<typeof client.markets.calendar.$get, 200>;
export type CalendarDate = MarketCalendar['dates'][number];

/** The coming regulatory deadlines over the user's formulas, from a date (today by default), in some markets (all by default). */
export const fetchMarketCalendar = async (from?: string, markets?: readonly string[]) =>
  readJson(
    await client.markets.calendar.$get({
      query: { ...(from ? { from } : {}), ...(markets && markets.length > 0 ? { markets: markets.join(',') } : {}) },
    }),
  );

export const marketCalendarQueryOptions = (from?: string, markets?: readonly string[]) =>
  queryOptions({
    queryKey: ['markets', 'calendar', from ?? 'today', markets?.join(',') ?? 'all'],
    queryFn: () => fetchMarketCalendar(from, markets),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useMarketCalendar = (from?: string, markets?: readonly string[]) =>
  useQuery(marketCalendarQueryOptions(from, markets));
