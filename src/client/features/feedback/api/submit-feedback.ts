import { api } from '../../../lib/api.ts';
import type { FeedbackCategory, FeedbackType } from '../feedback-options.ts';

/** Feedback submission payload (spec section 3). Optional bug fields are omitted when empty. */
export type FeedbackSubmission = {
  feedback_type: FeedbackType;
  category: FeedbackCategory;
  page_url: string;
  page_context: { pathname: string; timestamp: string };
  title: string;
  description: string;
  expected_behavior?: string;
  actual_behavior?: string;
  steps_to_reproduce?: string;
};

export const submitFeedback = (submission: FeedbackSubmission) => api.post<unknown>('/api/feedback', submission);
