import { z } from 'zod';

export const CreateInviteInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')),
  message: z.string().trim().max(1000).optional(),
});
export type CreateInviteInput = z.infer<typeof CreateInviteInputSchema>;

export const InviteIdParamSchema = z.object({ id: z.uuid('Unknown invite') });

/** An invite token as it appears in the link: 43 base64url characters (32 random bytes). */
export const InviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invite link is not valid');
export const InviteTokenQuerySchema = z.object({ token: InviteTokenSchema });
export const AcceptInviteInputSchema = z.object({ token: InviteTokenSchema });

export const BetaApplicationInputSchema = z.object({
  motivation: z.string().trim().min(1, 'Tell us what you would like to try').max(2000),
});
export const BetaDecisionInputSchema = z.object({ decision: z.enum(['accept', 'decline']) });
