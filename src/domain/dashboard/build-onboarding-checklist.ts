/** What a new account has done so far, read from its own data. */
export type OnboardingState = {
  hasCompanyDetails: boolean;
  formulaCount: number;
  importedFormulaCount: number;
  isAiConnected: boolean;
};

export const ONBOARDING_STEPS = ['company-details', 'first-formula', 'import-formula', 'ai-provider'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type OnboardingChecklist = {
  items: { step: OnboardingStep; isDone: boolean }[];
  doneCount: number;
  isComplete: boolean;
};

/** The getting-started checklist: each step ticks itself from the account's real state. */
export function buildOnboardingChecklist(state: OnboardingState): OnboardingChecklist {
  const done: Record<OnboardingStep, boolean> = {
    'company-details': state.hasCompanyDetails,
    'first-formula': state.formulaCount > 0,
    'import-formula': state.importedFormulaCount > 0,
    'ai-provider': state.isAiConnected,
  };
  const items = ONBOARDING_STEPS.map((step) => ({ step, isDone: done[step] }));
  const doneCount = items.filter((item) => item.isDone).length;
  return { items, doneCount, isComplete: doneCount === items.length };
}
