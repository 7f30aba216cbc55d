// The workspaces area's public module: all that other server areas may import from it (ADR 034). Import from
// here, never from the area's other files (lint: sillage-server/server-layers).
export {
  assertWorkspacePermission,
  findKnownRequestWorkspace,
  getRequestWorkspace,
  readRequestScope,
  requireWorkspacePermission,
  resolveActiveWorkspace,
} from './active-workspace.ts';
export { getPersonalWorkspaceId } from './personal-workspace.ts';
export {
  findVisibleMaterials,
  getOwnMaterial,
  getVisibleMaterial,
  getVisibleMaterialRecord,
  openableFormulas,
  ownMaterials,
  visibleMaterials,
} from './workspace-access.ts';
export { getRequestScope } from './active-workspace.ts';
export type { WorkspaceScope } from './active-workspace.ts';
export { recordAuditEvent } from './audit-trail.ts';
export { findRequestWorkspaceTier, findWorkspaceTier, requireWorkspaceFeature } from './workspace-plan.ts';
export { getWorkspaceCompanyDetails, updateWorkspaceCompanyDetails } from './workspace-company.ts';
