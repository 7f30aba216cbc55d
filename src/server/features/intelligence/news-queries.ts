import { and, desc, eq, gt, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  SENTIMENT_NEGATIVE_BELOW,
  SENTIMENT_POSITIVE_ABOVE,
  TICKER_RELEVANCE_ABOVE,
} from '../../../domain/intelligence/analyse-article.ts';
import type { ListArticlesQuery } from '../../../domain/intelligence/intelligence.schemas.ts';
import type { Db } from '../../db/client.ts';
import { newsFeeds, perfumeArticles } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** The latest articles (100 at most, spec section 9) with filters, and whether any feed was ever fetched. */
export async function listArticles(db: Db, query: ListArticlesQuery) {
  const filters: SQL[] = [];
  if (query.q)
    filters.push(
      or(
        ilike(perfumeArticles.title, containsPattern(query.q)),
        ilike(perfumeArticles.summary, containsPattern(query.q)),
      ) as SQL,
    );
  if (query.source) filters.push(eq(perfumeArticles.sourceName, query.source));
  if (query.type) filters.push(eq(perfumeArticles.articleType, query.type));
  if (query.minRelevance !== undefined) filters.push(gte(perfumeArticles.relevanceScore, query.minRelevance));
  if (query.sentiment === 'positive') filters.push(gt(perfumeArticles.sentimentScore, SENTIMENT_POSITIVE_ABOVE));
  if (query.sentiment === 'negative') filters.push(lt(perfumeArticles.sentimentScore, SENTIMENT_NEGATIVE_BELOW));
  if (query.sentiment === 'neutral')
    filters.push(
      sql`${perfumeArticles.sentimentScore} BETWEEN ${SENTIMENT_NEGATIVE_BELOW} AND ${SENTIMENT_POSITIVE_ABOVE}`,
    );
  const items = await db
    .select()
    .from(perfumeArticles)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(perfumeArticles.publishedAt))
    .limit(query.limit);
  const feeds = await db
    .select({
      name: newsFeeds.name,
      lastFetchedAt: newsFeeds.lastFetchedAt,
      lastStatus: newsFeeds.lastStatus,
      lastError: newsFeeds.lastError,
      isEnabled: newsFeeds.isEnabled,
    })
    .from(newsFeeds);
  return { items, feeds, hasFetched: feeds.some((feed) => feed.lastStatus === 'ok') };
}

/** Header ticker: the latest articles with relevance above 0.5. */
export async function listHeadlines(db: Db, limit: number) {
  return db
    .select({
      id: perfumeArticles.id,
      title: perfumeArticles.title,
      url: perfumeArticles.url,
      sourceName: perfumeArticles.sourceName,
    })
    .from(perfumeArticles)
    .where(gt(perfumeArticles.relevanceScore, TICKER_RELEVANCE_ABOVE))
    .orderBy(desc(perfumeArticles.publishedAt))
    .limit(limit);
}
