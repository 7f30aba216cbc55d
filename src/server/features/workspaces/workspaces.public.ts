// The workspaces area's public module: all that other server areas may import from it (ADR 034). Import from
// here, never from the area's other files (lint: sillage-server/server-layers).
export {
  assertWorkspacePermission,
  getRequestWorkspace,
  requireWorkspacePermission,
  resolveActiveWorkspace,
} from './active-workspace.ts';
export { getPersonalWorkspaceId } from './personal-workspace.ts';
