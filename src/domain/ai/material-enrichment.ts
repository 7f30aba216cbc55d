import { z } from 'zod';

/** Bumped whenever the enrichment prompt changes, so every stored field says which prompt wrote it. */
export const ENRICHMENT_PROMPT_VERSION = 'enrich-material/1';

export const ENRICHMENT_FIELDS = ['toxicology', 'odourProfile', 'supplierPricing', 'usageNotes'] as const;
export type EnrichmentField = (typeof ENRICHMENT_FIELDS)[number];

export const ENRICHMENT_FIELD_LABELS: Record<EnrichmentField, string> = {
  toxicology: 'Toxicology',
  odourProfile: 'Odour profile',
  supplierPricing: 'Supplier pricing hints',
  usageNotes: 'Usage notes',
};

const FieldAnswer = z.object({
  text: z.string().describe('The answer in plain prose; an empty string when you do not know.'),
  confidence: z.number().min(0).max(1).describe('How sure you are, from 0 (guess) to 1 (certain).'),
});

/** What the model must return: one answer and a confidence per field (structured output). */
export const EnrichmentOutputSchema = z.object({
  toxicology: FieldAnswer.describe('Known hazards, sensitisation, GHS classification, in two or three sentences.'),
  odourProfile: FieldAnswer.describe('Odour description: character, facets, tenacity.'),
  supplierPricing: FieldAnswer.describe('Typical suppliers and the order of magnitude of prices, as hints only.'),
  usageNotes: FieldAnswer.describe('How perfumers use it: typical dosage range, accords, stability.'),
});
export type EnrichmentOutput = z.infer<typeof EnrichmentOutputSchema>;

/** ai: written by a model, not yet checked; verified: a person confirmed it; rejected: a person refused it. */
export const ENRICHMENT_STATUSES = ['ai', 'verified', 'rejected'] as const;
export type EnrichmentStatus = (typeof ENRICHMENT_STATUSES)[number];

/** The label a field carries: a model's words are never shown as fact until a person confirms them. */
export function enrichmentLabel(status: EnrichmentStatus): string {
  if (status === 'verified') return 'Verified';
  if (status === 'rejected') return 'Rejected';
  return 'AI-generated';
}

/** Spec section 9: at or above 0.8 high, at or above 0.5 medium, otherwise low. */
export function confidenceBand(confidence: number): 'high' | 'medium' | 'low' {
  if (confidence >= 0.8) return 'high';
  if (confidence >= 0.5) return 'medium';
  return 'low';
}

/** The prompt for one material: what is known is given as context; the model fills only the four fields. */
export function buildEnrichmentPrompt(material: {
  name: string;
  cas: string | null;
  synonyms: readonly string[];
  odourDescriptors: readonly string[];
}): string {
  const lines = [
    `Material: ${material.name}`,
    material.cas ? `CAS number: ${material.cas}` : 'CAS number: not known',
    material.synonyms.length ? `Synonyms: ${material.synonyms.slice(0, 8).join(', ')}` : '',
    material.odourDescriptors.length
      ? `Known odour descriptors: ${material.odourDescriptors.slice(0, 12).join(', ')}`
      : '',
    '',
    'For this perfumery raw material give: toxicology, odour profile, supplier pricing hints and usage notes.',
    'Answer only from what you know; when you do not know a field, leave its text empty and give confidence 0.',
    'Do not state IFRA or EU limits: those come from the regulatory data, never from you.',
  ];
  return lines.filter((line, index) => line !== '' || index === 4).join('\n');
}

export const EnrichmentReviewInputSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
  decision: z.enum(['verify', 'reject']),
});
export type EnrichmentReviewInput = z.infer<typeof EnrichmentReviewInputSchema>;

export const EnrichmentBatchInputSchema = z.object({ materialIds: z.array(z.uuid()).min(1).max(1000) });
