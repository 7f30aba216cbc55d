import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betaFeedback, betaFeedbackVotes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

const voteCount = sql<number>`(select count(*)::int from ${betaFeedbackVotes} where ${betaFeedbackVotes.feedbackId} = ${betaFeedback.id})`;
const votedBy = (userId: string) =>
  sql<boolean>`exists(select 1 from ${betaFeedbackVotes} where ${betaFeedbackVotes.feedbackId} = ${betaFeedback.id} and ${betaFeedbackVotes.userId} = ${userId})`;

/** The user's own feedback, newest first, with its status, the admin's reply and its votes. */
export async function listOwnFeedback(db: Db, userId: string) {
  return db
    .select({
      id: betaFeedback.id,
      feedbackType: betaFeedback.feedbackType,
      category: betaFeedback.category,
      status: betaFeedback.status,
      title: betaFeedback.title,
      description: betaFeedback.description,
      adminReply: betaFeedback.adminReply,
      repliedAt: betaFeedback.repliedAt,
      createdAt: betaFeedback.createdAt,
      votes: voteCount,
      voted: votedBy(userId),
    })
    .from(betaFeedback)
    .where(eq(betaFeedback.userId, userId))
    .orderBy(desc(betaFeedback.createdAt))
    .limit(200);
}

/** Ideas anyone may vote on: features and improvements not declined, most voted first. No author is shown. */
export async function listFeedbackBoard(db: Db, userId: string) {
  return db
    .select({
      id: betaFeedback.id,
      feedbackType: betaFeedback.feedbackType,
      category: betaFeedback.category,
      status: betaFeedback.status,
      title: betaFeedback.title,
      description: betaFeedback.description,
      adminReply: betaFeedback.adminReply,
      createdAt: betaFeedback.createdAt,
      votes: voteCount,
      voted: votedBy(userId),
      isMine: sql<boolean>`${betaFeedback.userId} = ${userId}`,
    })
    .from(betaFeedback)
    .where(
      and(
        inArray(betaFeedback.feedbackType, ['feature', 'improvement']),
        notInArray(betaFeedback.status, ['declined']),
      ),
    )
    .orderBy(desc(voteCount), desc(betaFeedback.createdAt))
    .limit(200);
}

/**
 * Votes for an item, or takes the vote back when the user had voted (one vote per user). Only items the user can
 * see may be voted on: their own, or those on the board.
 */
export async function toggleFeedbackVote(db: Db, userId: string, feedbackId: string) {
  const [item] = await db
    .select({ userId: betaFeedback.userId, feedbackType: betaFeedback.feedbackType, status: betaFeedback.status })
    .from(betaFeedback)
    .where(eq(betaFeedback.id, feedbackId))
    .limit(1);
  const visible =
    item &&
    (item.userId === userId || (['feature', 'improvement'].includes(item.feedbackType) && item.status !== 'declined'));
  if (!visible) throw new AppError('NOT_FOUND', 'Feedback item not found');
  const removed = await db
    .delete(betaFeedbackVotes)
    .where(and(eq(betaFeedbackVotes.feedbackId, feedbackId), eq(betaFeedbackVotes.userId, userId)))
    .returning({ feedbackId: betaFeedbackVotes.feedbackId });
  if (removed.length === 0) await db.insert(betaFeedbackVotes).values({ feedbackId, userId }).onConflictDoNothing();
  const [{ votes } = { votes: 0 }] = await db
    .select({ votes: count() })
    .from(betaFeedbackVotes)
    .where(eq(betaFeedbackVotes.feedbackId, feedbackId));
  return { voted: removed.length === 0, votes };
}
