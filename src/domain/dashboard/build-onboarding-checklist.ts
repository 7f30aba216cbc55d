/** What a new account has done so far, read from its own data. */
export type OnboardingState = {
  hasCompanyDetails: boolean;
  formulaCount: number;
  importedFormulaCount: number;
  isAiConnected: boolean;
  /** Whether the account's plan includes AI (plans.ts); without it the AI step is not offered. */
  isAiInPlan: boolean;
};

export const ONBOARDING_STEPS = ['company-details', 'first-formula', 'import-formula', 'ai-provider'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type OnboardingChecklist = {
  items: { step: OnboardingStep; isDone: boolean }[];
  doneCount: number;
  isComplete: boolean;
};

/** The getting-started checklist: each step ticks itself from the account's real state; the AI step only on plans with AI. */
export function buildOnboardingChecklist(state: OnboardingState): OnboardingChecklist {
  const done: Record<OnboardingStep, boolean> = {
    'company-details': state.hasCompanyDetails,
    'first-formula': state.formulaCount > 0,
    'import-formula': state.importedFormulaCount > 0,
    'ai-provider': state.isAiConnected,
  };
  const items = ONBOARDING_STEPS.filter((step) => step !== 'ai-provider' || state.isAiInPlan).map((step) => ({
    step,
    isDone: done[step],
  }));
  const doneCount = items.filter((item) => item.isDone).length;
  return { items, doneCount, isComplete: doneCount === items.length };
}
