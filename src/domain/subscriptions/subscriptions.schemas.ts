import { z } from 'zod';
import { ROLES } from '../accounts/roles.ts';
import { TIERS } from './resolve-tier.ts';

export const PURCHASABLE_TIERS = ['basic', 'premium'] as const;
export type PurchasableTier = (typeof PURCHASABLE_TIERS)[number];
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** POST /api/check-subscription (spec section 7). */
export const CheckSubscriptionInputSchema = z.object({ userEmail: z.email().max(254) });
export type CheckSubscriptionInput = z.infer<typeof CheckSubscriptionInputSchema>;

/** POST /api/billing/checkout */
export const CheckoutInputSchema = z.object({
  tier: z.enum(PURCHASABLE_TIERS),
  interval: z.enum(BILLING_INTERVALS).default('monthly'),
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

/** PUT /api/admin/users/:id/plan: a tier and, optionally, the day it ends (null or absent: no end). */
export const SetUserPlanInputSchema = z.object({
  tier: z.enum(TIERS),
  subscriptionEnd: z.iso.datetime({ offset: true }).or(z.iso.date()).nullable().optional(),
});
export type SetUserPlanInput = z.infer<typeof SetUserPlanInputSchema>;

/** PUT /api/admin/users/:id/role */
export const SetUserRoleInputSchema = z.object({ role: z.enum(ROLES) });
export type SetUserRoleInput = z.infer<typeof SetUserRoleInputSchema>;

/** POST /api/admin/users/:id/ban */
export const BanUserInputSchema = z.object({ reason: z.string().trim().max(500).optional() });

/** PUT /api/admin/users/:id/beta-tester */
export const SetBetaTesterInputSchema = z.object({ isBetaTester: z.boolean() });

/** GET /api/admin/users */
export const ListUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuerySchema>;

/** better-auth's user ids: letters, digits, '-' and '_' (anything else is a 422, never a database error). */
export const UserIdParamSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Not a user id') });

/** POST /api/setup/admin: the first administrator, with the token printed in the server's log. */
export const CreateFirstAdminInputSchema = z.object({
  token: z.string().min(20).max(200),
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  password: z.string().min(8).max(128),
});
export type CreateFirstAdminInput = z.infer<typeof CreateFirstAdminInputSchema>;

/** PUT /api/branding (enterprise): the white-label brand of the app shell and PDFs. */
export const BrandingInputSchema = z.object({
  brandName: z.string().trim().min(1).max(60),
  accentColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'An accent colour is #rrggbb'),
  logoDataUrl: z
    .string()
    .max(280_000, 'The logo may be at most 200 kB')
    .regex(/^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/, 'A logo is a PNG, JPEG, WebP or SVG image')
    .nullable(),
});
export type BrandingInput = z.infer<typeof BrandingInputSchema>;
