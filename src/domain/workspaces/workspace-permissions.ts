import type { WorkspaceRole } from './workspace-roles.ts';

/**
 * What a member may do in a workspace (issue 30). Everyone in a workspace reads its library, stock, prices,
 * batches, specifications and documents (a confidential formula is a separate rule: `canOpenFormula`); writing
 * is per role: perfumer (formulas and own materials), lab (batches and stock), regulatory (specifications,
 * documents, classifications, and the audit trail), buyer (suppliers, prices, shopping), viewer (nothing), admin (everything but
 * billing), owner (everything).
 */
export const WORKSPACE_ACTIONS = [
  'formulas.read',
  'formulas.edit',
  'materials.read',
  'materials.edit',
  'inventory.read',
  'inventory.edit',
  'batches.read',
  'batches.make',
  'prices.read',
  'prices.edit',
  'shopping.edit',
  'regulatory.read',
  'regulatory.edit',
  'ai.use',
  'members.read',
  'members.manage',
  'audit.read',
  'workspace.manage',
  'billing.manage',
] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

const READS: readonly WorkspaceAction[] = [
  'formulas.read',
  'materials.read',
  'inventory.read',
  'batches.read',
  'prices.read',
  'regulatory.read',
  'members.read',
];

const EVERYTHING_BUT_BILLING = WORKSPACE_ACTIONS.filter((action) => action !== 'billing.manage');

/** THE permission matrix: role → the actions it grants. */
export const WORKSPACE_PERMISSIONS: Readonly<Record<WorkspaceRole, readonly WorkspaceAction[]>> = {
  owner: WORKSPACE_ACTIONS,
  admin: EVERYTHING_BUT_BILLING,
  perfumer: [...READS, 'formulas.edit', 'materials.edit', 'batches.make', 'shopping.edit', 'ai.use'],
  lab: [...READS, 'inventory.edit', 'batches.make', 'shopping.edit', 'ai.use'],
  regulatory: [...READS, 'regulatory.edit', 'audit.read', 'ai.use'],
  buyer: [...READS, 'prices.edit', 'shopping.edit', 'ai.use'],
  viewer: READS,
};

export function hasWorkspacePermission(role: WorkspaceRole, action: WorkspaceAction): boolean {
  return WORKSPACE_PERMISSIONS[role].includes(action);
}

const ACTION_WORDING: Record<WorkspaceAction, string> = {
  'formulas.read': 'read formulas',
  'formulas.edit': 'edit formulas',
  'materials.read': 'read materials',
  'materials.edit': 'edit materials',
  'inventory.read': 'read the inventory',
  'inventory.edit': 'change the inventory',
  'batches.read': 'read batches',
  'batches.make': 'make batches',
  'prices.read': 'read prices',
  'prices.edit': 'change suppliers and prices',
  'shopping.edit': 'change the shopping list',
  'regulatory.read': 'read specifications and documents',
  'regulatory.edit': 'confirm specifications, issue documents and set the certificate issuer',
  'ai.use': 'use the AI features',
  'members.read': 'see the members',
  'members.manage': 'manage members and invitations',
  'audit.read': 'read the audit trail',
  'workspace.manage': 'change the workspace',
  'billing.manage': 'manage the plan and billing',
};

/** The 403's sentence: what the role cannot do and who can. */
export function describeMissingPermission(role: WorkspaceRole, action: WorkspaceAction): string {
  const roles = (Object.keys(WORKSPACE_PERMISSIONS) as WorkspaceRole[]).filter((candidate) =>
    hasWorkspacePermission(candidate, action),
  );
  return `Your role in this workspace (${role}) cannot ${ACTION_WORDING[action]}. Ask someone with the ${roles.join(', ')} role.`;
}

/**
 * Whether a member opens a formula at all: an unrestricted formula, any member; a confidential one, only its author
 * and the members named on it (everyone else is answered 404, and never finds it in lists or search).
 */
export function canOpenFormula(
  formula: { isConfidential: boolean; authorId: string; memberIds: readonly string[] },
  userId: string,
): boolean {
  if (!formula.isConfidential) return true;
  return formula.authorId === userId || formula.memberIds.includes(userId);
}
