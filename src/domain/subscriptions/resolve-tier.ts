export const TIERS = ['free', 'basic', 'premium', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export type SubscriberRecord = { subscribed: boolean; subscriptionTier: string; subscriptionEnd: Date | null };

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}

/**
 * The subscription tier of spec section 4: no e-mail gives free; an admin gets enterprise; a subscribed
 * subscribers row whose end date has not passed gives its tier; everything else is free.
 */
export function resolveTier(input: {
  email: string | null;
  isAdmin: boolean;
  subscriber: SubscriberRecord | null;
  now: Date;
}): Tier {
  if (!input.email) return 'free';
  if (input.isAdmin) return 'enterprise';
  const subscriber = input.subscriber;
  if (!subscriber || !subscriber.subscribed) return 'free';
  if (subscriber.subscriptionEnd && subscriber.subscriptionEnd.getTime() < input.now.getTime()) return 'free';
  return isTier(subscriber.subscriptionTier) ? subscriber.subscriptionTier : 'free';
}

/** Whole days until the subscription ends, or null when there is no end date. */
export function daysRemaining(subscriptionEnd: Date | null, now: Date): number | null {
  if (!subscriptionEnd) return null;
  return Math.max(0, Math.ceil((subscriptionEnd.getTime() - now.getTime()) / 86_400_000));
}
