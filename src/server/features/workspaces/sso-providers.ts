import { and, count, eq, notExists, sql } from 'drizzle-orm';
import { hasFeature } from '../../../domain/subscriptions/plans.ts';
import type { SaveSsoProviderInput } from '../../../domain/workspaces/workspaces.schemas.ts';
import type { Db } from '../../db/client.ts';
import { users, workspaceMembers, workspaceSsoProviders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { featureRefusal } from '../subscriptions/subscriptions.public.ts';
import { assertWorkspacePermission, type ActiveWorkspace } from './active-workspace.ts';
import { assertDomainProof } from './sso-domain-proof.ts';
import { recordAuditEvent } from './audit-trail.ts';
import { findWorkspaceTier } from './workspace-plan.ts';

type SsoDeps = { db: Db; adminEmails: readonly string[]; secretBox: SecretBox; dnsServers?: readonly string[] };

/** What the workspace screen shows of a provider: never the client secret, only that one is stored. */
export type SsoProviderView = {
  issuer: string;
  clientId: string;
  emailDomain: string;
  displayName: string;
  hasClientSecret: boolean;
  updatedAt: string;
};

function toView(row: typeof workspaceSsoProviders.$inferSelect): SsoProviderView {
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    emailDomain: row.emailDomain,
    displayName: row.displayName,
    hasClientSecret: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a provider: its public fields, never the secret (only whether it was changed). */
function describeForAudit(row: typeof workspaceSsoProviders.$inferSelect) {
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    emailDomain: row.emailDomain,
    displayName: row.displayName,
  };
}

/** 403 (the plan named) unless the workspace's plan has single sign-on (Enterprise). */
async function assertSsoPlan(deps: SsoDeps, workspaceId: string, now: Date) {
  const tier = await findWorkspaceTier(deps.db, deps.adminEmails, workspaceId, now);
  if (!hasFeature(tier, 'sso')) throw featureRefusal(tier, 'sso');
}

/** The workspace's provider (owner and admin: `workspace.manage`), or null when none is set. */
export async function getSsoProvider(deps: SsoDeps, membership: ActiveWorkspace, now: Date) {
  assertWorkspacePermission(membership, 'workspace.manage');
  const [row] = await deps.db
    .select()
    .from(workspaceSsoProviders)
    .where(eq(workspaceSsoProviders.workspaceId, membership.id));
  const tier = await findWorkspaceTier(deps.db, deps.adminEmails, membership.id, now);
  return { provider: row ? toView(row) : null, available: hasFeature(tier, 'sso') };
}

/**
 * Sets the workspace's provider (owner and admin, Enterprise plan). The secret is sealed; an empty one keeps the
 * stored secret. A domain another workspace already signs in through is a 409; a new or changed domain needs its
 * DNS TXT proof (422 naming the record). Setting or changing it is in the
 * workspace's audit trail (the fields before and after, whether the secret changed; never the secret).
 */
export async function saveSsoProvider(
  deps: SsoDeps,
  membership: ActiveWorkspace,
  userId: string,
  input: SaveSsoProviderInput,
  now: Date,
) {
  assertWorkspacePermission(membership, 'workspace.manage');
  await assertSsoPlan(deps, membership.id, now);
  const [existing] = await deps.db
    .select()
    .from(workspaceSsoProviders)
    .where(eq(workspaceSsoProviders.workspaceId, membership.id));
  const secret = input.clientSecret ? deps.secretBox.seal(input.clientSecret) : null;
  if (!existing && !secret)
    throw new AppError('VALIDATION_FAILED', 'Type the client secret', {
      fields: { clientSecret: ['Type the client secret'] },
    });
  const [taken] = await deps.db
    .select({ workspaceId: workspaceSsoProviders.workspaceId })
    .from(workspaceSsoProviders)
    .where(eq(workspaceSsoProviders.emailDomain, input.emailDomain));
  if (taken && taken.workspaceId !== membership.id)
    throw new AppError('CONFLICT', `Another workspace already signs in ${input.emailDomain} addresses.`);
  // Until domain ownership is proven (ADR 039), a workspace may not take over, or lock out, accounts of the domain
  // that are not its members: they are invited first.
  const [outside] = await deps.db
    .select({ accounts: count() })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) like ${`%@${input.emailDomain}`}`,
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(workspaceMembers)
            .where(and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, membership.id))),
        ),
      ),
    );
  if ((outside?.accounts ?? 0) > 0)
    throw new AppError(
      'CONFLICT',
      `${outside!.accounts} Sillage account(s) of ${input.emailDomain} are not members of this workspace: invite them first, then turn single sign-on on.`,
      { outsideAccounts: outside!.accounts },
    );
  // A new domain, or a changed one, is claimed only with the DNS TXT proof that the workspace owns it. A provider
  // saved before proofs were asked keeps its domain while it does not change.
  if (existing?.emailDomain !== input.emailDomain)
    await assertDomainProof(deps.dnsServers ?? [], membership.id, input.emailDomain);
  const fields = {
    issuer: input.issuer,
    clientId: input.clientId,
    emailDomain: input.emailDomain,
    displayName: input.displayName,
    updatedBy: userId,
    updatedAt: now,
  };
  const scope = { userId, workspaceId: membership.id };
  if (!existing) {
    if (!secret) throw new AppError('VALIDATION_FAILED', 'Type the client secret');
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(workspaceSsoProviders)
        .values({ ...fields, workspaceId: membership.id, clientSecret: secret, createdAt: now })
        .returning();
      await recordAuditEvent(tx, scope, {
        entity: 'sso-provider',
        entityId: row!.id,
        action: 'create',
        after: { ...describeForAudit(row!), secretChanged: true },
      });
      return toView(row!);
    });
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(workspaceSsoProviders)
      .set(secret ? { ...fields, clientSecret: secret } : fields)
      .where(eq(workspaceSsoProviders.id, existing.id))
      .returning();
    await recordAuditEvent(tx, scope, {
      entity: 'sso-provider',
      entityId: row!.id,
      action: 'update',
      before: describeForAudit(existing),
      after: { ...describeForAudit(row!), secretChanged: secret !== null },
    });
    return toView(row!);
  });
}

/**
 * Removes the provider (owner and admin): the domain's members sign in with their passwords again. In the audit
 * trail with the provider removed.
 */
export async function deleteSsoProvider(db: Db, membership: ActiveWorkspace, userId: string) {
  assertWorkspacePermission(membership, 'workspace.manage');
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(workspaceSsoProviders)
      .where(eq(workspaceSsoProviders.workspaceId, membership.id))
      .returning();
    const [removed] = deleted;
    if (!removed) throw new AppError('NOT_FOUND', 'No single sign-on is set for this workspace');
    await recordAuditEvent(
      tx,
      { userId, workspaceId: membership.id },
      { entity: 'sso-provider', entityId: removed.id, action: 'delete', before: describeForAudit(removed) },
    );
    return { deleted: true };
  });
}
