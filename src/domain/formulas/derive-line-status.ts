import type { ComplianceReport } from '../regulatory/check-formula-totals.ts';

/** The IFRA status of one spreadsheet line in the product's category. */
export type LineStatus =
  | { kind: 'ok'; headroomGrams: number | null; maxPercentAlone: number | null }
  | { kind: 'over'; bindingConstraint: string }
  | { kind: 'prohibited' }
  | { kind: 'unresolved' }
  | { kind: 'not-in-library' }
  | { kind: 'pending' }
  | { kind: 'excluded' };

/**
 * Per line, from a compliance report with line headroom: prohibited when the line brings a prohibited
 * substance; over the limit when the formula breaches a limit this line contributes to (no headroom left);
 * otherwise OK with the grams that can still be added (null when no limit applies).
 */
export function deriveLineStatuses(report: Pick<ComplianceReport, 'lineHeadroom' | 'unresolved' | 'isCompliant'>): Map<string, LineStatus> {
  const statuses = new Map<string, LineStatus>();
  const unresolvedLines = new Set(report.unresolved.flatMap((entry) => entry.lineIds));
  for (const entry of report.lineHeadroom) {
    const { headroom } = entry;
    if (unresolvedLines.has(entry.lineId)) statuses.set(entry.lineId, { kind: 'unresolved' });
    else if (headroom.kind === 'blocked') statuses.set(entry.lineId, { kind: 'prohibited' });
    else if (headroom.kind === 'excluded') statuses.set(entry.lineId, { kind: 'excluded' });
    else if (headroom.kind === 'limited' && headroom.grams <= 1e-9 && !report.isCompliant) statuses.set(entry.lineId, { kind: 'over', bindingConstraint: headroom.bindingConstraint });
    else statuses.set(entry.lineId, { kind: 'ok', headroomGrams: headroom.kind === 'limited' ? headroom.grams : null, maxPercentAlone: entry.maxPercentAlone });
  }
  return statuses;
}
