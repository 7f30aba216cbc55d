import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';

const OutboxQuerySchema = z.object({
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

async function findOutboxMessages(db: Db, query: z.infer<typeof OutboxQuerySchema>) {
  const rows = await db
    .select()
    .from(outbox)
    .where(query.to ? eq(outbox.to, query.to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(query.limit);
  return rows.map(({ to, subject, text, html, createdAt }) => ({ to, subject, text, html, createdAt }));
}

/** Mail kept in the outbox (no SMTP configured): readable by admins. */
export const adminOutboxRouter = createRouter().get('/', validate('query', OutboxQuerySchema), async (c) => {
  return c.json({ messages: await findOutboxMessages(c.var.db, c.req.valid('query')) });
});

/** The same, without a session, only when the server runs with NODE_ENV=test (end-to-end tests read links). */
export const testOutboxRouter = createRouter().get('/', validate('query', OutboxQuerySchema), async (c) => {
  return c.json({ messages: await findOutboxMessages(c.var.db, c.req.valid('query')) });
});
