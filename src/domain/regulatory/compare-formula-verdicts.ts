import type { ComplianceFailure } from './check-formula-totals.ts';
import type { ComplianceVerdict } from './compliance-verdict.ts';
import { verdictSeverity } from './compliance-verdict.ts';

/** A line of the formula that brings a failing substance: its row number in the grid and its share. */
export type FailingLine = { row: number | null; materialName: string; concentration: number };

/**
 * Why a formula fails, kept small enough to store per data version: the Standard (or EU annex entry), the
 * concentration in the finished product against the limit (null for a prohibition), and the lines that bring it.
 */
export type VerdictFailure = {
  kind: ComplianceFailure['kind'];
  /** IFRA Standard key (IFRA_STD_…), EU annex reference, or the kind itself for a sum or requirement. */
  reference: string;
  name: string;
  concentration: number | null;
  limit: number | null;
  lines: FailingLine[];
};

export type FormulaVerdictSnapshot = { verdict: ComplianceVerdict; failures: VerdictFailure[] };

/** One saved formula's check: its verdict and failures, or why it has none (an empty formula…). */
export type FormulaCheck =
  | { formulaId: string; snapshot: FormulaVerdictSnapshot; problem: null }
  | { formulaId: string; snapshot: null; problem: string };

/** What changed between two checks of the same formula under two data versions. */
export type VerdictDiff = {
  before: ComplianceVerdict;
  after: ComplianceVerdict;
  /** Failures under the new data that the old data did not have (a limit tightened, a substance newly banned). */
  newFailures: VerdictFailure[];
  /** Failures that are gone. */
  resolvedFailures: VerdictFailure[];
};

/**
 * The engine's failures in stored form; `rowOf` maps an engine line id to the row number in the formula grid,
 * `nameOf` a material id to its name (for the flavour requirement, which names materials only).
 */
export function summariseFailures(
  failures: readonly ComplianceFailure[],
  rowOf: (lineId: string) => number | null,
  nameOf: (materialId: string) => string,
): VerdictFailure[] {
  return failures.map((failure): VerdictFailure => {
    switch (failure.kind) {
      case 'ifra-limit':
      case 'ifra-prohibited':
      case 'eu-annex-ii':
      case 'eu-annex-iii-maximum': {
        const reference =
          failure.kind === 'eu-annex-ii'
            ? failure.annexIiReference
            : failure.kind === 'eu-annex-iii-maximum'
              ? failure.annexIiiReference
              : failure.standardKey;
        return {
          kind: failure.kind,
          reference,
          name: failure.name,
          concentration: failure.concentration,
          limit: 'limit' in failure ? failure.limit : null,
          lines: failure.members.map((member) => ({
            row: rowOf(member.lineId),
            materialName: member.materialName,
            concentration: member.concentration,
          })),
        };
      }
      case 'phototoxicity-sum':
        return {
          kind: failure.kind,
          reference: 'phototoxicity-sum',
          name: 'Sum of phototoxic ingredients',
          concentration: failure.sumOfRatios,
          limit: 1,
          lines: [],
        };
      case 'flavour-requirement':
        return {
          kind: failure.kind,
          reference: 'flavour-requirement',
          name: 'Flavour requirement (categories 1 and 6)',
          concentration: null,
          limit: null,
          lines: failure.materialIds.map((materialId) => ({
            row: null,
            materialName: nameOf(materialId),
            concentration: 0,
          })),
        };
    }
  });
}

const failureKey = (failure: VerdictFailure) => `${failure.kind}:${failure.reference}`;

/** A failure is new when its Standard did not fail before, or its limit is now lower than before. */
function isNewFailure(failure: VerdictFailure, before: ReadonlyMap<string, VerdictFailure>): boolean {
  const previous = before.get(failureKey(failure));
  if (!previous) return true;
  return failure.limit !== null && previous.limit !== null && failure.limit < previous.limit;
}

/**
 * The diff when the formula got worse under new data, else null: a more severe verdict, or, still not
 * compliant, a failure the old data did not have (another Standard fails, or a failing limit was tightened).
 */
export function compareFormulaVerdicts(
  before: FormulaVerdictSnapshot,
  after: FormulaVerdictSnapshot,
): VerdictDiff | null {
  const previous = new Map(before.failures.map((failure) => [failureKey(failure), failure]));
  const current = new Set(after.failures.map(failureKey));
  const newFailures = after.failures.filter((failure) => isNewFailure(failure, previous));
  const resolvedFailures = before.failures.filter((failure) => !current.has(failureKey(failure)));
  const isWorse =
    verdictSeverity(after.verdict) > verdictSeverity(before.verdict) ||
    (after.verdict === 'not-compliant' && newFailures.length > 0);
  return isWorse ? { before: before.verdict, after: after.verdict, newFailures, resolvedFailures } : null;
}
