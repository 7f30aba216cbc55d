import { z } from 'zod';

/** Feedback types and categories (spec section 5). */
export const FEEDBACK_TYPES = ['bug', 'feature', 'improvement', 'question', 'praise'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_CATEGORIES = [
  'formula_editor',
  'materials',
  'professional_studio',
  'pricing',
  'ui_ux',
  'performance',
  'auth',
  'settings',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The category a feedback dialog starts with, from the page it was opened on (spec section 5). */
export function defaultFeedbackCategory(pathname: string): FeedbackCategory {
  if (pathname.startsWith('/formula')) return 'formula_editor';
  if (pathname.startsWith('/materials')) return 'materials';
  if (pathname.startsWith('/professional-studio')) return 'professional_studio';
  if (pathname.startsWith('/pricing') || pathname.startsWith('/shopping')) return 'pricing';
  if (pathname.startsWith('/settings')) return 'settings';
  return 'other';
}

const optionalText = z
  .string()
  .trim()
  .max(5000)
  .optional()
  .transform((value) => (value ? value : undefined));

/** A feedback submission (spec section 3): title and description required; bug fields optional, dropped if empty. */
export const CreateFeedbackInputSchema = z.object({
  feedback_type: z.enum(FEEDBACK_TYPES),
  category: z.enum(FEEDBACK_CATEGORIES),
  page_url: z.string().max(2000).optional(),
  page_context: z.object({ pathname: z.string().max(2000), timestamp: z.string().max(100) }).optional(),
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().min(1, 'Description is required').max(10_000),
  expected_behavior: optionalText,
  actual_behavior: optionalText,
  steps_to_reproduce: optionalText,
  viewport_size: z.string().max(40).optional(),
});
export type CreateFeedbackInput = z.infer<typeof CreateFeedbackInputSchema>;
