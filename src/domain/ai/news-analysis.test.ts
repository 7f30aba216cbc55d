import { describe, expect, it } from 'vitest';
import { buildNewsPrompt, keepMentionsInText, NewsAnalysisOutputSchema } from './news-analysis.ts';

const ARTICLE = 'Guerlain launches Rose Absolue, built on Turkish rose oil, iris and a touch of Iso E Super.';

describe('keepMentionsInText', () => {
  it.each([
    { mentions: ['rose oil', 'iris'], kept: ['rose oil', 'iris'] },
    { mentions: ['Rose Oil', 'IRIS'], kept: ['rose oil', 'iris'] },
    { mentions: ['vanilla', 'oud'], kept: [] },
    { mentions: ['ris'], kept: [] },
    { mentions: ['Iso E Super', 'iso e super'], kept: ['Iso E Super'] },
    { mentions: ['Guerlain', 'Chanel'], kept: ['Guerlain'] },
    { mentions: [' ', 'a'], kept: [] },
    { mentions: ['rose (absolute)'], kept: [] },
  ])('$mentions → $kept', ({ mentions, kept }) => {
    expect(keepMentionsInText(mentions, ARTICLE)).toEqual(kept);
  });

  it('ignores accents both ways', () => {
    expect(keepMentionsInText(['creme brulee'], 'A crème brûlée accord')).toEqual(['creme brulee']);
    expect(keepMentionsInText(['Crème'], 'creme notes')).toEqual(['creme']);
  });
});

describe('buildNewsPrompt', () => {
  it('gives the title and summary and forbids invented mentions', () => {
    const prompt = buildNewsPrompt({ title: 'A title', summary: null, sourceName: 'Feed' });
    expect(prompt).toContain('Title: A title');
    expect(prompt).toContain('Summary: (none)');
    expect(prompt).toMatch(/never add/);
  });
});

describe('NewsAnalysisOutputSchema', () => {
  it('refuses a relevance above 1', () => {
    const output = { summary: '', relevance: 1.2, sentiment: 'neutral', materials: [], brands: [] };
    expect(NewsAnalysisOutputSchema.safeParse(output).success).toBe(false);
  });
});
