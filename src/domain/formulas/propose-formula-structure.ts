import { deriveNotePosition, type NotePosition } from '../materials/note-position.ts';
import { createEmptyRow, type FormulaRow } from './formula-row.ts';
import { roundAmount } from './scale-formula.ts';

/** Product types the wizard knows, with the IFRA category and dosage they usually take and their pyramid. */
export const WIZARD_PRODUCT_TYPES = [
  {
    id: 'eau-de-parfum',
    label: 'Eau de parfum',
    ifraCategory: '4',
    dosagePercent: 18,
    pyramid: { top: 20, heart: 40, base: 40 },
  },
  {
    id: 'eau-de-toilette',
    label: 'Eau de toilette',
    ifraCategory: '4',
    dosagePercent: 10,
    pyramid: { top: 30, heart: 40, base: 30 },
  },
  {
    id: 'body-lotion',
    label: 'Body lotion',
    ifraCategory: '5A',
    dosagePercent: 0.5,
    pyramid: { top: 20, heart: 45, base: 35 },
  },
  {
    id: 'shower-gel',
    label: 'Shower gel',
    ifraCategory: '9',
    dosagePercent: 1,
    pyramid: { top: 30, heart: 40, base: 30 },
  },
  { id: 'candle', label: 'Candle', ifraCategory: '12', dosagePercent: 8, pyramid: { top: 25, heart: 40, base: 35 } },
] as const;
export type WizardProductType = (typeof WIZARD_PRODUCT_TYPES)[number]['id'];

/** Lines per tier of the starting structure. */
export const LINES_PER_TIER: Readonly<Record<NotePosition, number>> = { top: 3, heart: 4, base: 3 };

export type WizardBrief = {
  productType: WizardProductType;
  family: string;
  /** Price per gram of concentrate the perfumer aims for, in the prices' currency; null for none. */
  budgetPerGram: number | null;
};

/** A library material the wizard may use; `maxPercent` comes from the compliance engine for the brief's category and dosage. */
export type WizardCandidate = {
  id: string;
  name: string;
  cas: string | null;
  odourFamily: string | null;
  notePosition: string | null;
  substantivityHours: number | null;
  pricePerGram: number | null;
  /** How many reference sources describe the material: the better-known materials come first. */
  sourceCount: number;
  /** Max % of the concentrate for this material alone: a number, 'not-limited', 'prohibited', or 'unknown' (no regulatory data). */
  maxPercent: number | 'not-limited' | 'prohibited' | 'unknown';
};

export type ProposedLine = {
  materialId: string;
  name: string;
  cas: string | null;
  tier: NotePosition;
  grams: number;
  maxPercent: WizardCandidate['maxPercent'];
  pricePerGram: number | null;
  isCapped: boolean;
  /** The workspace holds stock of it (the family structures draw on the user's own stock first). */
  inStock?: boolean;
};

export type WizardGap =
  | { kind: 'no-candidates'; family: string }
  | { kind: 'materials-missing'; names: string[] }
  | { kind: 'tier-short'; tier: NotePosition; found: number; wanted: number }
  | { kind: 'prohibited-left-out'; count: number }
  | { kind: 'unfilled'; grams: number }
  | { kind: 'no-ifra-data'; count: number }
  | { kind: 'unpriced'; count: number }
  | { kind: 'over-budget'; costPerGram: number; budgetPerGram: number };

export type FormulaProposal = {
  lines: ProposedLine[];
  pyramid: Record<NotePosition, number>;
  /** Cost per gram of the priced lines (null when none is priced); see the 'unpriced' gap. */
  costPerGram: number | null;
  gaps: WizardGap[];
};

const PROPOSAL_GRAMS = 100;

function tierOf(candidate: WizardCandidate): NotePosition | null {
  if (candidate.notePosition === 'top' || candidate.notePosition === 'heart' || candidate.notePosition === 'base')
    return candidate.notePosition;
  return deriveNotePosition(candidate.substantivityHours);
}

