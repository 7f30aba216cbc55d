/** One step of a tolerance rule: targets below `belowGrams` may be off by `percent` of the target. */
export type ToleranceStep = { belowGrams: number; percent: number };

/**
 * The default rule by amount: small amounts are harder to hit on a 0.001 g balance, so they are allowed a wider
 * share. Below 1 g ±5 %, below 10 g ±2 %, below 100 g ±1 %, from 100 g ±0.5 %.
 */
export const DEFAULT_TOLERANCE_RULE: readonly ToleranceStep[] = [
  { belowGrams: 1, percent: 5 },
  { belowGrams: 10, percent: 2 },
  { belowGrams: 100, percent: 1 },
  { belowGrams: Number.POSITIVE_INFINITY, percent: 0.5 },
];

/** The readability of a common perfumery balance: no tolerance is finer than one digit. */
export const BALANCE_READABILITY_GRAMS = 0.001;

export type LineTolerance = { percent: number; grams: number; isSet: boolean };

/**
 * A line's tolerance: the percent the user set for the line, else the rule's step for the target; in grams at
 * least the balance's readability.
 */
export function findLineTolerance(
  targetGrams: number,
  setPercent: number | null | undefined,
  rule: readonly ToleranceStep[] = DEFAULT_TOLERANCE_RULE,
): LineTolerance {
  const isSet = setPercent !== null && setPercent !== undefined && setPercent >= 0;
  const percent = isSet
    ? setPercent
    : (rule.find((step) => targetGrams < step.belowGrams)?.percent ?? rule.at(-1)?.percent ?? 0);
  const grams = Math.max(BALANCE_READABILITY_GRAMS, (Math.abs(targetGrams) * percent) / 100);
  return { percent, grams: Math.round(grams * 10_000) / 10_000, isSet };
}

export type WeighingCheck = 'under' | 'within' | 'over';

/** Where a weighed amount stands against its target and tolerance (the bounds are within). */
export function checkWeighing(targetGrams: number, weighedGrams: number, toleranceGrams: number): WeighingCheck {
  const difference = Math.round((weighedGrams - targetGrams) * 10_000) / 10_000;
  if (difference > toleranceGrams) return 'over';
  if (difference < -toleranceGrams) return 'under';
  return 'within';
}
