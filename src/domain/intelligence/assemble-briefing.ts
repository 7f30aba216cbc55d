/** Spec section 9: a briefing is reused for 6 hours unless a refresh is forced. */
export const BRIEFING_CACHE_MS = 6 * 60 * 60 * 1000;
/** Spec section 8: what a failed briefing stores and shows. */
export const BRIEFING_ERROR = 'No briefing data received from intelligence function';

export type BriefingTrend = {
  trendName: string;
  kind: string;
  currentRelevanceScore: number;
  previousRelevanceScore: number;
  direction: string;
};
export type BriefingArticle = {
  id: string;
  title: string;
  url: string;
  sourceName: string;
  publishedAt: string;
  sentimentScore: number;
  marketImpactScore: number;
};
export type BriefingInput = {
  catalogue: string;
  latestCompleteYear: number | null;
  rising: readonly BriefingTrend[];
  falling: readonly BriefingTrend[];
  articles: readonly BriefingArticle[];
};
export type BriefingSource = { label: string; url: string };
export type Briefing = {
  points: { text: string; source: BriefingSource }[];
  articles: BriefingArticle[];
  sources: BriefingSource[];
};

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function isBriefingFresh(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < BRIEFING_CACHE_MS;
}

/** A briefing from computed trends and recent articles, each point with its source; null when there is nothing to say. */
export function assembleBriefing(input: BriefingInput): Briefing | null {
  if (input.rising.length === 0 && input.falling.length === 0 && input.articles.length === 0) return null;
  const trendSource = (trend: BriefingTrend): BriefingSource => ({
    label: `${input.catalogue} catalogue, ${trend.kind} trend`,
    url:
      trend.kind === 'note'
        ? `/material-intelligence?note=${encodeURIComponent(trend.trendName)}`
        : '/market-intelligence',
  });
  const window =
    input.latestCompleteYear === null ? 'recent years' : `${input.latestCompleteYear - 2}-${input.latestCompleteYear}`;
  const points = [
    ...input.rising.slice(0, 5).map((trend) => ({
      text: `${trend.trendName} rises: ${percent(trend.currentRelevanceScore)} of launches with notes in ${window}, from ${percent(trend.previousRelevanceScore)} in the three years before.`,
      source: trendSource(trend),
    })),
    ...input.falling.slice(0, 3).map((trend) => ({
      text: `${trend.trendName} falls: ${percent(trend.currentRelevanceScore)} of launches with notes in ${window}, from ${percent(trend.previousRelevanceScore)}.`,
      source: trendSource(trend),
    })),
  ];
  const articles = [...input.articles].sort((a, b) => b.marketImpactScore - a.marketImpactScore).slice(0, 6);
  const sources = [
    ...points.map((point) => point.source),
    ...articles.map((article) => ({ label: article.sourceName, url: article.url })),
  ].filter((source, index, all) => all.findIndex((other) => other.url === source.url) === index);
  return { points, articles, sources };
}
