import { describe, expect, it } from 'vitest';
import {
  buildEnrichmentPrompt,
  confidenceBand,
  enrichmentLabel,
  EnrichmentOutputSchema,
} from './material-enrichment.ts';

describe('enrichmentLabel', () => {
  it.each([
    ['ai', 'AI-generated'],
    ['verified', 'Verified'],
    ['rejected', 'Rejected'],
  ] as const)('%s reads %s', (status, label) => {
    expect(enrichmentLabel(status)).toBe(label);
  });
});

describe('confidenceBand', () => {
  it.each([
    [0.8, 'high'],
    [0.79, 'medium'],
    [0.5, 'medium'],
    [0.49, 'low'],
    [0, 'low'],
  ] as const)('%s is %s', (confidence, band) => {
    expect(confidenceBand(confidence)).toBe(band);
  });
});

describe('EnrichmentOutputSchema', () => {
  const field = { text: 'x', confidence: 0.5 };
  it('accepts the four fields', () => {
    expect(
      EnrichmentOutputSchema.safeParse({
        toxicology: field,
        odourProfile: field,
        supplierPricing: field,
        usageNotes: field,
      }).success,
    ).toBe(true);
  });
  it('rejects a confidence above 1', () => {
    expect(
      EnrichmentOutputSchema.safeParse({
        toxicology: { text: 'x', confidence: 2 },
        odourProfile: field,
        supplierPricing: field,
        usageNotes: field,
      }).success,
    ).toBe(false);
  });
});

describe('buildEnrichmentPrompt', () => {
  it('names the material and its CAS, and tells the model to leave unknowns empty', () => {
    const prompt = buildEnrichmentPrompt({
      name: 'Linalool',
      cas: '78-70-6',
      synonyms: ['linalol'],
      odourDescriptors: ['floral'],
    });
    expect(prompt).toContain('Material: Linalool');
    expect(prompt).toContain('CAS number: 78-70-6');
    expect(prompt).toContain('leave its text empty');
  });
});
