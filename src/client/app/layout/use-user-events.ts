import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getMeQueryOptions } from '../../features/accounts/api/get-me.ts';
import { getFormulaUsageQueryOptions } from '../../features/formulas/api/get-formulas.ts';
import { getInventoryQueryOptions } from '../../features/inventory/api/inventory-api.ts';
import { getBrandingQueryOptions } from '../../features/subscriptions/api/billing-api.ts';
import { PLANS } from '../../../domain/subscriptions/plans.ts';
import { isTier } from '../../../domain/subscriptions/resolve-tier.ts';
import { useBackgroundToasts } from '../../lib/use-background-toasts.ts';

/**
 * The signed-in user's events (GET /api/events, server-sent): a plan change made by a webhook or an administrator
 * refreshes the plan, the limits and the brand in every open tab, without a reload, and says so in a toast when
 * Notifications are on (Settings → Preferences). EventSource reconnects by itself.
 */
export function useUserEvents(userId: string | undefined) {
  const queryClient = useQueryClient();
  const toast = useBackgroundToasts();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const handleSubscription = (event: Event) => {
      const tier = readTier(event);
      if (tier) toast({ title: 'Your plan changed', message: `You are now on the ${PLANS[tier].label} plan.` });
      for (const queryKey of [
        getMeQueryOptions(userId).queryKey,
        getFormulaUsageQueryOptions().queryKey,
        getInventoryQueryOptions().queryKey,
        getBrandingQueryOptions(userId).queryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    source.addEventListener('subscription', handleSubscription);
    return () => {
      source.removeEventListener('subscription', handleSubscription);
      source.close();
    };
  }, [userId, queryClient, toast]);
}

function readTier(event: Event) {
  try {
    const data = JSON.parse(String((event as MessageEvent).data)) as { tier?: unknown };
    return typeof data.tier === 'string' && isTier(data.tier) ? data.tier : null;
  } catch {
    return null;
  }
}
