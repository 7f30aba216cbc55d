import { z } from 'zod';
import { IFRA_CATEGORIES } from './ifra-categories.ts';

const CATEGORY_MESSAGE = `category must be one of the 18 IFRA categories: ${IFRA_CATEGORIES.join(', ')}`;

/** POST /api/formulas/:id/certificate-links: the finished product the published certificate is for. */
export const CreateCertificateLinkInputSchema = z.strictObject({
  category: z
    .string({ error: CATEGORY_MESSAGE })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.enum(IFRA_CATEGORIES, { error: CATEGORY_MESSAGE })),
  dosage: z
    .number({ error: 'dosage must be a number (% of concentrate in the finished product)' })
    .gt(0, 'dosage must be above 0%')
    .max(100, 'dosage cannot exceed 100%'),
  dosageBasis: z.enum(['w/w', 'v/v'], { error: 'dosageBasis must be "w/w" or "v/v"' }).optional(),
  productType: z
    .enum(['leave-on', 'rinse-off', 'not-cosmetic'], {
      error: 'productType must be "leave-on", "rinse-off" or "not-cosmetic"',
    })
    .optional(),
  /** The certificate's "certificate delivered to": the customer the link is shared with. */
  deliveredTo: z.string().trim().max(200, 'deliveredTo must be at most 200 characters').optional(),
});
export type CreateCertificateLinkInput = z.infer<typeof CreateCertificateLinkInputSchema>;

export const CertificateLinkParamSchema = z.object({
  id: z.uuid('Unknown formula id'),
  linkId: z.uuid('Unknown certificate link'),
});

/** A published link's token as it appears in `/c/<token>`: 43 base64url characters (32 random bytes). */
export const PublicTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid');
export const PublicTokenParamSchema = z.object({ token: PublicTokenSchema });
