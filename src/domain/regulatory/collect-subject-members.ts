import type { FormulaTotals } from './apply-formula-edit.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { MaterialVector } from './expand-material.ts';
import { CHANNEL_COUNT, CHANNEL_FUROCOUMARIN_FREE } from './expand-material.ts';
import type { SubjectContribution } from './sum-subject-contributions.ts';

/** One line's share of a regulated subject (a Standard, an allergen entry, an Annex II entry). */
export type SubjectMember = {
  lineId: string;
  /** The material of the line (or its diluent) that brings the subject. */
  materialId: string;
  materialName: string;
  /** The lot the line names, when its material is a lot with a certificate of analysis. */
  lotId: string | null;
  /** % w/w of the subject in the finished product brought by this line. */
  concentration: number;
};

/** A member without its concentration: grams × fraction of the subject it brings, and its line order. */
export type MemberShare = Omit<SubjectMember, 'concentration'> & { amount: number; order: number };

/** The subject's fraction in a vector position, the furocoumarin-free share left out when asked. */
function readMemberFraction(vector: MaterialVector, position: number, skipFurocoumarinFree: boolean): number {
  let fraction = 0;
  for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
    if (skipFurocoumarinFree && channel & CHANNEL_FUROCOUMARIN_FREE) continue;
    fraction += vector.subjectFractions[position * CHANNEL_COUNT + channel] ?? 0;
  }
  return fraction;
}

/** Totals a full recompute built keep no contributions: their members come from one pass over the lines. */
function scanMemberShares(engine: ComplianceEngine, totals: FormulaTotals, wanted: ReadonlySet<number>): void {
  const add = (lineId: string, order: number, vector: MaterialVector, grams: number) => {
    if (!(grams > 0)) return;
    const material = engine.materials.get(vector.materialId);
    for (let position = 0; position < vector.subjectIndexes.length; position++) {
      const subjectIndex = vector.subjectIndexes[position] ?? -1;
      if (!wanted.has(subjectIndex)) continue;
      const subject = engine.index.subjects[subjectIndex];
      const skip = subject?.kind === 'ifra-standard' && subject.standard.isInPhototoxicitySum;
      const fraction = readMemberFraction(vector, position, skip);
      if (!(fraction > 0)) continue;
      const shares = totals.memberShares.get(subjectIndex) ?? [];
      shares.push({
        lineId,
        materialId: vector.materialId,
        materialName: material?.name ?? vector.materialId,
        lotId: material?.lot?.lotId ?? null,
        amount: grams * fraction,
        order,
      });
      totals.memberShares.set(subjectIndex, shares);
    }
  };
  for (const [lineId, prepared] of totals.preparedLines) {
    const { line } = prepared;
    const order = (totals.lineRanks.get(lineId) ?? 0) * 2;
    if (line.isExcluded) continue;
    add(lineId, order, prepared.material, line.grams * prepared.purity);
    if (prepared.diluent) add(lineId, order + 1, prepared.diluent, line.grams * (1 - prepared.purity));
  }
  for (const subjectIndex of wanted) {
    const shares = totals.memberShares.get(subjectIndex) ?? [];
    shares.sort(compareShares);
    totals.memberShares.set(subjectIndex, shares);
  }
}

/** Largest amount first, ties in line order (orders are unique, so this is a total order). */
const compareShares = (left: { amount: number; order: number }, right: { amount: number; order: number }) =>
  right.amount - left.amount || left.order - right.order;

