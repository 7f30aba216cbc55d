import {
  ContactMessageIdParamSchema,
  ContactMessageInputSchema,
  ContactMessagesQuerySchema,
  UpdateContactMessageInputSchema,
} from '../../../domain/feedback/contact-message.schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { listContactMessages, sendContactMessage, updateContactMessageStatus } from './contact-messages.ts';

/** POST /api/contact: the form of /contact and /support, open to visitors (public prefix), rate-limited. */
export const contactRouter = createRouter().post('/', validate('json', ContactMessageInputSchema), async (c) => {
  const { mailer, logger, env } = c.var.deps;
  try {
    const message = await sendContactMessage(
      { db: c.var.db, mailer, logger, adminEmails: env.adminEmails, publicUrl: env.publicUrl },
      c.get('user') ?? null,
      c.req.valid('json'),
      new Date(),
    );
    return c.json({ message }, 201);
  } catch (error) {
    // A 429 says when to come back, in the header HTTP clients read as well as in the message.
    const details =
      error instanceof AppError ? (error.details as { retryAfterSeconds?: number } | undefined) : undefined;
    if (details?.retryAfterSeconds) c.header('Retry-After', String(details.retryAfterSeconds));
    throw error;
  }
});

/** /api/admin/contact-messages: every message, newest first; an admin marks them answered or archived. */
export const adminContactMessagesRouter = createRouter()
  .get('/', validate('query', ContactMessagesQuerySchema), async (c) =>
    c.json({ messages: await listContactMessages(c.var.db, c.req.valid('query')) }),
  )
  .patch(
    '/:id',
    validate('param', ContactMessageIdParamSchema),
    validate('json', UpdateContactMessageInputSchema),
    async (c) =>
      c.json({
        message: await updateContactMessageStatus(c.var.db, c.req.valid('param').id, c.req.valid('json').status),
      }),
  );
