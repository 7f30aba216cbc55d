import { TRADE_NAMES } from '../../../domain/reference-data/trade-names.ts';
import { eq, sql } from 'drizzle-orm';
import { analyseArticle, type Dictionaries } from '../../../domain/intelligence/analyse-article.ts';
import { CANONICAL_NOTE_KEYS } from '../../../domain/intelligence/note-key.ts';
import { parseFeed, type FeedItem } from '../../../domain/intelligence/parse-feed.ts';
import type { Db } from '../../db/client.ts';
import { newsFeeds, perfumeArticles } from '../../db/schema/index.ts';
import { decodeBody } from '../../lib/decode-body.ts';
import { fetchPublic, FetchRefusedError } from '../../lib/fetch-public.ts';

export const FEED_TIMEOUT_MS = 15_000;
/** A feed is a few hundred kilobytes; past this it is refused unread (a 150 MB feed once took the server down). */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
/** Spec section 4: a failed fetch is retried once after 1 s. */
export const FEED_RETRY_DELAY_MS = 1000;
const USER_AGENT = 'Sillage perfume news reader (feed fetcher; contact: the site administrator)';

export type FeedResult = {
  feedId: string;
  name: string;
  status: 'ok' | 'failed';
  added: number;
  duplicates: number;
  skipped: number;
  error: string | null;
};
export type FetchFeedsOptions = {
  retryDelayMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
  allowedHosts?: readonly string[];
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Refusals that a second try cannot change. */
const FINAL_REFUSALS = new Set(['NOT_ALLOWED', 'TOO_LARGE', 'BAD_URL', 'TOO_MANY_REDIRECTS']);

async function fetchText(url: string, options: FetchFeedsOptions): Promise<string> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) await wait(options.retryDelayMs ?? FEED_RETRY_DELAY_MS);
    try {
      const response = await fetchPublic(url, {
        maxBytes: options.maxBytes ?? FEED_MAX_BYTES,
        timeoutMs: options.timeoutMs ?? FEED_TIMEOUT_MS,
        allowedHosts: options.allowedHosts,
        headers: {
          'User-Agent': USER_AGENT,
          Accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5',
        },
      });
      if (response.status < 200 || response.status >= 300) throw new Error(`HTTP ${response.status}`);
      return decodeBody(response);
    } catch (error) {
      lastError = error;
      if (error instanceof FetchRefusedError && FINAL_REFUSALS.has(error.code)) break;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

export async function loadDictionaries(db: Db): Promise<Dictionaries> {
  const brands = await db.execute<{ brand: string }>(
    sql`SELECT DISTINCT brand FROM commercial_perfumes WHERE length(brand) >= 4`,
  );
  const materials = await db.execute<{ name: string }>(sql`
    SELECT DISTINCT lower(name) AS name FROM materials WHERE user_id IS NULL AND is_natural AND length(name) BETWEEN 4 AND 24 AND name !~ '[0-9,()]' LIMIT 3000`);
  // Aroma chemicals perfumers name by their trade names (Iso E Super, Hedione): those of materials in the library.
  const tradeCas = TRADE_NAMES.map((entry) => entry.cas);
  const inLibrary = await db.execute<{ cas: string }>(
    sql`SELECT DISTINCT cas FROM materials WHERE user_id IS NULL AND cas IN (${sql.join(
      tradeCas.map((cas) => sql`${cas}`),
      sql`, `,
    )})`,
  );
  const libraryCas = new Set(inLibrary.rows.map((row) => row.cas));
  const tradeNames = TRADE_NAMES.filter((entry) => libraryCas.has(entry.cas)).flatMap((entry) =>
    entry.names.map((tradeName) => tradeName.name),
  );
  return {
    brands: brands.rows.map((row) => row.brand),
    ingredients: [...new Set([...CANONICAL_NOTE_KEYS, ...materials.rows.map((row) => row.name), ...tradeNames])],
  };
}

async function storeItems(
  db: Db,
  feed: { id: string; name: string; url: string },
  items: readonly FeedItem[],
  dictionaries: Dictionaries,
) {
  const seen = new Set<string>();
  const unique = items.filter((item) => !seen.has(item.url) && Boolean(seen.add(item.url)));
  let added = 0;
  let rejected = 0;
  for (const item of unique) {
    const analysis = analyseArticle(item, dictionaries);
    // One item the database refuses is skipped alone, never the rest of the feed.
    const inserted = await db
      .insert(perfumeArticles)
      .values({
        feedId: feed.id,
        title: item.title,
        summary: item.summary || null,
        url: item.url,
        sourceName: feed.name,
        author: item.author,
        imageUrl: item.imageUrl,
        publishedAt: new Date(item.publishedAt),
        category: item.categories[0] ?? null,
        tags: item.categories.slice(0, 10),
        sentimentScore: analysis.sentimentScore,
        relevanceScore: analysis.relevanceScore,
        articleType: analysis.articleType,
        industrySegment: analysis.industrySegment,
        geographicFocus: analysis.geographicFocus,
        keyCompanies: analysis.keyCompanies,
        mentionedBrands: analysis.mentionedBrands,
        mentionedIngredients: analysis.mentionedIngredients,
        marketImpactScore: analysis.marketImpactScore,
        trendIndicators: analysis.trendIndicators,
        financialData: analysis.financialData,
        expertQuotes: analysis.expertQuotes,
        dataSources: [{ name: feed.name, url: feed.url }],
        confidenceScore: analysis.confidenceScore,
        readingTimeMinutes: analysis.readingTimeMinutes,
        analysisMetadata: {
          method: 'local lexicon',
          sentiment: analysis.sentiment,
          confidence: analysis.confidence,
          isTrending: analysis.isTrending,
          wordCount: analysis.wordCount,
        },
      })
      .onConflictDoNothing({ target: perfumeArticles.url })
      .returning({ id: perfumeArticles.id })
      .catch(() => null);
    if (inserted === null) rejected += 1;
    else added += inserted.length;
  }
  return { added, duplicates: items.length - added - rejected, rejected };
}

/**
 * Fetches every enabled feed, stores new articles deduplicated by URL, records each feed's outcome. Each feed is
 * fetched, parsed and stored on its own: a huge, slow, malformed or hostile feed fails alone and never stops the others.
 */
export async function fetchAllFeeds(db: Db, options: FetchFeedsOptions = {}): Promise<FeedResult[]> {
  const feeds = await db.select().from(newsFeeds).where(eq(newsFeeds.isEnabled, true));
  const dictionaries = await loadDictionaries(db);
  const downloads = await Promise.allSettled(
    feeds.map((feed) => fetchText(feed.url, options).then((xml) => parseFeed(xml))),
  );
  const results: FeedResult[] = [];
  for (const [index, feed] of feeds.entries()) {
    const download = downloads[index];
    let result: FeedResult;
    try {
      if (download?.status !== 'fulfilled') throw download?.reason;
      const { added, duplicates, rejected } = await storeItems(db, feed, download.value.items, dictionaries);
      result = {
        feedId: feed.id,
        name: feed.name,
        status: 'ok',
        added,
        duplicates,
        skipped: download.value.skipped + rejected,
        error: null,
      };
    } catch (error) {
      result = {
        feedId: feed.id,
        name: feed.name,
        status: 'failed',
        added: 0,
        duplicates: 0,
        skipped: 0,
        error: describeFeedError(error),
      };
    }
    await db
      .update(newsFeeds)
      .set({
        lastFetchedAt: new Date(),
        lastStatus: result.status,
        lastError: result.error,
        lastItemCount: result.added,
      })
      .where(eq(newsFeeds.id, feed.id));
    results.push(result);
  }
  return results;
}

function describeFeedError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500) || 'The feed could not be read';
}
