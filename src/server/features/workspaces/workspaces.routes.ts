import { formatAuditCsv } from '../../../domain/workspaces/format-audit-csv.ts';
import {
  ApiKeyParamSchema,
  AuditQuerySchema,
  CreateApiKeyInputSchema,
  ChangeMemberRoleInputSchema,
  CreateWorkspaceInputSchema,
  CreateWorkspaceInvitationInputSchema,
  InvitationParamSchema,
  SaveSsoProviderInputSchema,
  MemberParamSchema,
  SwitchWorkspaceInputSchema,
  WorkspaceIdParamSchema,
  WorkspaceInvitationTokenSchema,
} from '../../../domain/workspaces/workspaces.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { assertWorkspacePermission, resolveWorkspaceMembership } from './active-workspace.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.ts';
import { listAuditEvents } from './audit-trail.ts';
import { deleteSsoProvider, getSsoProvider, saveSsoProvider } from './sso-providers.ts';
import {
  changeMemberRole,
  createWorkspace,
  listMembers,
  listWorkspaces,
  removeMember,
  switchWorkspace,
} from './manage-workspaces.ts';
import {
  acceptWorkspaceInvitation,
  checkWorkspaceInvitation,
  inviteIntoWorkspace,
  listWorkspaceInvitations,
  revokeWorkspaceInvitation,
} from './workspace-invitations.ts';

/**
 * /api/workspaces: the session user's workspaces, the active one, and (per workspace, for its members) members
 * and invitations. A workspace the user does not belong to is a 404; a role without the right a 403.
 */
