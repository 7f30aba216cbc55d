import { CreateFeedbackInputSchema } from '../../../domain/feedback/feedback.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { createFeedback } from './create-feedback.ts';
import { listOwnFeedback } from './list-own-feedback.ts';

export const feedbackRouter = createRouter()
  .post('/', validate('json', CreateFeedbackInputSchema), async (c) => {
    const feedback = await createFeedback(c.var.db, currentUser(c), c.req.valid('json'), c.req.header('user-agent') ?? '');
    return c.json({ feedback }, 201);
  })
  .get('/', async (c) => c.json({ feedback: await listOwnFeedback(c.var.db, c.var.userId) }));
