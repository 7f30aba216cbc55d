import { z } from 'zod';

/** POST /api/formulas/:id/shares: share read-only with a colleague (an account linked through an accepted invite). */
export const ShareWithColleagueInputSchema = z.strictObject({
  recipientId: z.string().trim().min(1, 'Pick a colleague').max(200),
});
export type ShareWithColleagueInput = z.infer<typeof ShareWithColleagueInputSchema>;

export const FormulaShareParamSchema = z.object({
  id: z.uuid('Unknown formula id'),
  shareId: z.uuid('Unknown share'),
});

export const SharedFormulaParamSchema = z.object({ shareId: z.uuid('Unknown share') });

/** POST /api/shared-formulas/open: a formula's share link, opened by a signed-in user. */
export const OpenShareLinkInputSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This share link is not valid'),
});
