import { z } from 'zod';

/** Starting the reference-data setup: which datasets (none = all allowed), the non-commercial opt-in, a mirror. */
export const FetchReferenceDataInputSchema = z.object({
  datasets: z.array(z.string().min(1).max(80)).max(20).default([]),
  allowNonCommercial: z.boolean().default(false),
  /** A mirror holding `<dataset>/<file>` (else REFERENCE_DATA_URL, else each file's public source). */
  from: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});

export type FetchReferenceDataInput = z.infer<typeof FetchReferenceDataInputSchema>;
