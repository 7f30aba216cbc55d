// The accounts area's public module: all that other server areas may import from it (ADR 034). Import from
// here, never from the area's other files (lint: sillage-server/server-layers).
export { recordAdminAction } from './admin-audit-log.ts';
export { getAccountSummary } from './get-account-summary.ts';
export { resolveClientAddress } from './limit-sign-in.ts';
