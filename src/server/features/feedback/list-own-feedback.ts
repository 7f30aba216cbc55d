import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betaFeedback } from '../../db/schema/index.ts';

/** The user's own feedback, newest first (at most 100), without the texts. */
export async function listOwnFeedback(db: Db, userId: string) {
  return db
    .select({
      id: betaFeedback.id,
      feedbackType: betaFeedback.feedbackType,
      category: betaFeedback.category,
      status: betaFeedback.status,
      title: betaFeedback.title,
      createdAt: betaFeedback.createdAt,
    })
    .from(betaFeedback)
    .where(eq(betaFeedback.userId, userId))
    .orderBy(desc(betaFeedback.createdAt))
    .limit(100);
}
