import { z } from 'zod';

/**
 * The admin's classification and duplicate suggestions (spec sections 3 and 9): over a batch of materials the model
 * proposes a note position and odour family per material and pairs that look like duplicates, each with a confidence.
 * Suggestions under the thresholds (classification 0.8, consolidation 0.75 by default) are discarded; the admin
 * accepts or rejects the rest. An accepted suggestion is a reviewed decision kept apart from the reference data.
 */
export const SUGGESTIONS_PROMPT_VERSION = 'material-suggestions/1';

export const NOTE_POSITIONS = ['top', 'heart', 'base'] as const;

export const SuggestionsOutputSchema = z.object({
  classifications: z.array(
    z.object({
      ref: z.string(),
      odourFamily: z.string(),
      notePosition: z.enum(NOTE_POSITIONS),
      confidence: z.number().min(0).max(1),
    }),
  ),
  duplicates: z.array(
    z.object({ a: z.string(), b: z.string(), confidence: z.number().min(0).max(1), reason: z.string() }),
  ),
});
export type SuggestionsOutput = z.infer<typeof SuggestionsOutputSchema>;

export const SuggestionDecisionInputSchema = z.object({ decision: z.enum(['accept', 'reject']) });

/** Keeps what the model is at least `threshold` sure of. */
export function keepConfident<T extends { confidence: number }>(items: readonly T[], threshold: number): T[] {
  return items.filter((item) => Number.isFinite(item.confidence) && item.confidence >= threshold);
}

export type DuplicatePair = { materialId: string; otherMaterialId: string; confidence: number; reason: string };

/**
 * The model's pairs as material ids: references resolved through `refs`, unknown ones and a material paired with
 * itself dropped, each pair in one order (smaller id first) and kept once, at its highest confidence.
 */
export function normalisePairs(
  pairs: readonly { a: string; b: string; confidence: number; reason: string }[],
  refs: ReadonlyMap<string, string>,
): DuplicatePair[] {
  const byKey = new Map<string, DuplicatePair>();
  for (const pair of pairs) {
    const a = refs.get(pair.a.trim());
    const b = refs.get(pair.b.trim());
    if (!a || !b || a === b) continue;
    const [materialId, otherMaterialId] = a < b ? [a, b] : [b, a];
    const key = `${materialId}|${otherMaterialId}`;
    const existing = byKey.get(key);
    if (!existing || pair.confidence > existing.confidence)
      byKey.set(key, { materialId, otherMaterialId, confidence: pair.confidence, reason: pair.reason.trim() });
  }
  return [...byKey.values()];
}

export type SuggestionSubject = {
  ref: string;
  name: string;
  cas: string | null;
  odourFamily: string | null;
  notePosition: string | null;
  odourDescriptors: string[] | null;
};

/** The batch as one line per material, referenced as M1, M2…: the model answers with references, never new names. */
export function buildSuggestionsPrompt(subjects: readonly SuggestionSubject[]): string {
  const lines = subjects.map(
    (subject) =>
      `${subject.ref} | ${subject.name} | CAS ${subject.cas ?? 'none'} | family ${subject.odourFamily ?? 'unknown'} | note ${
        subject.notePosition ?? 'unknown'
      } | ${(subject.odourDescriptors ?? []).slice(0, 8).join(', ') || 'no descriptors'}`,
  );
  return [
    'Classify these perfumery materials and find duplicates.',
    'For each material you can place, give its note position (top, heart or base) and its odour family, with your confidence from 0 to 1.',
    'Then list pairs of materials that are the same material under two names (same CAS or the same natural), with your confidence and a short reason.',
    'Answer only with the references given (M1, M2…). Leave out what you are unsure of.',
    '',
    ...lines,
  ].join('\n');
}
