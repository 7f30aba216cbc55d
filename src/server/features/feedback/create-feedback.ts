import type { CreateFeedbackInput } from '../../../domain/feedback/feedback.schemas.ts';
import { describeDevice } from '../../../domain/tracking/describe-device.ts';
import type { SessionUser } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { betaFeedback } from '../../db/schema/index.ts';

/** Stores a feedback submission with the browser and device it came from. */
export async function createFeedback(db: Db, user: SessionUser, input: CreateFeedbackInput, userAgent: string) {
  const device = describeDevice(userAgent);
  const [row] = await db
    .insert(betaFeedback)
    .values({
      userId: user.id,
      userEmail: user.email,
      feedbackType: input.feedback_type,
      category: input.category,
      title: input.title,
      description: input.description,
      expectedBehavior: input.feedback_type === 'bug' ? input.expected_behavior : undefined,
      actualBehavior: input.feedback_type === 'bug' ? input.actual_behavior : undefined,
      stepsToReproduce: input.feedback_type === 'bug' ? input.steps_to_reproduce : undefined,
      pageUrl: input.page_url,
      pageContext: input.page_context,
      browser: device.browser,
      deviceType: device.deviceType,
      viewportSize: input.viewport_size,
      userAgent: userAgent.slice(0, 500),
    })
    .returning({ id: betaFeedback.id, status: betaFeedback.status, createdAt: betaFeedback.createdAt });
  return row!;
}
