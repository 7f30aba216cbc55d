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

/** Default category from the page path (spec section 5). */
export function defaultFeedbackCategory(pathname: string): FeedbackCategory {
  if (pathname.startsWith('/formula')) return 'formula_editor';
  if (pathname.startsWith('/materials')) return 'materials';
  if (pathname.startsWith('/professional-studio')) return 'professional_studio';
  if (pathname.startsWith('/pricing') || pathname.startsWith('/shopping')) return 'pricing';
  if (pathname.startsWith('/settings')) return 'settings';
  return 'other';
}
