import { writeCsv } from '../shared/neutralise-csv-cell.ts';
import { listChangedFields, type AuditEventView } from './audit-trail.ts';

export const AUDIT_CSV_FIELDS = ['at', 'user', 'entity', 'entity_id', 'action', 'changed', 'before', 'after'] as const;

/** The trail as CSV, one event a line, oldest last as listed; cells neutralised against spreadsheet formulas. */
export function formatAuditCsv(events: readonly AuditEventView[]): string {
  return writeCsv(
    AUDIT_CSV_FIELDS,
    events.map((event) => [
      event.at,
      event.userName,
      event.entity,
      event.entityId,
      event.action,
      listChangedFields(event.before, event.after).join(' '),
      event.before === null ? '' : JSON.stringify(event.before),
      event.after === null ? '' : JSON.stringify(event.after),
    ]),
  );
}
