/** The roles a member holds in a workspace (issue 30), from the most to the least trusted. */
export const WORKSPACE_ROLES = ['owner', 'admin', 'perfumer', 'lab', 'regulatory', 'buyer', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
