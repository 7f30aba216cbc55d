import { describe, expect, it } from 'vitest';
import { CreateFeedbackInputSchema, defaultFeedbackCategory } from './feedback.schemas.ts';

describe('defaultFeedbackCategory', () => {
  it.each([
    ['/formula', 'formula_editor'],
    ['/formula-lab/abc', 'formula_editor'],
    ['/materials', 'materials'],
    ['/professional-studio-v2', 'professional_studio'],
    ['/pricing', 'pricing'],
    ['/shopping-list', 'pricing'],
    ['/settings', 'settings'],
    ['/dashboard', 'other'],
  ])('%s gives %s', (path, category) => {
    expect(defaultFeedbackCategory(path)).toBe(category);
  });
});

describe('CreateFeedbackInputSchema', () => {
  const valid = { feedback_type: 'bug', category: 'other', title: 'Crash', description: 'It broke' } as const;

  it('drops empty optional bug fields', () => {
    const parsed = CreateFeedbackInputSchema.parse({
      ...valid,
      expected_behavior: '  ',
      steps_to_reproduce: '1. open',
    });
    expect(parsed.expected_behavior).toBeUndefined();
    expect(parsed.steps_to_reproduce).toBe('1. open');
  });

  it.each([
    ['a blank title', { ...valid, title: '   ' }],
    ['a blank description', { ...valid, description: '' }],
    ['an unknown type', { ...valid, feedback_type: 'rant' }],
    ['an unknown category', { ...valid, category: 'billing' }],
  ])('rejects %s', (_, input) => {
    expect(CreateFeedbackInputSchema.safeParse(input).success).toBe(false);
  });
});
