import { z } from 'zod';

export const NEWS_ANALYSIS_PROMPT_VERSION = 'news-analysis/1';
/** Articles analysed per job run (spec section 3: batches), newest first. */
export const NEWS_ANALYSIS_BATCH_SIZE = 20;

/** What the model returns for one article (structured output). */
export const NewsAnalysisOutputSchema = z.object({
  summary: z.string().max(600).describe('One or two sentences on what the article says, for a perfumer.'),
  relevance: z.number().min(0).max(1).describe('How relevant the article is to perfumery, 0 to 1.'),
  sentiment: z.enum(['positive', 'neutral', 'negative']),
  materials: z.array(z.string().max(80)).max(15).describe('Perfumery materials or notes named in the article.'),
  brands: z.array(z.string().max(80)).max(15).describe('Brands or houses named in the article.'),
});
export type NewsAnalysisOutput = z.infer<typeof NewsAnalysisOutputSchema>;

export const NewsAnalysisSettingsInputSchema = z.object({ enabled: z.boolean() });

/** Sentiment as the word-list analysis scores it (-1..1), so both analyses read alike. */
export const SENTIMENT_SCORES = { positive: 0.5, neutral: 0, negative: -0.5 } as const;

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The mentions that really are in the article: each must appear in its text as a whole word or phrase (accents and
 * case aside), written as the article writes it; anything else the model named is dropped. Duplicates count once.
 */
export function keepMentionsInText(mentions: readonly string[], articleText: string): string[] {
  const text = normalise(articleText);
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const mention of mentions) {
    const wanted = normalise(mention.trim());
    if (wanted.length < 2 || seen.has(wanted)) continue;
    const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`(^|[^\\p{L}\\p{N}])(${escaped})(?=$|[^\\p{L}\\p{N}])`, 'u').exec(text);
    if (!match) continue;
    seen.add(wanted);
    const start = match.index + match[1]!.length;
    // The article's own spelling: positions in the normalised text match the original for the usual scripts.
    const original = articleText
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .slice(start, start + wanted.length);
    kept.push(original || mention.trim());
  }
  return kept;
}

/** The prompt for one article: its title and summary only, and the rule that every mention must be in them. */
export function buildNewsPrompt(article: { title: string; summary: string | null; sourceName: string }): string {
  return [
    `Source: ${article.sourceName}`,
    `Title: ${article.title}`,
    `Summary: ${article.summary?.trim() || '(none)'}`,
    '',
    'Analyse this news item for a perfumer: a short summary, its relevance to perfumery (0 to 1), its sentiment,',
    'and the perfumery materials and the brands it names. Name only what the title or summary actually says; never add',
    'a material or a brand that is not written there.',
  ].join('\n');
}