/** First index whose share does not come before (amount, order) in the shares' order. */
function findShareIndex(shares: readonly MemberShare[], amount: number, order: number): number {
  let low = 0;
  let high = shares.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const share = shares[middle];
    if (share && compareShares(share, { amount, order }) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

const isSkippingFurocoumarinFree = (engine: ComplianceEngine, subjectIndex: number) => {
  const subject = engine.index.subjects[subjectIndex];
  return subject?.kind === 'ifra-standard' && subject.standard.isInPhototoxicitySum;
};

/**
 * A subject's kept shares about to change through one contribution, and the contribution's fraction of the subject;
 * null when nobody asked for the shares yet or the contribution holds none of it. The subject's member list, built
 * from the shares, is dropped.
 */
function openMemberShares(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  subjectIndex: number,
  contribution: SubjectContribution,
): { shares: MemberShare[]; fraction: number } | null {
  const shares = totals.memberShares.get(subjectIndex);
  if (!shares) return null;
  totals.memberLists.delete(subjectIndex);
  const skip = isSkippingFurocoumarinFree(engine, subjectIndex);
  const fraction = readMemberFraction(contribution.vector, contribution.position, skip);
  return fraction > 0 ? { shares, fraction } : null;
}

/**
 * Keeps a subject's kept shares up to date with one contribution added (sign 1) or taken away (sign -1), in place:
 * the list stays exactly what listMemberShares would build from the contributions (same amounts, same order), at
 * O(log members) plus one splice instead of a rebuild and a sort of every member (issue 34: a base touches most
 * subjects). Nothing is done for a subject whose shares nobody asked for yet.
 */
export function updateMemberShares(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  subjectIndex: number,
  contribution: SubjectContribution,
  sign: 1 | -1,
): void {
  const opened = openMemberShares(engine, totals, subjectIndex, contribution);
  if (!opened) return;
  const { shares, fraction } = opened;
  const amount = contribution.grams * fraction;
  const index = findShareIndex(shares, amount, contribution.order);
  if (sign === -1) {
    if (shares[index]?.order === contribution.order) shares.splice(index, 1);
    return;
  }
  const material = engine.materials.get(contribution.materialId);
  shares.splice(index, 0, {
    lineId: contribution.lineId,
    materialId: contribution.materialId,
    materialName: material?.name ?? contribution.materialId,
    lotId: material?.lot?.lotId ?? null,
    amount,
    order: contribution.order,
  });
}

/**
 * A contribution given new grams in place (regram-formula-line): its share takes the new amount and moves to its new
 * place, the others shifting by one, without allocating (the shares live as long as the formula is open, so every
 * object replaced would be old-generation garbage). The list ends as updateMemberShares would leave it.
 */
export function regramMemberShare(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  subjectIndex: number,
  contribution: SubjectContribution,
  gramsBefore: number,
): void {
  const opened = openMemberShares(engine, totals, subjectIndex, contribution);
  if (!opened) return;
  const { shares, fraction } = opened;
  let at = findShareIndex(shares, gramsBefore * fraction, contribution.order);
  const share = shares[at];
  if (share?.order !== contribution.order) return;
  share.amount = contribution.grams * fraction;
  for (let before = shares[at - 1]; before && compareShares(share, before) < 0; before = shares[at - 1]) {
    shares[at] = before;
    at--;
  }
  for (let after = shares[at + 1]; after && compareShares(after, share) < 0; after = shares[at + 1]) {
    shares[at] = after;
    at++;
  }
  shares[at] = share;
}

/** The shares of one subject, largest amount first and ties in line order; kept in the totals and updated by edits. */
function listMemberShares(engine: ComplianceEngine, totals: FormulaTotals, subjectIndex: number): MemberShare[] {
  const cached = totals.memberShares.get(subjectIndex);
  if (cached) return cached;
  const skipFurocoumarinFree = isSkippingFurocoumarinFree(engine, subjectIndex);
  const shares: MemberShare[] = [];
  for (const contribution of totals.subjectContributions[subjectIndex]?.entries ?? []) {
    const fraction = readMemberFraction(contribution.vector, contribution.position, skipFurocoumarinFree);
    if (!(fraction > 0)) continue;
    const material = engine.materials.get(contribution.materialId);
    shares.push({
      lineId: contribution.lineId,
      materialId: contribution.materialId,
      materialName: material?.name ?? contribution.materialId,
      lotId: material?.lot?.lotId ?? null,
      amount: contribution.grams * fraction,
      order: contribution.order,
    });
  }
  shares.sort(compareShares);
  totals.memberShares.set(subjectIndex, shares);
  return shares;
}

/**
 * The lines that bring each of the given subjects, largest first (ties in line order): what a failing sum, a
 * specification or a banned substance is made of. For phototoxicity Standards the furocoumarin-free share is left
 * out, as in the Standard's own total. The shares of a subject no edit touched are reused, so the cost is O(members of
 * the subjects asked), not O(lines).
 */
export function collectSubjectMembers(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  subjectIndexes: readonly number[],
  dosage: number,
): Map<number, SubjectMember[]> {
  const members = new Map<number, SubjectMember[]>();
  if (subjectIndexes.length === 0 || !(totals.totalGrams > 0)) return members;
  if (!totals.hasContributions) {
    const missing = new Set(subjectIndexes.filter((subjectIndex) => !totals.memberShares.has(subjectIndex)));
    if (missing.size > 0) scanMemberShares(engine, totals, missing);
  }
  for (const subjectIndex of subjectIndexes) {
    if (members.has(subjectIndex) || !engine.index.subjects[subjectIndex]) continue;
    const shares = listMemberShares(engine, totals, subjectIndex);
    if (shares.length === 0) continue;
    // Same shares (no edit touched S), same D and W: the list the last report made (read-only, shared).
    const listed = totals.memberLists.get(subjectIndex);
    if (listed?.shares === shares && listed.dosage === dosage && listed.totalGrams === totals.totalGrams) {
      members.set(subjectIndex, listed.list);
      continue;
    }
    const list: SubjectMember[] = [];
    let hasTies = false;
    for (const share of shares) {
      const concentration = (share.amount * dosage) / totals.totalGrams;
      if (concentration === list[list.length - 1]?.concentration) hasTies = true;
      list.push({
        lineId: share.lineId,
        materialId: share.materialId,
        materialName: share.materialName,
        lotId: share.lotId,
        concentration,
      });
    }
    // x ↦ x·D/W never reverses an order but may make two amounts equal: those keep line order.
    for (let start = 0; hasTies && start < list.length;) {
      let end = start + 1;
      while (end < list.length && list[end]?.concentration === list[start]?.concentration) end++;
      if (end - start > 1) {
        const run = shares.slice(start, end).map((share, offset) => ({ share, member: list[start + offset] }));
        run.sort((left, right) => left.share.order - right.share.order);
        run.forEach((entry, offset) => {
          if (entry.member) list[start + offset] = entry.member;
        });
      }
      start = end;
    }
    totals.memberLists.set(subjectIndex, { shares, dosage, totalGrams: totals.totalGrams, list });
    members.set(subjectIndex, list);
  }
  return members;
}
