import type { FeedbackCategory, FeedbackType } from '../../../domain/feedback/feedback.schemas.ts';

export {
  FEEDBACK_CATEGORIES,
  FEEDBACK_TYPES,
  defaultFeedbackCategory,
} from '../../../domain/feedback/feedback.schemas.ts';
export type { FeedbackCategory, FeedbackType };

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  bug: 'Bug report',
  feature: 'Feature request',
  improvement: 'Improvement',
  question: 'Question',
  praise: 'Praise',
};

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  formula_editor: 'Formula editor',
  materials: 'Materials',
  professional_studio: 'Professional studio',
  pricing: 'Pricing & shopping',
  ui_ux: 'Design & usability',
  performance: 'Performance',
  auth: 'Sign-in & account',
  settings: 'Settings',
  other: 'Other',
};

export {
  FEEDBACK_PRIORITIES,
  FEEDBACK_SENTIMENTS,
  FEEDBACK_STATUSES,
} from '../../../domain/feedback/feedback.schemas.ts';

/** Status words a user reads next to their feedback. */
export const FEEDBACK_STATUS_LABELS: Record<string, string> = {
  new: 'Received',
  reviewing: 'Under review',
  planned: 'Planned',
  in_progress: 'In progress',
  done: 'Done',
  declined: 'Not planned',
};

export const FEEDBACK_STATUS_COLOURS: Record<string, string> = {
  new: 'gray',
  reviewing: 'blue',
  planned: 'grape',
  in_progress: 'orange',
  done: 'teal',
  declined: 'red',
};

export const FEEDBACK_PRIORITY_LABELS: Record<string, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
export const FEEDBACK_SENTIMENT_LABELS: Record<string, string> = {
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
};

export const labelOf = (labels: Record<string, string>, value: string | null | undefined) =>
  value ? (labels[value] ?? value) : '';
