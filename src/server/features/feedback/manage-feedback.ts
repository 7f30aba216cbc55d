import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminFeedbackQuery, UpdateFeedbackInput } from '../../../domain/feedback/feedback.schemas.ts';
import { summariseFeedback } from '../../../domain/feedback/summarise-feedback.ts';
import type { Db } from '../../db/client.ts';
import { betaFeedback, betaFeedbackVotes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

function filtersOf(query: AdminFeedbackQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.type.length > 0) conditions.push(inArray(betaFeedback.feedbackType, query.type));
  if (query.category.length > 0) conditions.push(inArray(betaFeedback.category, query.category));
  if (query.status.length > 0) conditions.push(inArray(betaFeedback.status, query.status));
  if (query.priority.length > 0) conditions.push(inArray(betaFeedback.priority, query.priority));
  if (query.sentiment.length > 0) conditions.push(inArray(betaFeedback.sentiment, query.sentiment));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(betaFeedback.title, pattern), ilike(betaFeedback.description, pattern))!);
  }
  if (query.from) conditions.push(gte(betaFeedback.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(betaFeedback.createdAt, end));
  }
  if (query.userId) conditions.push(eq(betaFeedback.userId, query.userId));
  return conditions;
}

/** Every user's feedback for the admin, filtered as spec section 7 says, newest first (at most 500). */
export async function listAdminFeedback(db: Db, query: AdminFeedbackQuery) {
  return db
    .select({
      id: betaFeedback.id,
      userId: betaFeedback.userId,
      userEmail: betaFeedback.userEmail,
      feedbackType: betaFeedback.feedbackType,
      category: betaFeedback.category,
      status: betaFeedback.status,
      priority: betaFeedback.priority,
      sentiment: betaFeedback.sentiment,
      title: betaFeedback.title,
      description: betaFeedback.description,
      expectedBehavior: betaFeedback.expectedBehavior,
      actualBehavior: betaFeedback.actualBehavior,
      stepsToReproduce: betaFeedback.stepsToReproduce,
      pageUrl: betaFeedback.pageUrl,
      browser: betaFeedback.browser,
      deviceType: betaFeedback.deviceType,
      viewportSize: betaFeedback.viewportSize,
      adminReply: betaFeedback.adminReply,
      repliedAt: betaFeedback.repliedAt,
      createdAt: betaFeedback.createdAt,
      votes: sql<number>`(select count(*)::int from ${betaFeedbackVotes} where ${betaFeedbackVotes.feedbackId} = ${betaFeedback.id})`,
    })
    .from(betaFeedback)
    .where(and(...filtersOf(query)))
    .orderBy(desc(betaFeedback.createdAt))
    .limit(500);
}

/** Counts by type, status and category and per week, over the same filters (the analytics view). */
export async function summariseAdminFeedback(db: Db, query: AdminFeedbackQuery) {
  const rows = await db
    .select({
      feedbackType: betaFeedback.feedbackType,
      status: betaFeedback.status,
      category: betaFeedback.category,
      createdAt: betaFeedback.createdAt,
    })
    .from(betaFeedback)
    .where(and(...filtersOf(query)));
  return summariseFeedback(rows);
}

/** An admin's change of status, priority or sentiment, and a reply that the author sees and receives by mail. */
export async function updateFeedback(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  id: string,
  input: UpdateFeedbackInput,
) {
  const now = new Date();
  const [row] = await db
    .update(betaFeedback)
    .set({
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(input.priority === undefined ? {} : { priority: input.priority }),
      ...(input.sentiment === undefined ? {} : { sentiment: input.sentiment }),
      ...(input.reply === undefined ? {} : { adminReply: input.reply, repliedAt: now }),
      updatedAt: now,
    })
    .where(eq(betaFeedback.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Feedback item not found');
  if (input.reply !== undefined) {
    const link = `${publicUrl.replace(/\/$/, '')}/feedback`;
    await mailer.send({
      to: row.userEmail,
      subject: `Reply to your feedback: ${row.title}`,
      text: `Hello,\n\nThe Sillage team replied to your feedback "${row.title}":\n\n${input.reply}\n\nYour feedback and its status: ${link}\n`,
    });
  }
  return row;
}
