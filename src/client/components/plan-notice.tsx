import { Alert } from '@mantine/core';
import { ApiError } from '../lib/api.ts';
import { PlanRefusal } from './plan-refusal.tsx';

/** The plan feature and upgrade link a 403 of `requireFeature` carries, or null for any other error. */
export function readPlanRefusal(error: unknown): { feature: string; upgradeUrl: string } | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const details = error.details as { feature?: unknown; upgradeUrl?: unknown } | undefined;
  if (typeof details?.feature !== 'string') return null;
  return {
    feature: details.feature,
    upgradeUrl: typeof details.upgradeUrl === 'string' ? details.upgradeUrl : '/pricing',
  };
}

/**
 * In place of what the plan does not open: the server's sentence naming the plan, and the link to the plans. Renders
 * nothing for an error that is not a plan refusal (the screen shows that one its own way).
 */
export function PlanNotice({ error, title }: { error: unknown; title: string }) {
  const refusal = readPlanRefusal(error);
  if (!refusal || !(error instanceof Error)) return null;
  return (
    <Alert color="yellow" title={title} data-testid="plan-notice">
      <PlanRefusal message={error.message} upgradeUrl={refusal.upgradeUrl} />
    </Alert>
  );
}