/** The grams of 100 a candidate may take alone (its IFRA maximum for the brief), Infinity when not limited. */
export const capOf = (candidate: Pick<WizardCandidate, 'maxPercent'>) =>
  typeof candidate.maxPercent === 'number' ? (PROPOSAL_GRAMS * candidate.maxPercent) / 100 : Infinity;

/** Best first: within budget, with regulatory data, cheaper, better known, then by name (stable for equal inputs). */
function rank(budget: number | null) {
  const score = (candidate: WizardCandidate) => [
    budget !== null && candidate.pricePerGram !== null && candidate.pricePerGram <= budget ? 0 : 1,
    candidate.maxPercent === 'unknown' ? 1 : 0,
    candidate.pricePerGram ?? Number.POSITIVE_INFINITY,
    -candidate.sourceCount,
  ];
  return (a: WizardCandidate, b: WizardCandidate) => {
    const [sa, sb] = [score(a), score(b)];
    for (let index = 0; index < sa.length; index++)
      if (sa[index] !== sb[index]) return (sa[index] ?? 0) - (sb[index] ?? 0);
    return a.name.localeCompare(b.name);
  };
}

/** Shares `grams` among lines, none above its cap; returns what could not be placed. */
export function fillWithinCaps(lines: Array<{ grams: number; cap: number }>, grams: number): number {
  let remaining = grams;
  for (let pass = 0; pass < lines.length && remaining > 1e-9; pass++) {
    const open = lines.filter((line) => line.cap - line.grams > 1e-9);
    if (open.length === 0) break;
    const share = remaining / open.length;
    for (const line of open) {
      const add = Math.min(share, line.cap - line.grams);
      line.grams += add;
      remaining -= add;
    }
  }
  return remaining;
}

/**
 * A starting structure of 100 g for a brief: materials of the brief's odour family whose substantivity is known,
 * split into top, heart and base at the product type's pyramid, each line kept within its own IFRA maximum
 * (where the library has regulatory data) and cheaper materials preferred when a budget is set. What the library
 * lacks is reported as gaps, never filled with invented materials or values.
 */
export function proposeFormulaStructure(brief: WizardBrief, candidates: readonly WizardCandidate[]): FormulaProposal {
  const product = WIZARD_PRODUCT_TYPES.find((type) => type.id === brief.productType) ?? WIZARD_PRODUCT_TYPES[0];
  const family = brief.family.trim().toLowerCase();
  const inFamily = candidates.filter(
    (candidate) => candidate.odourFamily?.trim().toLowerCase() === family && candidate.substantivityHours !== null,
  );
  const prohibited = inFamily.filter(
    (candidate) => candidate.maxPercent === 'prohibited' || candidate.maxPercent === 0,
  );
  const usable = inFamily.filter((candidate) => !prohibited.includes(candidate)).sort(rank(brief.budgetPerGram));
  const gaps: WizardGap[] = [];
  if (inFamily.length === 0) gaps.push({ kind: 'no-candidates', family: brief.family });
  if (prohibited.length > 0) gaps.push({ kind: 'prohibited-left-out', count: prohibited.length });
  const tiers = ['top', 'heart', 'base'] as const;
  let left = 0;
  const byTier = tiers.map((tier) => {
    const chosen = usable.filter((candidate) => tierOf(candidate) === tier).slice(0, LINES_PER_TIER[tier]);
    if (inFamily.length > 0 && chosen.length < LINES_PER_TIER[tier])
      gaps.push({ kind: 'tier-short', tier, found: chosen.length, wanted: LINES_PER_TIER[tier] });
    const lines = chosen.map((candidate) => ({ candidate, tier, grams: 0, cap: capOf(candidate) }));
    left += fillWithinCaps(lines, (PROPOSAL_GRAMS * product.pyramid[tier]) / 100);
    return { share: product.pyramid[tier], lines };
  });
  // What a short or capped tier could not hold goes to the other tiers in proportion to their share, then anywhere.
  const open = byTier.filter((tier) => tier.lines.some((line) => line.cap - line.grams > 1e-9));
  const openShare = open.reduce((sum, tier) => sum + tier.share, 0);
  const spare = left;
  if (openShare > 0)
    for (const tier of open)
      left -= spare * (tier.share / openShare) - fillWithinCaps(tier.lines, spare * (tier.share / openShare));
  const picked = byTier.flatMap((tier) => tier.lines);
  if (left > 1e-9) fillWithinCaps(picked, left);
  const placed = picked.reduce((sum, line) => sum + line.grams, 0);
  if (picked.length > 0 && PROPOSAL_GRAMS - placed > 0.01)
    gaps.push({ kind: 'unfilled', grams: roundAmount(PROPOSAL_GRAMS - placed) });
  return summariseProposal(toProposedLines(picked), brief.budgetPerGram, gaps);
}

