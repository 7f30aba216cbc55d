import { z } from 'zod';

export const BRIEFING_PROMPT_VERSION = 'briefing-narrative/1';

/** What the model returns: short paragraphs, each naming the numbered facts it rests on. */
export const BriefingNarrativeSchema = z.object({
  paragraphs: z
    .array(z.object({ text: z.string().max(1200), facts: z.array(z.number().int().min(1)).min(1).max(10) }))
    .max(6),
});
export type BriefingNarrative = z.infer<typeof BriefingNarrativeSchema>;

/** Every number written in a text (1.5 %, 2023-2025, 12), as the strings a reader sees. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => match[0].replace(',', '.'));
}

/**
 * Keeps a paragraph only when every number in it appears in one of the facts it cites: a model may phrase the data,
 * never invent or round a figure. Returns the kept paragraphs with their facts, and how many were dropped.
 */
export function checkNarrative<F extends { text: string }>(
  narrative: BriefingNarrative,
  facts: readonly F[],
): { paragraphs: { text: string; facts: F[] }[]; dropped: number } {
  const paragraphs: { text: string; facts: F[] }[] = [];
  let dropped = 0;
  for (const paragraph of narrative.paragraphs) {
    const cited = paragraph.facts.map((index) => facts[index - 1]).filter((fact): fact is F => fact !== undefined);
    const allowed = new Set(cited.flatMap((fact) => numbersIn(fact.text)));
    const backed =
      cited.length === paragraph.facts.length && numbersIn(paragraph.text).every((number) => allowed.has(number));
    if (backed && paragraph.text.trim()) paragraphs.push({ text: paragraph.text.trim(), facts: cited });
    else dropped += 1;
  }
  return { paragraphs, dropped };
}

export function buildBriefingPrompt(facts: readonly { text: string }[]): string {
  return [
    'Write a short market briefing for perfumers from these numbered facts, in two to four paragraphs.',
    'Use only these facts. Copy every number exactly as written in the fact; do not compute, round or add numbers.',
    'For each paragraph list the numbers of the facts it uses.',
    '',
    ...facts.map((fact, index) => `${index + 1}. ${fact.text}`),
  ].join('\n');
}
