import { ROUTES } from '../../config/paths.ts';

export type MarketTab = { value: string; label: string; path: string; aliases: readonly string[] };

/**
 * The Market area's tabs (issue 35 item 21): the intelligence screens of spec section 2 are one area, and every route
 * of the specification still lands on its tab (/perfumer-intel and /intelligence are the same screen).
 */
export const MARKET_TABS: readonly MarketTab[] = [
  { value: 'overview', label: 'Intelligence', path: ROUTES.intelligence.path, aliases: [ROUTES.perfumerIntel.path] },
  { value: 'trends', label: 'Market Intelligence', path: ROUTES.marketIntelligence.path, aliases: [] },
  { value: 'news', label: 'Perfume News', path: ROUTES.perfumeNews.path, aliases: [] },
  {
    value: 'professional',
    label: 'Professional Intelligence',
    path: ROUTES.professionalIntelligence.path,
    aliases: [],
  },
];

/** Every path of the Market area (the sidebar's Market entry is active on each). */
export const MARKET_PATHS: readonly string[] = MARKET_TABS.flatMap((tab) => [tab.path, ...tab.aliases]);

/** The tab a path lands on, or undefined outside the Market area. */
export function findMarketTab(pathname: string): MarketTab | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return MARKET_TABS.find((tab) => tab.path === path || tab.aliases.includes(path));
}
