/** What the audit trail records changes of (issue 30, item 5). */
export const AUDIT_ENTITIES = [
  'formula',
  'material',
  'price',
  'lot',
  'batch',
  'membership',
  'invitation',
  'certificate',
  'document',
  'specification',
  'company',
  'api-key',
  'sso-provider',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

type Json = Record<string, unknown> | null;

/**
 * The fields that changed between a row before and after (sorted, nested values compared as JSON): what the trail
 * shows as "changed". A creation lists every field of `after`, a deletion every field of `before`.
 */
export function listChangedFields(before: Json, after: Json): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys]
    .filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null))
    .sort();
}

export type AuditEventView = {
  at: string;
  userName: string;
  entity: string;
  entityId: string;
  action: string;
  before: Json;
  after: Json;
};