/** A line being filled: its material, note, the grams placed so far and the most it may hold. */
export type FillingLine<Candidate> = { candidate: Candidate; tier: NotePosition; grams: number; cap: number };

/**
 * The proposal's lines from the lines filled within their caps: those that got grams, rounded, capped when full,
 * with whether the workspace holds stock when the candidate says (the family structures).
 */
export function toProposedLines(
  picked: FillingLine<
    Pick<WizardCandidate, 'id' | 'name' | 'cas' | 'maxPercent' | 'pricePerGram'> & { inStock?: boolean }
  >[],
): ProposedLine[] {
  return picked
    .filter((line) => line.grams > 0)
    .map(({ candidate, tier, grams, cap }) => ({
      materialId: candidate.id,
      name: candidate.name,
      cas: candidate.cas,
      tier,
      grams: roundAmount(grams),
      maxPercent: candidate.maxPercent,
      pricePerGram: candidate.pricePerGram,
      isCapped: cap - grams < 1e-6,
      ...(candidate.inStock === undefined ? {} : { inStock: candidate.inStock }),
    }));
}

/**
 * The pyramid, the cost per gram and the gaps (no IFRA data, unpriced, over budget) of proposed lines, after the
 * gaps found while choosing them: shared by the rule-based structure and the model's (ai/wizard-structure).
 */
export function summariseProposal(
  lines: ProposedLine[],
  budgetPerGram: number | null,
  gapsSoFar: readonly WizardGap[] = [],
): FormulaProposal {
  const gaps = [...gapsSoFar];
  const total = lines.reduce((sum, line) => sum + line.grams, 0);
  const pyramid = { top: 0, heart: 0, base: 0 };
  for (const line of lines) pyramid[line.tier] += total > 0 ? (100 * line.grams) / total : 0;
  const noData = lines.filter((line) => line.maxPercent === 'unknown').length;
  if (noData > 0) gaps.push({ kind: 'no-ifra-data', count: noData });
  const priced = lines.filter((line) => line.pricePerGram !== null);
  if (lines.length > 0 && priced.length < lines.length)
    gaps.push({ kind: 'unpriced', count: lines.length - priced.length });
  const costPerGram =
    priced.length === 0 || total === 0
      ? null
      : priced.reduce((sum, line) => sum + line.grams * (line.pricePerGram ?? 0), 0) / total;
  if (costPerGram !== null && budgetPerGram !== null && costPerGram > budgetPerGram)
    gaps.push({ kind: 'over-budget', costPerGram, budgetPerGram: budgetPerGram });
  return { lines, pyramid, costPerGram, gaps };
}

/**
 * A wizard structure (rule-based or a model's) as formula rows: one row a line, in grams, neat, its note in the row's
 * notes. What the editor opens and what the compliance engine checks are the same rows.
 */
export function buildWizardRows(lines: readonly ProposedLine[]): FormulaRow[] {
  return lines.map((line, index) => ({
    ...createEmptyRow(`wizard-${index}`),
    materialId: line.materialId,
    name: line.name,
    cas: line.cas,
    amount: line.grams,
    notes: `${line.tier} note`,
  }));
}
