import { z } from 'zod';
import { API_KEY_SCOPES } from './api-keys.ts';
import { EMAIL_DOMAIN_PATTERN, normalizeEmailDomain, normalizeIssuer } from './sso.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './audit-trail.ts';
import { WORKSPACE_ROLES } from './workspace-roles.ts';

export const WorkspaceRoleSchema = z.enum(WORKSPACE_ROLES, {
  error: `Pick one of the roles: ${WORKSPACE_ROLES.join(', ')}`,
});

/** POST /api/workspaces */
export const CreateWorkspaceInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the workspace').max(80, 'At most 80 characters'),
});

/** POST /api/workspaces/active: the workspace the session works in from now on. */
export const SwitchWorkspaceInputSchema = z.strictObject({ workspaceId: z.uuid('Unknown workspace') });

export const WorkspaceIdParamSchema = z.object({ id: z.uuid('Unknown workspace') });

export const MemberParamSchema = z.object({
  id: z.uuid('Unknown workspace'),
  userId: z.string().trim().min(1).max(200),
});

/** PATCH /api/workspaces/:id/members/:userId */
export const ChangeMemberRoleInputSchema = z.strictObject({ role: WorkspaceRoleSchema });

/** POST /api/workspaces/:id/invitations */
export const CreateWorkspaceInvitationInputSchema = z.strictObject({
  email: z.email('Enter an e-mail address').max(254).trim().toLowerCase(),
  role: WorkspaceRoleSchema,
});

export const InvitationParamSchema = z.object({
  id: z.uuid('Unknown workspace'),
  invitationId: z.uuid('Unknown invitation'),
});

/** POST /api/workspace-invitations/accept (signed in) and GET …/check?token= (public). */
export const WorkspaceInvitationTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid'),
});

/** PUT /api/formulas/:id/access: a confidential formula and the members it is open to. */
export const FormulaAccessInputSchema = z.strictObject({
  isConfidential: z.boolean(),
  memberIds: z.array(z.string().trim().min(1).max(200)).max(200).default([]),
});
export type FormulaAccessInput = z.infer<typeof FormulaAccessInputSchema>;

/** GET /api/workspaces/:id/audit (and /audit/export): filters of the audit trail, newest first. */
export const AuditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: `Pick one of: ${AUDIT_ENTITIES.join(', ')}` }).optional(),
  entityId: z.string().trim().min(1).max(200).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: `Pick one of: ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  userId: z.string().trim().min(1).max(200).optional(),
  from: z.iso.datetime({ offset: true, error: 'A date and time, ISO 8601' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'A date and time, ISO 8601' }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** POST /api/workspaces/:id/api-keys: a key's name (to recognise it) and its scope. */
export const CreateApiKeyInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the key').max(80, 'At most 80 characters'),
  scope: z.enum(API_KEY_SCOPES, { error: `Pick one of the scopes: ${API_KEY_SCOPES.join(', ')}` }),
});
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInputSchema>;

export const ApiKeyParamSchema = z.object({
  id: z.uuid('Unknown workspace'),
  keyId: z.uuid('Unknown API key'),
});

/** PUT /api/workspaces/:id/sso: the workspace's OpenID Connect provider (Enterprise). */
export const SaveSsoProviderInputSchema = z.strictObject({
  issuer: z
    .url({ protocol: /^https?$/, error: 'Type the issuer URL, like https://id.example.com' })
    .max(500, 'At most 500 characters')
    .transform(normalizeIssuer),
  clientId: z.string().trim().min(1, 'Type the client id').max(300, 'At most 300 characters'),
  /** Empty keeps the stored secret (a first save needs one). */
  clientSecret: z.string().trim().max(500, 'At most 500 characters').optional(),
  emailDomain: z
    .string()
    .transform(normalizeEmailDomain)
    .pipe(z.string().regex(EMAIL_DOMAIN_PATTERN, 'Type a domain like example.com')),
  displayName: z.string().trim().min(1, 'Name the provider').max(60, 'At most 60 characters'),
});
export type SaveSsoProviderInput = z.infer<typeof SaveSsoProviderInputSchema>;

/** GET /api/auth/sso/start?email= : the address whose domain picks the provider. */
export const SsoStartQuerySchema = z.object({
  email: z.string().trim().max(320).optional(),
  workspaceId: z.uuid().optional(),
  callbackURL: z.string().optional(),
});
