import { z } from 'zod';
import { NOTE_POSITIONS } from '../materials/note-position.ts';
import {
  WIZARD_PRODUCT_TYPES,
  type ProposedLine,
  type WizardCandidate,
  type WizardProductType,
} from '../formulas/propose-formula-structure.ts';
import { roundAmount } from '../formulas/scale-formula.ts';
import { IFRA_CATEGORIES } from '../regulatory/ifra-categories.ts';

export const WIZARD_PROMPT_VERSION = 'wizard-structure/1';
/** How many of the family's materials the model is shown (the better-known first). */
export const WIZARD_PROMPT_CANDIDATES = 80;
const PROPOSAL_GRAMS = 100;

const PRODUCT_TYPE_IDS = WIZARD_PRODUCT_TYPES.map((type) => type.id) as [WizardProductType, ...WizardProductType[]];

/** POST /api/ai/wizard-structure: the wizard's brief, and what the perfumer is after in their own words. */
export const WizardStructureInputSchema = z.object({
  productType: z.enum(PRODUCT_TYPE_IDS),
  family: z.string().trim().min(1, 'Pick an olfactive family').max(100),
  ifraCategory: z.enum(IFRA_CATEGORIES),
  dosagePercent: z.number().gt(0, 'The dosage must be above 0%').max(100, 'The dosage cannot exceed 100%'),
  budgetPerGram: z.number().positive().nullable().default(null),
  note: z.string().trim().max(600, 'Keep the description under 600 characters').default(''),
});
export type WizardStructureInput = z.infer<typeof WizardStructureInputSchema>;

/**
 * What the model returns: lines naming the library's materials only by their reference (M1, M2…), a note position
 * and a share of the concentrate. Names, CAS numbers and limits never come from the model.
 */
export const WizardModelOutputSchema = z.object({
  lines: z
    .array(
      z.object({
        ref: z.string().max(12).describe('The reference of a material from the list, e.g. M3.'),
        tier: z.enum(NOTE_POSITIONS),
        percent: z.number().min(0).max(100).describe('Share of the concentrate, in percent.'),
      }),
    )
    .max(20),
  rationale: z.string().max(1500).describe('Two or three sentences on the idea of the structure.'),
});
export type WizardModelOutput = z.infer<typeof WizardModelOutputSchema>;

export const wizardRef = (index: number) => `M${index + 1}`;

function describeLimit(maxPercent: WizardCandidate['maxPercent']): string {
  if (maxPercent === 'not-limited') return 'not limited';
  if (maxPercent === 'unknown') return 'limit unknown';
  if (maxPercent === 'prohibited') return 'prohibited';
  return `at most ${maxPercent >= 100 ? 100 : Number(maxPercent.toPrecision(3))}% alone`;
}

/** The prompt: the brief, then the family's materials as `M<n> | name | note | IFRA maximum alone | price`. */
export function buildWizardPrompt(
  input: Pick<WizardStructureInput, 'productType' | 'family' | 'ifraCategory' | 'dosagePercent' | 'note'>,
  candidates: readonly WizardCandidate[],
  tierOf: (candidate: WizardCandidate) => string | null,
): string {
  const product = WIZARD_PRODUCT_TYPES.find((type) => type.id === input.productType) ?? WIZARD_PRODUCT_TYPES[0];
  return [
    `Product: ${product.label}, IFRA category ${input.ifraCategory}, concentrate dosed at ${input.dosagePercent}% in the product.`,
    `Olfactive family: ${input.family}. Usual pyramid: top ${product.pyramid.top}%, heart ${product.pyramid.heart}%, base ${product.pyramid.base}%.`,
    input.note ? `The perfumer wants: ${input.note}` : '',
    '',
    'Candidates (reference | name | note | IFRA maximum in the concentrate | price per gram):',
    ...candidates.map(
      (candidate, index) =>
        `${wizardRef(index)} | ${candidate.name} | ${tierOf(candidate) ?? 'note unknown'} | ${describeLimit(candidate.maxPercent)} | ${candidate.pricePerGram === null ? 'no price' : candidate.pricePerGram}`,
    ),
    '',
    'Propose a starting structure of 6 to 12 lines using ONLY these references; give each a note position and a share of the concentrate (the shares add up to 100).',
    'Keep every line under its IFRA maximum. Do not name materials that are not in the list.',
  ]
    .filter((line, index) => line !== '' || index === 3)
    .join('\n');
}

export type ResolvedWizardLines = {
  lines: ProposedLine[];
  /** References the model gave that are not in the list: left out, and said so. */
  unknownRefs: string[];
};

/**
 * The model's lines resolved against the candidates the server showed it: unknown references are dropped (and
 * named), a reference given twice is one line, shares are scaled to 100 g. Names, CAS numbers, limits and prices
 * are the library's.
 */
export function resolveWizardLines(
  output: WizardModelOutput,
  candidates: readonly WizardCandidate[],
): ResolvedWizardLines {
  const unknownRefs: string[] = [];
  const byIndex = new Map<number, { tier: ProposedLine['tier']; percent: number }>();
  for (const line of output.lines) {
    const match = /^M(\d+)$/i.exec(line.ref.trim());
    const index = match ? Number(match[1]) - 1 : -1;
    if (index < 0 || index >= candidates.length) {
      unknownRefs.push(line.ref);
      continue;
    }
    if (!(line.percent > 0)) continue;
    const seen = byIndex.get(index);
    byIndex.set(index, { tier: seen?.tier ?? line.tier, percent: (seen?.percent ?? 0) + line.percent });
  }
  const total = [...byIndex.values()].reduce((sum, line) => sum + line.percent, 0);
  const lines: ProposedLine[] = [...byIndex.entries()].map(([index, line]) => {
    const candidate = candidates[index]!;
    const grams = roundAmount((PROPOSAL_GRAMS * line.percent) / total);
    return {
      materialId: candidate.id,
      name: candidate.name,
      cas: candidate.cas,
      tier: line.tier,
      grams,
      maxPercent: candidate.maxPercent,
      pricePerGram: candidate.pricePerGram,
      isCapped: typeof candidate.maxPercent === 'number' && grams >= (PROPOSAL_GRAMS * candidate.maxPercent) / 100,
    };
  });
  const order = { top: 0, heart: 1, base: 2 };
  lines.sort((a, b) => order[a.tier] - order[b.tier] || b.grams - a.grams);
  return { lines, unknownRefs };
}

export type EngineFailure = {
  name: string;
  concentrationPercent: number;
  limitPercent: number | null;
  prohibited: boolean;
};

/** What the model is told when the engine refuses its structure: each failing Standard with its figures, then the ask. */
export function buildWizardRetryPrompt(failing: readonly EngineFailure[]): string {
  const reasons = failing.map((failure) =>
    failure.prohibited
      ? `${failure.name}: prohibited in this category`
      : `${failure.name}: ${failure.concentrationPercent}% in the product, limit ${failure.limitPercent ?? '?'}%`,
  );
  return [
    'The compliance engine finds this structure over its IFRA limits:',
    ...reasons.map((reason) => `- ${reason}`),
    'Lower the lines that carry these (materials sharing a constituent add up) and answer again with the whole structure, using only the references listed.',
  ].join('\n');
}
