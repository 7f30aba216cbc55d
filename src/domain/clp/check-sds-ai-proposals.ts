import { z } from 'zod';
import { isValidCas } from './read-supplier-sds.ts';
import { parseHazardClassification } from './parse-hazard-classification.ts';

/**
 * What a model may propose from a supplier's SDS (issue 31, Data), and the check that keeps only what the PDF says:
 * every proposal cites its page and a quote, and is kept only when the quote is found in that page's text and the
 * proposed value is found in the quote. Anything else is dropped, with the reason, never shown as a proposal.
 */

export const SDS_AI_PROMPT_VERSION = 'sds-reading-v1';

const quoted = { page: z.number().int(), quote: z.string() };
export const SdsAiOutputSchema = z.object({
  classification: z.array(z.object({ text: z.string(), ...quoted })),
  hazardStatements: z.array(z.object({ code: z.string(), ...quoted })),
  components: z.array(
    z.object({
      name: z.string(),
      cas: z.string(),
      minPercent: z.number().nullable(),
      maxPercent: z.number().nullable(),
      classification: z.array(z.string()),
      ...quoted,
    }),
  ),
});
export type SdsAiOutput = z.infer<typeof SdsAiOutputSchema>;

export type SdsAiProposal = { text: string; page: number; quote: string };
export type SdsAiComponentProposal = {
  name: string;
  cas: string;
  minPercent: number | null;
  maxPercent: number | null;
  classification: string[];
  page: number;
  quote: string;
};
export type SdsAiReading = {
  classification: SdsAiProposal[];
  hazardStatements: SdsAiProposal[];
  components: SdsAiComponentProposal[];
  dropped: { text: string; page: number; reason: string }[];
};

/** Text compared loosely: case, runs of white space and the decimal comma do not matter. */
const normalise = (text: string) => text.toLowerCase().replaceAll(/\s+/g, ' ').replaceAll(',', '.').trim();

/** The prompt: the sheet's text page by page (at most `maxChars`), and what to return. */
export function buildSdsAiPrompt(pages: readonly string[], maxChars = 60_000): string {
  let budget = maxChars;
  const body: string[] = [];
  pages.forEach((text, index) => {
    if (budget <= 0) return;
    const part = text.slice(0, budget);
    budget -= part.length;
    body.push(`=== Page ${index + 1} ===\n${part}`);
  });
  return [
    'Below is the text of a supplier safety data sheet (REACH Annex II), page by page.',
    'From section 2 (Hazards identification) propose the classification as CLP abbreviates it (e.g. "Skin Sens. 1B; H317")',
    'and the H and EUH statement codes; from section 3 (Composition) propose each component with its name, CAS number,',
    'concentration range in % (null where not stated) and classification.',
    'For every item give the page number it is on and a quote copied exactly from that page that contains the value.',
    'Propose only what the text states. Do not add anything from your own knowledge. Return empty lists if unsure.',
    '',
    ...body,
  ].join('\n');
}

/** Keeps the proposals whose quote is on their page and contains their value; the rest are dropped with the reason. */
export function checkSdsAiProposals(output: SdsAiOutput, pages: readonly string[]): SdsAiReading {
  const normalisedPages = pages.map(normalise);
  const reading: SdsAiReading = { classification: [], hazardStatements: [], components: [], dropped: [] };
  const quoteProblem = (page: number, quote: string, values: string[]): string | null => {
    const text = normalisedPages[page - 1];
    if (text === undefined) return `page ${page} is not in the PDF`;
    const wanted = normalise(quote);
    if (wanted === '' || !text.includes(wanted)) return 'the quote is not in that page of the PDF';
    const missing = values.find((value) => !wanted.includes(normalise(value)));
    return missing ? `"${missing}" is not in the quote` : null;
  };
  const drop = (text: string, page: number, reason: string) => reading.dropped.push({ text, page, reason });

  for (const item of output.classification) {
    const text = item.text.trim();
    const parsed = parseHazardClassification(text);
    if (!parsed) {
      drop(text, item.page, 'not a CLP classification');
      continue;
    }
    const problem = quoteProblem(item.page, item.quote, [
      parsed.hazardClass,
      ...(parsed.hStatement ? [parsed.hStatement] : []),
    ]);
    if (problem) drop(text, item.page, problem);
    else if (!reading.classification.some((kept) => kept.text === text))
      reading.classification.push({ text, page: item.page, quote: item.quote.trim() });
  }
  for (const item of output.hazardStatements) {
    const code = item.code.trim().toUpperCase();
    if (!/^(EUH\d{3}|H\d{3}[A-Za-z]{0,2})$/.test(code)) {
      drop(code, item.page, 'not an H or EUH statement code');
      continue;
    }
    const problem = quoteProblem(item.page, item.quote, [code]);
    if (problem) drop(code, item.page, problem);
    else if (!reading.hazardStatements.some((kept) => kept.text === code))
      reading.hazardStatements.push({ text: code, page: item.page, quote: item.quote.trim() });
  }
  for (const item of output.components) {
    const cas = item.cas.trim();
    const label = `${item.name.trim()} (${cas})`;
    if (!/^\d{2,7}-\d{2}-\d$/.test(cas) || !isValidCas(cas)) {
      drop(label, item.page, 'not a valid CAS number');
      continue;
    }
    const classification = item.classification.map((text) => text.trim()).filter(Boolean);
    const unreadable = classification.find((text) => !parseHazardClassification(text));
    if (unreadable) {
      drop(label, item.page, `"${unreadable}" is not a CLP classification`);
      continue;
    }
    const percents = [item.minPercent, item.maxPercent].filter((value) => value !== null && value !== 0).map(String); // "< 1 %" is 0 to 1: 0 is not written
    const hStatements = classification.map((text) => parseHazardClassification(text)?.hStatement ?? '').filter(Boolean);
    const problem = quoteProblem(item.page, item.quote, [cas, ...percents, ...hStatements]);
    if (problem) drop(label, item.page, problem);
    else
      reading.components.push({
        name: item.name.trim() || cas,
        cas,
        minPercent: item.minPercent,
        maxPercent: item.maxPercent,
        classification,
        page: item.page,
        quote: item.quote.trim(),
      });
  }
  return reading;
}
