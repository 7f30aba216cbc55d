import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsFeeds, perfumeArticles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The feeds ../shared/data/news-feeds/SOURCE.md lists as confirmed by public code. */
export const CONFIRMED_FEEDS = [
  { name: 'Now Smell This', url: 'https://nstperfume.com/feed/' },
  { name: 'Bois de Jasmin', url: 'https://boisdejasmin.com/feed/' },
  { name: 'ÇaFleureBon', url: 'https://www.cafleurebon.com/feed/' },
  { name: 'Premium Beauty News', url: 'https://www.premiumbeautynews.com/spip.php?page=backend' },
] as const;

/** Seeds the confirmed feeds once: when no feed and no article exist yet. */
export async function seedFeedsIfEmpty(db: Db): Promise<void> {
  const [feeds] = await db.select({ total: count() }).from(newsFeeds);
  const [articles] = await db.select({ total: count() }).from(perfumeArticles);
  if ((feeds?.total ?? 0) > 0 || (articles?.total ?? 0) > 0) return;
  await db
    .insert(newsFeeds)
    .values([...CONFIRMED_FEEDS])
    .onConflictDoNothing();
}

export async function listFeeds(db: Db) {
  await seedFeedsIfEmpty(db);
  return db.select().from(newsFeeds).orderBy(asc(newsFeeds.name));
}

export async function createFeed(db: Db, input: { name: string; url: string }) {
  const [feed] = await db.insert(newsFeeds).values(input).onConflictDoNothing().returning();
  if (!feed) throw new AppError('CONFLICT', 'This feed address is already configured.');
  return feed;
}

export async function updateFeed(db: Db, id: string, input: { isEnabled: boolean }) {
  const [feed] = await db.update(newsFeeds).set(input).where(eq(newsFeeds.id, id)).returning();
  if (!feed) throw new AppError('NOT_FOUND', 'No feed with this id.');
  return feed;
}

export async function deleteFeed(db: Db, id: string) {
  const [feed] = await db.delete(newsFeeds).where(eq(newsFeeds.id, id)).returning({ id: newsFeeds.id });
  if (!feed) throw new AppError('NOT_FOUND', 'No feed with this id.');
}
