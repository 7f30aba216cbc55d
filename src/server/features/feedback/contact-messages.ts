import { randomUUID } from 'node:crypto';
import { desc, eq, inArray, like } from 'drizzle-orm';
import { isAdmin } from '../../../domain/accounts/roles.ts';
import { buildContactMail } from '../../../domain/feedback/build-contact-mail.ts';
import type {
  ContactMessageInput,
  ContactMessageStatus,
  ContactMessagesQuery,
} from '../../../domain/feedback/contact-message.schemas.ts';
import {
  CONTACT_LIMITS,
  decideRateLimit,
  describeRetryAfter,
  type RateLimit,
  type RateWindow,
} from '../../../domain/feedback/limit-contact-messages.ts';
import type { SessionUser } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, rateLimits, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { rateLimitKey } from '../../lib/consume-rate-limit.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../lib/mailer.ts';

type Services = { db: Db; mailer: Mailer; logger: Logger; adminEmails: readonly string[]; publicUrl: string };

/** The rate-limit windows one message counts against: the user (or, for a visitor, the address) and all visitors. */
function findLimitKeys(user: SessionUser | null, email: string): Array<{ key: string; limit: RateLimit }> {
  if (user) return [{ key: `contact:user:${user.id}`, limit: CONTACT_LIMITS.perSender }];
  return [
    { key: `contact:email:${email.toLowerCase()}`, limit: CONTACT_LIMITS.perSender },
    { key: 'contact:all-visitors', limit: CONTACT_LIMITS.allVisitors },
  ];
}

/**
 * Counts one message against its windows (kept in the shared rate_limits table, so every app server agrees), or
 * refuses with 429 and how long to wait. Nothing is counted when any window refuses.
 */
async function countContactMessage(db: Db, plainKeys: Array<{ key: string; limit: RateLimit }>, now: number) {
  // Stored hashed: the table and its backups hold no address.
  const keys = plainKeys.map(({ key, limit }) => ({ key: rateLimitKey('contact', key), limit }));
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(rateLimits)
      .where(
        inArray(
          rateLimits.key,
          keys.map(({ key }) => key),
        ),
      )
      .for('update');
    const next: Array<{ key: string; window: RateWindow }> = [];
    for (const { key, limit } of keys) {
      const row = rows.find((candidate) => candidate.key === key);
      const decision = decideRateLimit(row ? { count: row.count, windowStart: row.lastRequest } : null, now, limit);
      if (!decision.allowed) {
        throw new AppError('RATE_LIMITED', describeRetryAfter(decision.retryAfterSeconds), {
          retryAfterSeconds: decision.retryAfterSeconds,
        });
      }
      next.push({ key, window: decision.next });
    }
    for (const { key, window } of next) {
      await tx
        .insert(rateLimits)
        .values({ id: randomUUID(), key, count: window.count, lastRequest: window.windowStart })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: window.count, lastRequest: window.windowStart } });
    }
  });
}

/** Who receives contact messages: the deployment's ADMIN_EMAILS and every user with an admin role, once each. */
export async function findAdminRecipients(db: Db, adminEmails: readonly string[]): Promise<string[]> {
  const candidates = await db
    .select({ email: users.email, role: users.role, emailVerified: users.emailVerified })
    .from(users)
    .where(like(users.role, '%admin%'));
  const recipients = new Set(adminEmails.map((email) => email.trim().toLowerCase()).filter(Boolean));
  for (const candidate of candidates) {
    if (isAdmin(candidate, [])) recipients.add(candidate.email.toLowerCase());
  }
  return [...recipients].sort();
}

/**
 * A message from /contact or /support: counted against the sender's limit, stored, then mailed to every admin. The
 * message is kept even when the mail fails (the admins' list shows it, `mailedAt` stays empty).
 */
export async function sendContactMessage(
  services: Services,
  user: SessionUser | null,
  input: ContactMessageInput,
  now: Date,
) {
  await countContactMessage(services.db, findLimitKeys(user, input.email), now.getTime());
  const [stored] = await services.db
    .insert(contactMessages)
    .values({ userId: user?.id ?? null, ...input, email: input.email.toLowerCase(), createdAt: now })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  const recipients = await findAdminRecipients(services.db, services.adminEmails);
  const mail = buildContactMail(input, { publicUrl: services.publicUrl, signedInAs: user?.email ?? null });
  let mailed = recipients.length > 0;
  for (const to of recipients) {
    try {
      await services.mailer.send({ to, ...mail });
    } catch (error) {
      mailed = false;
      services.logger.warn({ err: error, messageId: stored!.id }, 'contact message stored but not mailed');
    }
  }
  if (mailed) {
    await services.db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, stored!.id));
  }
  return { id: stored!.id, createdAt: stored!.createdAt };
}

/** The admins' list, newest first. */
export async function listContactMessages(db: Db, query: ContactMessagesQuery) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      topic: contactMessages.topic,
      subject: contactMessages.subject,
      message: contactMessages.message,
      page: contactMessages.page,
      status: contactMessages.status,
      signedIn: contactMessages.userId,
      mailedAt: contactMessages.mailedAt,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(query.status ? eq(contactMessages.status, query.status) : undefined)
    .orderBy(desc(contactMessages.createdAt))
    .limit(query.limit)
    .then((rows) => rows.map(({ signedIn, ...row }) => ({ ...row, signedIn: signedIn !== null })));
}

/** An admin marks a message answered or archived (or new again). */
export async function updateContactMessageStatus(db: Db, id: string, status: ContactMessageStatus) {
  const [row] = await db
    .update(contactMessages)
    .set({ status })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, status: contactMessages.status });
  if (!row) throw new AppError('NOT_FOUND', 'This message does not exist (it may have been deleted).');
  return row;
}
