import { describe, expect, it } from 'vitest';
import { buildOnboardingChecklist, type OnboardingState } from './build-onboarding-checklist.ts';

const NEW_ACCOUNT: OnboardingState = {
  hasCompanyDetails: false,
  formulaCount: 0,
  importedFormulaCount: 0,
  isAiConnected: false,
  isAiInPlan: true,
};

describe('buildOnboardingChecklist', () => {
  it.each<[string, Partial<OnboardingState>, string[], boolean]>([
    ['a new account has nothing done', {}, [], false],
    ['company details filled in', { hasCompanyDetails: true }, ['company-details'], false],
    ['a first formula', { formulaCount: 1 }, ['first-formula'], false],
    [
      'an imported formula is also a first formula',
      { formulaCount: 1, importedFormulaCount: 1 },
      ['first-formula', 'import-formula'],
      false,
    ],
    ['a provider connected', { isAiConnected: true }, ['ai-provider'], false],
    [
      'everything done',
      { hasCompanyDetails: true, formulaCount: 3, importedFormulaCount: 1, isAiConnected: true },
      ['company-details', 'first-formula', 'import-formula', 'ai-provider'],
      true,
    ],
    [
      'on a plan without AI, the three other steps complete the list',
      { isAiInPlan: false, hasCompanyDetails: true, formulaCount: 3, importedFormulaCount: 1 },
      ['company-details', 'first-formula', 'import-formula'],
      true,
    ],
  ])('%s', (_case, state, done, isComplete) => {
    const checklist = buildOnboardingChecklist({ ...NEW_ACCOUNT, ...state });
    expect(checklist.items.filter((item) => item.isDone).map((item) => item.step)).toEqual(done);
    expect(checklist.doneCount).toBe(done.length);
    expect(checklist.isComplete).toBe(isComplete);
  });

  it.each<[string, boolean, string[]]>([
    [
      'offers the AI step on a plan with AI',
      true,
      ['company-details', 'first-formula', 'import-formula', 'ai-provider'],
    ],
    [
      'leaves the AI step out on a plan without AI (Free)',
      false,
      ['company-details', 'first-formula', 'import-formula'],
    ],
  ])('%s', (_case, isAiInPlan, steps) => {
    expect(buildOnboardingChecklist({ ...NEW_ACCOUNT, isAiInPlan }).items.map((item) => item.step)).toEqual(steps);
  });
});
