import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { Dashboard } from '../api/get-dashboard.ts';
import { OnboardingChecklist } from './onboarding-checklist.tsx';

const onboarding = (overrides: Partial<Dashboard['onboarding']> = {}): Dashboard['onboarding'] => ({
  isDismissed: false,
  hasSampleFormula: false,
  items: [
    { step: 'company-details', isDone: true },
    { step: 'first-formula', isDone: false },
    { step: 'import-formula', isDone: false },
  ],
  doneCount: 1,
  isComplete: false,
  ...overrides,
});

function renderChecklist(data: Dashboard['onboarding'], isOpeningSample = false, canDismiss = true) {
  const handlers = { onDismiss: vi.fn(), onOpenSample: vi.fn() };
  const view = renderApp(
    <OnboardingChecklist onboarding={data} isOpeningSample={isOpeningSample} canDismiss={canDismiss} {...handlers} />,
  );
  return { ...view, ...handlers };
}

const step = (name: string) => document.querySelector(`[data-step="${name}"]`) as HTMLElement;

describe('OnboardingChecklist (dashboard: getting started)', () => {
  it('counts the steps done, strikes them out and offers a link only for the steps left', () => {
    renderChecklist(onboarding());
    expect(screen.getByText('1 of 3 done. Each step ticks itself once it is done.')).toBeInTheDocument();
    expect(within(step('company-details')).getByRole('img', { name: 'Done' })).toBeInTheDocument();
    expect(within(step('company-details')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(step('first-formula')).getByRole('img', { name: 'To do' })).toBeInTheDocument();
    expect(within(step('first-formula')).getByRole('link', { name: 'New formula' })).toHaveAttribute(
      'href',
      '/formula',
    );
    expect(within(step('import-formula')).getByRole('link', { name: 'Import from CSV' })).toHaveAttribute(
      'href',
      '/formula-lab',
    );
    expect(screen.queryByText('Connect an AI provider')).not.toBeInTheDocument();
  });

  it('offers a sample formula beside “New formula” only when the library can build one', async () => {
    const { user, onOpenSample } = renderChecklist(onboarding({ hasSampleFormula: true }));
    await user.click(within(step('first-formula')).getByRole('button', { name: 'Open a sample' }));
    expect(onOpenSample).toHaveBeenCalledTimes(1);
  });

  it('hides the sample button without a sample', () => {
    renderChecklist(onboarding());
    expect(screen.queryByRole('button', { name: 'Open a sample' })).not.toBeInTheDocument();
  });

  it('links the AI step to Settings → AI on a plan with AI', () => {
    renderChecklist(
      onboarding({
        items: [...onboarding().items, { step: 'ai-provider', isDone: false }],
      }),
    );
    expect(screen.getByRole('link', { name: 'Settings → AI' })).toHaveAttribute('href', '/settings#ai');
  });

  it('is dismissed by its close button', async () => {
    const { user, onDismiss } = renderChecklist(onboarding());
    await user.click(screen.getByRole('button', { name: 'Hide the getting-started checklist' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('cannot be hidden before the settings it is hidden in have loaded (the change would be refused)', async () => {
    const { user, onDismiss } = renderChecklist(onboarding(), false, false);
    const close = screen.getByRole('button', { name: 'Hide the getting-started checklist' });
    expect(close).toBeDisabled();
    await user.click(close);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('offers to hide itself once every step is done', async () => {
    const items = onboarding().items.map((item) => ({ ...item, isDone: true }));
    const { user, onDismiss } = renderChecklist(onboarding({ items, doneCount: 3, isComplete: true }));
    expect(screen.getByText('3 of 3 done. Each step ticks itself once it is done.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New formula|Import from CSV|Settings/ })).not.toBeInTheDocument();
    await user.click(screen.getByText('All done: hide this checklist'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
