import { describe, expect, it } from 'vitest';
import { checkMembershipChange, type MembershipChange } from './check-membership-change.ts';
import type { WorkspaceRole } from './workspace-roles.ts';

describe('checkMembershipChange', () => {
  it.each<[string, WorkspaceRole, MembershipChange, true | 403 | 422]>([
    ['an admin invites a lab member', 'admin', { kind: 'invite', role: 'lab' }, true],
    ['a perfumer cannot invite', 'perfumer', { kind: 'invite', role: 'viewer' }, 403],
    ['an admin cannot invite an owner', 'admin', { kind: 'invite', role: 'owner' }, 403],
    ['an owner invites an owner', 'owner', { kind: 'invite', role: 'owner' }, true],
    [
      'an admin makes a viewer a buyer',
      'admin',
      { kind: 'change-role', targetRole: 'viewer', role: 'buyer', ownerCount: 1 },
      true,
    ],
    [
      'an admin cannot demote an owner',
      'admin',
      { kind: 'change-role', targetRole: 'owner', role: 'viewer', ownerCount: 2 },
      403,
    ],
    [
      'an admin cannot promote to owner',
      'admin',
      { kind: 'change-role', targetRole: 'admin', role: 'owner', ownerCount: 1 },
      403,
    ],
    [
      'an owner steps down when another owner stays',
      'owner',
      { kind: 'change-role', targetRole: 'owner', role: 'admin', ownerCount: 2 },
      true,
    ],
    [
      'the last owner cannot step down',
      'owner',
      { kind: 'change-role', targetRole: 'owner', role: 'admin', ownerCount: 1 },
      422,
    ],
    ['a viewer leaves', 'viewer', { kind: 'remove', targetRole: 'viewer', isSelf: true, ownerCount: 1 }, true],
    [
      'a viewer cannot remove someone else',
      'viewer',
      { kind: 'remove', targetRole: 'lab', isSelf: false, ownerCount: 1 },
      403,
    ],
    ['the last owner cannot leave', 'owner', { kind: 'remove', targetRole: 'owner', isSelf: true, ownerCount: 1 }, 422],
    [
      'an owner leaves when another stays',
      'owner',
      { kind: 'remove', targetRole: 'owner', isSelf: true, ownerCount: 2 },
      true,
    ],
    [
      'an admin cannot remove an owner',
      'admin',
      { kind: 'remove', targetRole: 'owner', isSelf: false, ownerCount: 2 },
      403,
    ],
    [
      'an owner removes another owner',
      'owner',
      { kind: 'remove', targetRole: 'owner', isSelf: false, ownerCount: 2 },
      true,
    ],
    ['an admin removes a buyer', 'admin', { kind: 'remove', targetRole: 'buyer', isSelf: false, ownerCount: 1 }, true],
  ])('%s', (_, actor, change, expected) => {
    const verdict = checkMembershipChange(actor, change);
    if (expected === true) expect(verdict).toEqual({ ok: true });
    else expect(verdict).toMatchObject({ ok: false, status: expected });
  });
});
