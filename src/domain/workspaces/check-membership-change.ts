import type { WorkspaceRole } from './workspace-roles.ts';

export type MembershipChange =
  | { kind: 'invite'; role: WorkspaceRole }
  | { kind: 'change-role'; targetRole: WorkspaceRole; role: WorkspaceRole; ownerCount: number }
  | { kind: 'remove'; targetRole: WorkspaceRole; isSelf: boolean; ownerCount: number };

export type MembershipVerdict = { ok: true } | { ok: false; status: 403 | 422; message: string };

const ALLOWED = { ok: true } as const;
const MANAGERS: readonly WorkspaceRole[] = ['owner', 'admin'];

/**
 * The rules of membership (issue 30): owners and admins manage members and invitations; only an owner makes,
 * unmakes or removes an owner; anyone may leave; a workspace always keeps an owner (the last one cannot leave or
 * step down).
 */
export function checkMembershipChange(actorRole: WorkspaceRole, change: MembershipChange): MembershipVerdict {
  const isOwner = actorRole === 'owner';
  const selfLeaving = change.kind === 'remove' && change.isSelf;
  if (!selfLeaving && !MANAGERS.includes(actorRole))
    return { ok: false, status: 403, message: 'Only an owner or an admin manages the members of this workspace.' };
  const touchesOwner =
    (change.kind === 'invite' && change.role === 'owner') ||
    (change.kind === 'change-role' && (change.role === 'owner' || change.targetRole === 'owner')) ||
    (change.kind === 'remove' && !change.isSelf && change.targetRole === 'owner');
  if (touchesOwner && !isOwner) return { ok: false, status: 403, message: 'Only an owner makes or removes an owner.' };
  const losesOwner =
    (change.kind === 'change-role' && change.targetRole === 'owner' && change.role !== 'owner') ||
    (change.kind === 'remove' && change.targetRole === 'owner');
  if (losesOwner && change.ownerCount <= 1)
    return {
      ok: false,
      status: 422,
      message: 'A workspace needs an owner: make another member owner before the last one leaves or steps down.',
    };
  return ALLOWED;
}
