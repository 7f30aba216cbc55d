import type { ComplianceReport } from '../regulatory/check-formula-totals.ts';

/** Above this share of its limit a line's binding Standard reads "near the limit". */
export const NEAR_LIMIT_RATIO = 0.8;

/** The Standard that binds a line, with its concentration in the finished product against the limit. */
export type BindingLimit = { standardKey: string; name: string; concentration: number; limit: number };

/** The IFRA status of one spreadsheet line in the product's category. */
export type LineStatus =
  | { kind: 'ok'; headroomGrams: number | null; maxPercentAlone: number | null }
  | { kind: 'near'; headroomGrams: number; binding: BindingLimit }
  | { kind: 'over'; bindingConstraint: string; gramsToRemove: number; binding: BindingLimit | null }
  | { kind: 'prohibited' }
  | { kind: 'unresolved' }
  | { kind: 'not-in-library' }
  | { kind: 'pending' }
  | { kind: 'excluded' };

function findBinding(report: Pick<ComplianceReport, 'standards' | 'phototoxicity'>, key: string): BindingLimit | null {
  if (key === 'phototoxicity-sum')
    return {
      standardKey: key,
      name: 'Phototoxicity sum of ratios',
      concentration: report.phototoxicity.sumOfRatios,
      limit: 1,
    };
  const standard = report.standards.find((entry) => entry.key === key);
  if (!standard || standard.limit?.kind !== 'percent') return null;
  return { standardKey: key, name: standard.name, concentration: standard.concentration, limit: standard.limit.value };
}

/**
 * Per line, from a compliance report with line headroom: prohibited when the line brings a prohibited
 * substance; over the limit when the formula breaches a limit this line contributes to, with the grams to
 * remove and the Standard's concentration against its limit; near the limit above 80 % of it; otherwise OK
 * with the grams that can still be added (null when no limit applies).
 */
export function deriveLineStatuses(
  report: Pick<ComplianceReport, 'lineHeadroom' | 'unresolved' | 'standards' | 'phototoxicity'>,
): Map<string, LineStatus> {
  const statuses = new Map<string, LineStatus>();
  const unresolvedLines = new Set(report.unresolved.flatMap((entry) => entry.lineIds));
  for (const entry of report.lineHeadroom) {
    const { headroom } = entry;
    if (unresolvedLines.has(entry.lineId)) statuses.set(entry.lineId, { kind: 'unresolved' });
    else if (headroom.kind === 'blocked') statuses.set(entry.lineId, { kind: 'prohibited' });
    else if (headroom.kind === 'excluded') statuses.set(entry.lineId, { kind: 'excluded' });
    else if (headroom.kind === 'limited') {
      const binding = findBinding(report, headroom.bindingConstraint);
      if (headroom.gramsToRemove > 1e-9)
        statuses.set(entry.lineId, {
          kind: 'over',
          bindingConstraint: headroom.bindingConstraint,
          gramsToRemove: headroom.gramsToRemove,
          binding,
        });
      else if (binding && binding.concentration >= NEAR_LIMIT_RATIO * binding.limit)
        statuses.set(entry.lineId, { kind: 'near', headroomGrams: headroom.grams, binding });
      else
        statuses.set(entry.lineId, {
          kind: 'ok',
          headroomGrams: headroom.grams,
          maxPercentAlone: entry.maxPercentAlone,
        });
    } else statuses.set(entry.lineId, { kind: 'ok', headroomGrams: null, maxPercentAlone: entry.maxPercentAlone });
  }
  return statuses;
}
