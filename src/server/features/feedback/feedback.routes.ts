import { desc, eq } from 'drizzle-orm';
import { CreateFeedbackInputSchema } from '../../../domain/feedback/feedback.schemas.ts';
import { betaFeedback } from '../../db/schema/index.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { createFeedback } from './create-feedback.ts';

export const feedbackRouter = createRouter()
  .post('/', validate('json', CreateFeedbackInputSchema), async (c) => {
    const feedback = await createFeedback(c.var.db, currentUser(c), c.req.valid('json'), c.req.header('user-agent') ?? '');
    return c.json({ feedback }, 201);
  })
  .get('/', async (c) => {
    const rows = await c.var.db
      .select({
        id: betaFeedback.id,
        feedbackType: betaFeedback.feedbackType,
        category: betaFeedback.category,
        status: betaFeedback.status,
        title: betaFeedback.title,
        createdAt: betaFeedback.createdAt,
      })
      .from(betaFeedback)
      .where(eq(betaFeedback.userId, c.var.userId))
      .orderBy(desc(betaFeedback.createdAt))
      .limit(100);
    return c.json({ feedback: rows });
  });
