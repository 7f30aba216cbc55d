import type { NotePosition } from '../materials/note-position.ts';
import type { PerfumeryFamily, StructureMaterial } from './perfumery-families.ts';
import {
  capOf,
  fillWithinCaps,
  summariseProposal,
  toProposedLines,
  WIZARD_PRODUCT_TYPES,
  type FormulaProposal,
  type WizardBrief,
  type WizardCandidate,
  type WizardGap,
} from './propose-formula-structure.ts';
import { roundAmount } from './scale-formula.ts';

/** A library material that may stand for one of a family's structure materials, and whether the workspace stocks it. */
export type StructureCandidate = Omit<WizardCandidate, 'odourFamily' | 'notePosition' | 'substantivityHours'> & {
  inStock: boolean;
};

const PROPOSAL_GRAMS = 100;
const TIERS: readonly NotePosition[] = ['top', 'heart', 'base'];

const normaliseName = (name: string) => name.trim().toLowerCase();

/** The candidate is the structure's material: the same CAS number, or the same name. */
export function isStructureMaterial(candidate: StructureCandidate, material: StructureMaterial): boolean {
  if (candidate.cas && material.cas.includes(candidate.cas.trim())) return true;
  return material.names.some((name) => normaliseName(name) === normaliseName(candidate.name));
}

const isProhibited = (candidate: StructureCandidate) =>
  candidate.maxPercent === 'prohibited' || candidate.maxPercent === 0;

/** The user's own stock first, then materials with regulatory data, then the better-known ones, then by name. */
function compareCandidates(a: StructureCandidate, b: StructureCandidate): number {
  const score = (candidate: StructureCandidate) => [
    candidate.inStock ? 0 : 1,
    candidate.maxPercent === 'unknown' ? 1 : 0,
    -candidate.sourceCount,
  ];
  const [sa, sb] = [score(a), score(b)];
  for (let index = 0; index < sa.length; index++)
    if (sa[index] !== sb[index]) return (sa[index] ?? 0) - (sb[index] ?? 0);
  return a.name.localeCompare(b.name);
}

/**
 * A starting structure of 100 g from one of the perfumery families (perfumery-families.ts): each material of the
 * family's structure that the library has (the workspace's stock first) takes an equal share of its note's part of
 * the product type's pyramid, held within its IFRA maximum for the brief (`maxPercent`, from the compliance engine);
 * prohibited materials are left out, and what the library lacks is named as a gap, never replaced by another material.
 */
export function proposeFamilyStructure(
  brief: Pick<WizardBrief, 'productType' | 'budgetPerGram'>,
  family: PerfumeryFamily,
  candidates: readonly StructureCandidate[],
): FormulaProposal {
  const product = WIZARD_PRODUCT_TYPES.find((type) => type.id === brief.productType) ?? WIZARD_PRODUCT_TYPES[0];
  const used = new Set<string>();
  const missing: string[] = [];
  let prohibited = 0;
  const byTier = new Map<NotePosition, Array<{ candidate: StructureCandidate; grams: number; cap: number }>>(
    TIERS.map((tier) => [tier, []]),
  );
  for (const material of family.materials) {
    const matches = candidates.filter(
      (candidate) => !used.has(candidate.id) && isStructureMaterial(candidate, material),
    );
    const allowed = matches.filter((candidate) => !isProhibited(candidate)).sort(compareCandidates);
    const chosen = allowed[0];
    if (!chosen) {
      if (matches.length > 0) prohibited++;
      else missing.push(material.names[0] ?? material.cas[0] ?? '?');
      continue;
    }
    used.add(chosen.id);
    byTier.get(material.tier)!.push({ candidate: chosen, grams: 0, cap: capOf(chosen) });
  }
  const gaps: WizardGap[] = [];
  if (missing.length > 0) gaps.push({ kind: 'materials-missing', names: missing });
  if (prohibited > 0) gaps.push({ kind: 'prohibited-left-out', count: prohibited });

  // Each note's part of the pyramid among its materials; what an empty or capped note cannot hold goes to the others.
  let left = 0;
  for (const tier of TIERS) {
    const lines = byTier.get(tier)!;
    const share = (PROPOSAL_GRAMS * product.pyramid[tier]) / 100;
    left += lines.length === 0 ? share : fillWithinCaps(lines, share);
  }
  const picked = TIERS.flatMap((tier) => byTier.get(tier)!.map((line) => ({ ...line, tier })));
  if (left > 1e-9) left = fillWithinCaps(picked, left);
  if (picked.length > 0 && left > 0.01) gaps.push({ kind: 'unfilled', grams: roundAmount(left) });
  return summariseProposal(toProposedLines(picked), brief.budgetPerGram, gaps);
}