export const workspacesRouter = createRouter()
  .get('/', async (c) => c.json(await listWorkspaces(c.var.db, c.var.userId)))
  .post('/', validate('json', CreateWorkspaceInputSchema), async (c) => {
    return c.json({ workspace: await createWorkspace(c.var.db, c.var.userId, c.req.valid('json').name) }, 201);
  })
  .post('/active', validate('json', SwitchWorkspaceInputSchema), async (c) => {
    const workspace = await switchWorkspace(c.var.db, c.var.userId, c.req.valid('json').workspaceId);
    return c.json({ workspace });
  })
  .get('/:id/members', validate('param', WorkspaceIdParamSchema), async (c) => {
    const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, c.req.valid('param').id);
    assertWorkspacePermission(membership, 'members.read');
    return c.json({ items: await listMembers(c.var.db, membership.id), role: membership.role });
  })
  .patch(
    '/:id/members/:userId',
    validate('param', MemberParamSchema),
    validate('json', ChangeMemberRoleInputSchema),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, id);
      return c.json({
        member: await changeMemberRole(c.var.db, membership, c.var.userId, userId, c.req.valid('json').role),
      });
    },
  )
  .delete('/:id/members/:userId', validate('param', MemberParamSchema), async (c) => {
    const { id, userId } = c.req.valid('param');
    const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, id);
    return c.json(await removeMember(c.var.db, membership, c.var.userId, userId));
  })
  .get('/:id/sso', validate('param', WorkspaceIdParamSchema), async (c) => {
    const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, c.req.valid('param').id);
    const { env, secretBox } = c.var.deps;
    return c.json(
      await getSsoProvider({ db: c.var.db, adminEmails: env.adminEmails, secretBox }, membership, new Date()),
    );
  })
  .put(
    '/:id/sso',
    validate('param', WorkspaceIdParamSchema),
    validate('json', SaveSsoProviderInputSchema),
    async (c) => {
      const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, c.req.valid('param').id);
      const { env, secretBox } = c.var.deps;
      const provider = await saveSsoProvider(
        { db: c.var.db, adminEmails: env.adminEmails, secretBox, dnsServers: env.ssoDnsServers },
        membership,
        c.var.userId,
        c.req.valid('json'),
        new Date(),
      );
      return c.json({ provider });
    },
  )
  .delete('/:id/sso', validate('param', WorkspaceIdParamSchema), async (c) => {
    const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, c.req.valid('param').id);
    return c.json(await deleteSsoProvider(c.var.db, membership, c.var.userId));
  })
  .get('/:id/audit', validate('param', WorkspaceIdParamSchema), validate('query', AuditQuerySchema), async (c) => {
    const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, c.req.valid('param').id);
    assertWorkspacePermission(membership, 'audit.read');
    return c.json({ items: await listAuditEvents(c.var.db, membership.id, c.req.valid('query')) });
  })
  .get(
    '/:id/audit/export',
    validate('param', WorkspaceIdParamSchema),
    validate('query', AuditQuerySchema),
    async (c) => {
      const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, c.req.valid('param').id);
      assertWorkspacePermission(membership, 'audit.read');
      const csv = formatAuditCsv(await listAuditEvents(c.var.db, membership.id, c.req.valid('query')));
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="audit-trail.csv"',
      });
    },
  )
  .get('/:id/invitations', validate('param', WorkspaceIdParamSchema), async (c) => {
    const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, c.req.valid('param').id);
    assertWorkspacePermission(membership, 'members.manage');
    return c.json({ items: await listWorkspaceInvitations(c.var.db, membership.id, new Date()) });
  })
  .post(
    '/:id/invitations',
    validate('param', WorkspaceIdParamSchema),
    validate('json', CreateWorkspaceInvitationInputSchema),
    async (c) => {
      const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, c.req.valid('param').id);
      assertWorkspacePermission(membership, 'members.manage');
      const { mailer, env } = c.var.deps;
      const result = await inviteIntoWorkspace(
        { db: c.var.db, mailer, publicUrl: env.publicUrl, adminEmails: env.adminEmails },
        membership,
        currentUser(c),
        c.req.valid('json'),
        new Date(),
      );
      return c.json(result, 201);
    },
  )
  .delete('/:id/invitations/:invitationId', validate('param', InvitationParamSchema), async (c) => {
    const { id, invitationId } = c.req.valid('param');
    const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, id);
    assertWorkspacePermission(membership, 'members.manage');
    const scope = { userId: c.var.userId, workspaceId: membership.id };
    return c.json(await revokeWorkspaceInvitation(c.var.db, scope, invitationId, new Date()));
  })
  // API keys (ADR 038): every member sees the workspace's keys and may make one (acting with their own role).
  .get('/:id/api-keys', validate('param', WorkspaceIdParamSchema), async (c) => {
    const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, c.req.valid('param').id);
    assertWorkspacePermission(membership, 'members.read');
    return c.json({ items: await listApiKeys(c.var.db, membership.id) });
  })
  .post(
    '/:id/api-keys',
    validate('param', WorkspaceIdParamSchema),
    validate('json', CreateApiKeyInputSchema),
    async (c) => {
      const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, c.req.valid('param').id);
      const deps = { db: c.var.db, adminEmails: c.var.deps.env.adminEmails };
      return c.json(await createApiKey(deps, membership, c.var.userId, c.req.valid('json'), new Date()), 201);
    },
  )
  .delete('/:id/api-keys/:keyId', validate('param', ApiKeyParamSchema), async (c) => {
    const { id, keyId } = c.req.valid('param');
    const membership = await resolveWorkspaceMembership(c.var.db, c.var.userId, id);
    return c.json(await revokeApiKey(c.var.db, membership, c.var.userId, keyId, new Date()));
  });

/** /api/workspace-invitations: `GET /check` is public (the join page reads it before sign-in); accepting needs the invited account. */
export const workspaceInvitationsRouter = createRouter()
  .get('/check', validate('query', WorkspaceInvitationTokenSchema), async (c) =>
    c.json(await checkWorkspaceInvitation(c.var.db, c.req.valid('query').token, new Date())),
  )
  .post('/accept', validate('json', WorkspaceInvitationTokenSchema), async (c) =>
    c.json(
      await acceptWorkspaceInvitation(
        c.var.db,
        c.var.deps.env.adminEmails,
        currentUser(c),
        c.req.valid('json').token,
        new Date(),
      ),
    ),
  );
