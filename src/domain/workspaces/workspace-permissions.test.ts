import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROLES, type WorkspaceRole } from './workspace-roles.ts';
import {
  WORKSPACE_ACTIONS,
  canOpenFormula,
  describeMissingPermission,
  hasWorkspacePermission,
  type WorkspaceAction,
} from './workspace-permissions.ts';

// The matrix as issue 30 states it, written out cell by cell (Y = allowed): owner everything; admin all but
// billing; perfumer formulas; lab batches and inventory; regulatory specifications, documents (the certificate
// issuer among them) and the audit trail; buyer suppliers, prices and shopping; viewer reads (and no AI, which spends
// the workspace's budget). Columns: owner admin perfumer lab regulatory buyer viewer.
const GRID: Record<WorkspaceAction, string> = {
  'formulas.read': 'Y Y Y Y Y Y Y',
  'formulas.edit': 'Y Y Y . . . .',
  'materials.read': 'Y Y Y Y Y Y Y',
  'materials.edit': 'Y Y Y . . . .',
  'inventory.read': 'Y Y Y Y Y Y Y',
  'inventory.edit': 'Y Y . Y . . .',
  'batches.read': 'Y Y Y Y Y Y Y',
  'batches.make': 'Y Y Y Y . . .',
  'prices.read': 'Y Y Y Y Y Y Y',
  'prices.edit': 'Y Y . . . Y .',
  'shopping.edit': 'Y Y Y Y . Y .',
  'regulatory.read': 'Y Y Y Y Y Y Y',
  'regulatory.edit': 'Y Y . . Y . .',
  'ai.use': 'Y Y Y Y Y Y .',
  'members.read': 'Y Y Y Y Y Y Y',
  'members.manage': 'Y Y . . . . .',
  'audit.read': 'Y Y . . Y . .',
  'workspace.manage': 'Y Y . . . . .',
  'billing.manage': 'Y . . . . . .',
};
const ORDER: WorkspaceRole[] = ['owner', 'admin', 'perfumer', 'lab', 'regulatory', 'buyer', 'viewer'];

describe('the workspace permission matrix', () => {
  it('covers every action and role of the module', () => {
    expect(Object.keys(GRID).sort()).toEqual([...WORKSPACE_ACTIONS].sort());
    expect([...ORDER].sort()).toEqual([...WORKSPACE_ROLES].sort());
  });

  const cells = WORKSPACE_ACTIONS.flatMap((action) =>
    GRID[action].split(' ').map((mark, index) => [ORDER[index]!, action, mark === 'Y'] as const),
  );
  it.each(cells)('%s × %s → %s', (role, action, allowed) => {
    expect(hasWorkspacePermission(role, action)).toBe(allowed);
  });
});

describe('describeMissingPermission', () => {
  it.each([
    [
      'lab',
      'formulas.edit',
      'Your role in this workspace (lab) cannot edit formulas. Ask someone with the owner, admin, perfumer role.',
    ],
    [
      'perfumer',
      'regulatory.edit',
      'Your role in this workspace (perfumer) cannot confirm specifications, issue documents and set the certificate issuer. Ask someone with the owner, admin, regulatory role.',
    ],
    [
      'viewer',
      'ai.use',
      'Your role in this workspace (viewer) cannot use the AI features. Ask someone with the owner, admin, perfumer, lab, regulatory, buyer role.',
    ],
    [
      'viewer',
      'billing.manage',
      'Your role in this workspace (viewer) cannot manage the plan and billing. Ask someone with the owner role.',
    ],
  ] as const)('%s, %s', (role, action, message) => {
    expect(describeMissingPermission(role, action)).toBe(message);
  });
});

describe('canOpenFormula', () => {
  const open = { isConfidential: false, authorId: 'ana', memberIds: [] };
  const secret = { isConfidential: true, authorId: 'ana', memberIds: ['ben'] };
  it.each([
    ['an unrestricted formula, any member', open, 'carl', true],
    ['a confidential formula, its author', secret, 'ana', true],
    ['a confidential formula, a named member', secret, 'ben', true],
    ['a confidential formula, anyone else', secret, 'carl', false],
  ])('%s', (_, formula, userId, expected) => {
    expect(canOpenFormula(formula, userId)).toBe(expected);
  });
});
