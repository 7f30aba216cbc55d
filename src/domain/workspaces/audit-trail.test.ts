import { describe, expect, it } from 'vitest';
import { listChangedFields } from './audit-trail.ts';
import { formatAuditCsv } from './format-audit-csv.ts';
import { AuditQuerySchema } from './workspaces.schemas.ts';

describe('listChangedFields', () => {
  it.each([
    ['a creation lists every field', null, { name: 'A', cas: '1-1-1' }, ['cas', 'name']],
    ['a deletion lists every field', { name: 'A', cas: null }, null, ['name']],
    ['an edit lists the fields that differ', { name: 'A', cas: '1' }, { name: 'B', cas: '1' }, ['name']],
    ['nested values compare as JSON', { rows: [{ amount: 1 }] }, { rows: [{ amount: 2 }] }, ['rows']],
    ['nothing changed', { name: 'A' }, { name: 'A' }, []],
  ] as const)('%s', (_, before, after, expected) => {
    expect(listChangedFields(before, after)).toEqual(expected);
  });
});

describe('formatAuditCsv', () => {
  it('writes one line per event with the changed fields, and neutralises a formula-like name', () => {
    const csv = formatAuditCsv([
      {
        at: '2026-11-28T10:00:00.000Z',
        userName: '=HYPERLINK("x")',
        entity: 'material',
        entityId: 'm1',
        action: 'update',
        before: { name: 'A' },
        after: { name: 'B' },
      },
    ]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('at,user,entity,entity_id,action,changed,before,after');
    expect(line).toContain(`2026-11-28T10:00:00.000Z,"'=HYPERLINK(""x"")",material,m1,update,name,`);
  });
});

describe('AuditQuerySchema', () => {
  it.each([
    ['an unknown entity', { entity: 'planet' }],
    ['an unknown action', { action: 'explode' }],
    ['a date without a time', { from: '2026-11-28' }],
    ['a limit over 1000', { limit: '5000' }],
  ])('refuses %s', (_, query) => {
    expect(AuditQuerySchema.safeParse(query).success).toBe(false);
  });

  it('defaults to the newest 200', () => {
    expect(AuditQuerySchema.parse({})).toEqual({ limit: 200 });
  });
});
