/** What one call cost: dollars, and whether the model had a price (an unknown price counts 0, marked unpriced). */
export type CallCost = { cost: number; priced: boolean };

/** A price per million tokens, in US dollars. */
export type ModelPrice = { inputPerMillion: number; outputPerMillion: number };

export function costOfCall(price: ModelPrice | null, tokensIn: number, tokensOut: number): CallCost {
  if (!price) return { cost: 0, priced: false };
  const cost =
    (Math.max(0, tokensIn) * price.inputPerMillion + Math.max(0, tokensOut) * price.outputPerMillion) / 1_000_000;
  return { cost: Math.round(cost * 1_000_000) / 1_000_000, priced: true };
}

/** The first instant of the calendar month (UTC) that `now` falls in. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Whether a user who has spent `spent` this month may make another call under `limit` dollars (0 blocks every call). */
export function isWithinCostLimit(spent: number, limit: number): boolean {
  return spent < limit;
}

export function describeCostLimit(spent: number, limit: number): string {
  return `You have reached your monthly AI cost limit: $${spent.toFixed(2)} spent of $${limit.toFixed(2)}. Raise the limit in Settings → AI, or wait for next month.`;
}

/** Tokens a call's estimate assumes it reads: a prompt with tools, history and context is rarely more. */
export const ESTIMATE_INPUT_TOKENS = 16_000;
/** Tokens a call's estimate assumes it writes. */
export const ESTIMATE_OUTPUT_TOKENS = 4_000;

/**
 * What a call is reserved at before it leaves (the monthly limit counts it until the real cost replaces it):
 * ESTIMATE_INPUT_TOKENS in and ESTIMATE_OUTPUT_TOKENS out at the model's price; 0 for a model without a price.
 */
export function estimateCallCost(price: ModelPrice | null): number {
  return costOfCall(price, ESTIMATE_INPUT_TOKENS, ESTIMATE_OUTPUT_TOKENS).cost;
}

/** The refusal on the instance's own keys: the administrator's limit, which the user cannot raise. */
export function describeInstanceCostLimit(spent: number, limit: number, planLabel?: string): string {
  const setBy = planLabel ? `set by the administrator for the ${planLabel} plan` : 'set by the administrator';
  return `You have reached this month's AI limit on the instance's own keys: $${spent.toFixed(2)} of $${limit.toFixed(2)}, ${setBy}. Connect your own key in Settings → AI, or wait for next month.`;
}

/** The features that record usage, so the cost table can say what spent the money. */
export const AI_FEATURES = [
  'test-connection',
  'enrichment',
  'assistant',
  'briefing',
  'news-analysis',
  'wizard',
  'image',
  'classification',
  'sds-reading',
] as const;
export type AiFeature = (typeof AI_FEATURES)[number];
