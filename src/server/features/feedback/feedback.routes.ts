import {
  AdminFeedbackQuerySchema,
  CreateFeedbackInputSchema,
  FeedbackIdParamSchema,
  UpdateFeedbackInputSchema,
} from '../../../domain/feedback/feedback.schemas.ts';
import { assertRateLimit } from '../../lib/consume-rate-limit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { createFeedback } from './create-feedback.ts';
import { listFeedbackBoard, listOwnFeedback, toggleFeedbackVote } from './feedback-board.ts';
import { listAdminFeedback, summariseAdminFeedback, updateFeedback } from './manage-feedback.ts';

/** The window of the feedback limit: `FEEDBACK_RATE_LIMIT` items per user per hour. */
const FEEDBACK_WINDOW_MS = 60 * 60 * 1000;

export const feedbackRouter = createRouter()
  .post('/', validate('json', CreateFeedbackInputSchema), async (c) => {
    await assertRateLimit(
      c.var.db,
      'feedback',
      c.var.userId,
      { max: c.var.deps.env.FEEDBACK_RATE_LIMIT, windowMs: FEEDBACK_WINDOW_MS },
      'You have sent a lot of feedback this hour.',
    );
    const feedback = await createFeedback(
      c.var.db,
      currentUser(c),
      c.req.valid('json'),
      c.req.header('user-agent') ?? '',
    );
    return c.json({ feedback }, 201);
  })
  .get('/', async (c) => c.json({ feedback: await listOwnFeedback(c.var.db, c.var.userId) }))
  .get('/board', async (c) => c.json({ items: await listFeedbackBoard(c.var.db, c.var.userId) }))
  .post('/:id/vote', validate('param', FeedbackIdParamSchema), async (c) =>
    c.json(await toggleFeedbackVote(c.var.db, c.var.userId, c.req.valid('param').id)),
  );

/** /api/admin/feedback: every user's feedback, filters, status, priority, replies and analytics. */
export const adminFeedbackRouter = createRouter()
  .get('/', validate('query', AdminFeedbackQuerySchema), async (c) =>
    c.json({ items: await listAdminFeedback(c.var.db, c.req.valid('query')) }),
  )
  .get('/analytics', validate('query', AdminFeedbackQuerySchema), async (c) =>
    c.json(await summariseAdminFeedback(c.var.db, c.req.valid('query'))),
  )
  .patch('/:id', validate('param', FeedbackIdParamSchema), validate('json', UpdateFeedbackInputSchema), async (c) => {
    const { mailer, env } = c.var.deps;
    const item = await updateFeedback(c.var.db, mailer, env.publicUrl, c.req.valid('param').id, c.req.valid('json'));
    return c.json({
      item: {
        id: item.id,
        status: item.status,
        priority: item.priority,
        sentiment: item.sentiment,
        adminReply: item.adminReply,
        repliedAt: item.repliedAt,
      },
    });
  });
