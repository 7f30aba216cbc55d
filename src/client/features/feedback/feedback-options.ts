import type { FeedbackCategory, FeedbackType } from '../../../domain/feedback/feedback.schemas.ts';

export { FEEDBACK_CATEGORIES, FEEDBACK_TYPES, defaultFeedbackCategory } from '../../../domain/feedback/feedback.schemas.ts';
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
