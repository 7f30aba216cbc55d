import type { ComplianceFailure } from '../regulatory/check-formula-totals.ts';
import type { SubjectMember } from '../regulatory/collect-subject-members.ts';

/** A lot whose certificate of analysis brings a constituent over its limit in the batch. */
export type LotOverLimit = {
  lotId: string;
  materialName: string;
  /** The limit's subject (IFRA Standard or EU Annex entry) as the engine names it. */
  subject: string;
  kind: ComplianceFailure['kind'];
  /** % in the finished product brought by this lot's line. */
  concentration: number;
};

function identify(failure: ComplianceFailure): string {
  switch (failure.kind) {
    case 'ifra-limit':
    case 'ifra-prohibited':
      return `${failure.kind}:${failure.standardKey}`;
    case 'eu-annex-ii':
      return `${failure.kind}:${failure.annexIiReference}`;
    case 'eu-annex-iii-maximum':
      return `${failure.kind}:${failure.annexIiiReference}`;
    case 'phototoxicity-sum':
      return failure.kind;
    case 'flavour-requirement':
      return failure.kind;
  }
}

type SubjectFailure = Extract<ComplianceFailure, { members: readonly SubjectMember[] }>;

const hasSubjectMembers = (failure: ComplianceFailure): failure is SubjectFailure =>
  failure.kind === 'ifra-limit' ||
  failure.kind === 'ifra-prohibited' ||
  failure.kind === 'eu-annex-ii' ||
  failure.kind === 'eu-annex-iii-maximum';

/**
 * The lots that push the batch over a limit: failures of the batch made with its lots (their certificates of
 * analysis) that the same weights of the materials without their lots do not have, and in each, the members
 * that come from a lot. A failure both reports share is the formula's own, not a lot's.
 */
export function findLotsOverLimit(
  withLots: readonly ComplianceFailure[],
  withoutLots: readonly ComplianceFailure[],
): LotOverLimit[] {
  const known = new Set(withoutLots.map(identify));
  return withLots
    .filter((failure) => hasSubjectMembers(failure) && !known.has(identify(failure)))
    .flatMap((failure) =>
      (failure as SubjectFailure).members.flatMap((member) =>
        member.lotId
          ? [
              {
                lotId: member.lotId,
                materialName: member.materialName,
                subject: (failure as SubjectFailure).name,
                kind: failure.kind,
                concentration: member.concentration,
              },
            ]
          : [],
      ),
    );
}
