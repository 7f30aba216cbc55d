import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import { assembleBriefing, BRIEFING_ERROR, isBriefingFresh } from '../../../domain/intelligence/assemble-briefing.ts';
import type { Db } from '../../db/client.ts';
import { intelligenceBriefings, perfumeArticles } from '../../db/schema/index.ts';
import { getTrendOverview } from './trend-queries.ts';

const BRIEFING_TYPE = 'market';
const ARTICLE_DAYS = 30;

export async function getBriefing(db: Db) {
  const [latest] = await db
    .select()
    .from(intelligenceBriefings)
    .where(eq(intelligenceBriefings.briefingType, BRIEFING_TYPE))
    .orderBy(desc(intelligenceBriefings.createdAt))
    .limit(1);
  return latest ?? null;
}

async function buildBriefing(db: Db, catalogue: string, requestedBy: string) {
  const overview = await getTrendOverview(db, catalogue);
  const since = new Date(Date.now() - ARTICLE_DAYS * 24 * 60 * 60 * 1000);
  const articles = await db
    .select({
      id: perfumeArticles.id,
      title: perfumeArticles.title,
      url: perfumeArticles.url,
      sourceName: perfumeArticles.sourceName,
      publishedAt: perfumeArticles.publishedAt,
      sentimentScore: perfumeArticles.sentimentScore,
      marketImpactScore: perfumeArticles.marketImpactScore,
    })
    .from(perfumeArticles)
    .where(gte(perfumeArticles.publishedAt, since))
    .orderBy(desc(perfumeArticles.publishedAt))
    .limit(100);
  const briefing = assembleBriefing({
    catalogue,
    latestCompleteYear: overview.latestCompleteYear,
    rising: overview.risingNotes,
    falling: overview.fallingNotes,
    articles: articles.map((article) => ({ ...article, publishedAt: article.publishedAt.toISOString() })),
  });
  const summary = briefing
    ? `${briefing.points.length} trend points and ${briefing.articles.length} articles from the ${catalogue} catalogue and the news feeds.`
    : null;
  const [row] = await db
    .insert(intelligenceBriefings)
    .values({
      briefingType: BRIEFING_TYPE,
      briefingData: briefing,
      analysisSummary: summary,
      error: briefing ? null : BRIEFING_ERROR,
      requestedBy,
    })
    .returning();
  if (!row) throw new Error('The briefing could not be stored.');
  return row;
}

type BriefingRow = typeof intelligenceBriefings.$inferSelect;

/**
 * Market briefings on request, one in flight per server: duplicate requests wait for the one under way instead of
 * starting another. A named service of `buildDeps` (`deps.briefings`).
 */
export type Briefings = {
  /** The cached briefing if younger than 6 hours and not forced; otherwise a new one (failures stored with their error). */
  request(options: { force: boolean; catalogue: string; requestedBy: string }): Promise<BriefingRow>;
};

export function createBriefings(db: Db): Briefings {
  let inFlight: Promise<BriefingRow> | null = null;
  return {
    async request(options) {
      if (inFlight) return inFlight;
      if (!options.force) {
        const [cached] = await db
          .select()
          .from(intelligenceBriefings)
          .where(and(eq(intelligenceBriefings.briefingType, BRIEFING_TYPE), isNull(intelligenceBriefings.error)))
          .orderBy(desc(intelligenceBriefings.createdAt))
          .limit(1);
        if (cached && isBriefingFresh(cached.createdAt, new Date())) return cached;
        // Another request may have started one while this one read the cache.
        if (inFlight) return inFlight;
      }
      const building = buildBriefing(db, options.catalogue, options.requestedBy).finally(() => {
        if (inFlight === building) inFlight = null;
      });
      inFlight = building;
      return building;
    },
  };
}
