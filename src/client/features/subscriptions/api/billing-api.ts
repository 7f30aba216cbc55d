import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandingInput, CheckoutInput } from '../../../../domain/subscriptions/subscriptions.schemas.ts';
import { client, readJson } from '../../../lib/api-client.ts';

/** What /pricing may offer: online payment (Stripe configured) and which tier × interval has a price. */
export const getBillingConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'config'],
    queryFn: async () => readJson(await client.billing.config.$get()),
    staleTime: 5 * 60_000,
  });

export const useBillingConfig = () => useQuery(getBillingConfigQueryOptions());

const PENDING_CHECKOUT_KEY = 'sillage:pending-checkout';

/** The plan the user just went to pay for (read back by /subscription/success), or null. */
export function readPendingCheckout(): { tier: string } | null {
  try {
    const raw = sessionStorage.getItem(PENDING_CHECKOUT_KEY);
    return raw ? (JSON.parse(raw) as { tier: string }) : null;
  } catch {
    return null;
  }
}

export function clearPendingCheckout() {
  try {
    sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** Opens Stripe Checkout for a plan (the browser leaves for Stripe's page). */
export function useCheckout() {
  return useMutation({
    mutationFn: async (input: CheckoutInput) => readJson(await client.billing.checkout.$post({ json: input })),
    onSuccess: ({ url }, input) => {
      try {
        sessionStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify({ tier: input.tier }));
      } catch {
        // storage unavailable: the success page then waits for any paid plan
      }
      window.location.assign(url);
    },
  });
}

/** Opens Stripe's customer portal (card, invoices, cancel). */
export function usePortal() {
  return useMutation({
    mutationFn: async () => readJson(await client.billing.portal.$post()),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** The white-label brand of the signed-in enterprise user (null: Sillage's own). */
export const getBrandingQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['branding', userId ?? 'anonymous'],
    queryFn: async () => readJson(await client.branding.$get()),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });

export const useBranding = (userId: string | undefined) => useQuery(getBrandingQueryOptions(userId));

export function useSaveBranding(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BrandingInput) => readJson(await client.branding.$put({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getBrandingQueryOptions(userId).queryKey }),
  });
}

export function useRemoveBranding(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await client.branding.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getBrandingQueryOptions(userId).queryKey }),
  });
}
