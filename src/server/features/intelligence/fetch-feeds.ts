import { eq, sql } from 'drizzle-orm';
import { analyseArticle, type Dictionaries } from '../../../domain/intelligence/analyse-article.ts';
import { CANONICAL_NOTE_KEYS } from '../../../domain/intelligence/note-key.ts';
import { parseFeed, type FeedItem } from '../../../domain/intelligence/parse-feed.ts';
import type { Db } from '../../db/client.ts';
import { newsFeeds, perfumeArticles } from '../../db/schema/index.ts';

export const FEED_TIMEOUT_MS = 15_000;
/** Spec section 4: a failed fetch is retried once after 1 s. */
export const FEED_RETRY_DELAY_MS = 1000;
const USER_AGENT = 'Sillage perfume news reader (feed fetcher; contact: the site administrator)';

export type FeedResult = { feedId: string; name: string; status: 'ok' | 'failed'; added: number; duplicates: number; skipped: number; error: string | null };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchText(url: string, retryDelayMs: number): Promise<string> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) await wait(retryDelayMs);
    try {
      const response = await fetch(url, { headers: { 'User-Agent': USER_AGENT, Accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5' }, signal: AbortSignal.timeout(FEED_TIMEOUT_MS), redirect: 'follow' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return await response.text();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

export async function loadDictionaries(db: Db): Promise<Dictionaries> {
  const brands = await db.execute<{ brand: string }>(sql`SELECT DISTINCT brand FROM commercial_perfumes WHERE length(brand) >= 4`);
  const materials = await db.execute<{ name: string }>(sql`
    SELECT DISTINCT lower(name) AS name FROM materials WHERE user_id IS NULL AND is_natural AND length(name) BETWEEN 4 AND 24 AND name !~ '[0-9,()]' LIMIT 3000`);
  return { brands: brands.rows.map((row) => row.brand), ingredients: [...new Set([...CANONICAL_NOTE_KEYS, ...materials.rows.map((row) => row.name)])] };
}

async function storeItems(db: Db, feed: { id: string; name: string; url: string }, items: readonly FeedItem[], dictionaries: Dictionaries) {
  const unique = items.filter((item, index) => items.findIndex((other) => other.url === item.url) === index);
  let added = 0;
  for (const item of unique) {
    const analysis = analyseArticle(item, dictionaries);
    const inserted = await db
      .insert(perfumeArticles)
      .values({
        feedId: feed.id, title: item.title, summary: item.summary || null, url: item.url, sourceName: feed.name, author: item.author, imageUrl: item.imageUrl,
        publishedAt: new Date(item.publishedAt), category: item.categories[0] ?? null, tags: item.categories.slice(0, 10),
        sentimentScore: analysis.sentimentScore, relevanceScore: analysis.relevanceScore, articleType: analysis.articleType,
        industrySegment: analysis.industrySegment, geographicFocus: analysis.geographicFocus, keyCompanies: analysis.keyCompanies,
        mentionedBrands: analysis.mentionedBrands, mentionedIngredients: analysis.mentionedIngredients, marketImpactScore: analysis.marketImpactScore,
        trendIndicators: analysis.trendIndicators, financialData: analysis.financialData, expertQuotes: analysis.expertQuotes,
        dataSources: [{ name: feed.name, url: feed.url }], confidenceScore: analysis.confidenceScore, readingTimeMinutes: analysis.readingTimeMinutes,
        analysisMetadata: { method: 'local lexicon', sentiment: analysis.sentiment, confidence: analysis.confidence, isTrending: analysis.isTrending, wordCount: analysis.wordCount },
      })
      .onConflictDoNothing({ target: perfumeArticles.url })
      .returning({ id: perfumeArticles.id });
    added += inserted.length;
  }
  return { added, duplicates: items.length - added };
}

/** Fetches every enabled feed (all settled), stores new articles deduplicated by URL, records each feed's outcome. */
export async function fetchAllFeeds(db: Db, options: { retryDelayMs?: number } = {}): Promise<FeedResult[]> {
  const feeds = await db.select().from(newsFeeds).where(eq(newsFeeds.isEnabled, true));
  const dictionaries = await loadDictionaries(db);
  const downloads = await Promise.allSettled(feeds.map((feed) => fetchText(feed.url, options.retryDelayMs ?? FEED_RETRY_DELAY_MS).then((xml) => parseFeed(xml))));
  const results: FeedResult[] = [];
  for (const [index, feed] of feeds.entries()) {
    const download = downloads[index];
    let result: FeedResult;
    if (download?.status === 'fulfilled') {
      const stored = await storeItems(db, feed, download.value.items, dictionaries);
      result = { feedId: feed.id, name: feed.name, status: 'ok', ...stored, skipped: download.value.skipped, error: null };
    } else {
      const reason = download?.reason instanceof Error ? download.reason.message : String(download?.reason);
      result = { feedId: feed.id, name: feed.name, status: 'failed', added: 0, duplicates: 0, skipped: 0, error: reason };
    }
    await db.update(newsFeeds).set({ lastFetchedAt: new Date(), lastStatus: result.status, lastError: result.error, lastItemCount: result.added }).where(eq(newsFeeds.id, feed.id));
    results.push(result);
  }
  return results;
}
