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

/** Workflow of a feedback item, as an admin moves it (spec section 3: status, priority, sentiment). */
export const FEEDBACK_STATUSES = ['new', 'reviewing', 'planned', 'in_progress', 'done', 'declined'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
export const FEEDBACK_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type FeedbackSentiment = (typeof FEEDBACK_SENTIMENTS)[number];

/** A multi-select filter sent as a comma-separated query value (`status=new,planned`). */
function listOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z
    .string()
    .max(500)
    .optional()
    .transform((text) =>
      text
        ? text
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(values)));
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-23')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'Not a calendar date');

/** The admin's feedback filters (spec section 7: in-lists, text search on title or description, date range, user). */
export const AdminFeedbackQuerySchema = z.object({
  type: listOf(FEEDBACK_TYPES),
  category: listOf(FEEDBACK_CATEGORIES),
  status: listOf(FEEDBACK_STATUSES),
  priority: listOf(FEEDBACK_PRIORITIES),
  sentiment: listOf(FEEDBACK_SENTIMENTS),
  q: z.string().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  userId: z.string().trim().min(1).max(100).optional(),
});
export type AdminFeedbackQuery = z.infer<typeof AdminFeedbackQuerySchema>;

/** What an admin may change on a feedback item; a reply is shown to its author and mailed to them. */
export const UpdateFeedbackInputSchema = z
  .object({
    status: z.enum(FEEDBACK_STATUSES).optional(),
    priority: z.enum(FEEDBACK_PRIORITIES).nullable().optional(),
    sentiment: z.enum(FEEDBACK_SENTIMENTS).nullable().optional(),
    reply: z.string().trim().min(1, 'Write a reply').max(5000).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change');
export type UpdateFeedbackInput = z.infer<typeof UpdateFeedbackInputSchema>;

export const FeedbackIdParamSchema = z.object({ id: z.uuid('Unknown feedback item') });
