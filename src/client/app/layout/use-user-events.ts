import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getMeQueryOptions } from '../../features/accounts/api/get-me.ts';
import { getFormulaUsageQueryOptions } from '../../features/formulas/api/get-formulas.ts';
import { getInventoryQueryOptions } from '../../features/inventory/api/inventory-api.ts';
import { getBrandingQueryOptions } from '../../features/subscriptions/api/billing-api.ts';

/**
 * The signed-in user's events (GET /api/events, server-sent): a plan change made by a webhook or an administrator
 * refreshes the plan, the limits and the brand in every open tab, without a reload. EventSource reconnects by itself.
 */
export function useUserEvents(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const handleSubscription = () => {
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
  }, [userId, queryClient]);
}
