import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REFERENCE } from '../../../../tests/fixtures/verdict-audit-cases.ts';
import { hasAuditData, useVerdictAudit } from '../../../../tests/setup/verdict-audit-context.ts';

/**
 * EU Annex II entries that ban some naturals under their CAS and not others (ADR 078), on the imported library: the
 * report's Annex II findings and the material's page, from the entries' own words.
 */
describe.skipIf(!hasAuditData)('verdict audit: Annex II entries ban what their words name', () => {
  const { post, lines, request } = useVerdictAudit();

  it.each([
    // Regulation (EC) No 1223/2009 Annex II 450: "Verbena essential oils (Lippia citriodora Kunth.) and derivatives
    // other than absolute"; 1136: "Exudation of Myroxylon pereirae (Royle) Klotzsch (Peru balsam, crude)". The
    // absolute and the resinoid share the banned CAS (8024-12-2, 8007-00-9) and are not banned.
    ['verbena oil', 'verbenaOil', '450'],
    ['verbena absolute', 'verbenaAbsolute', null],
    ['Peru balsam crude', 'peruCrude', '1136'],
    ['Peru balsam resinoid', 'peruResinoid', null],
  ] as const)('EU Annex II: %s (%s) is banned by entry %s (null: by none)', async (_case, material, entry) => {
    const report = await post('/api/compliance/report', {
      lines: lines([[REFERENCE[material].id, 0.01]]),
      category: '4',
      dosage: 20,
      markets: ['EU'],
    });
    const banned = report.euProhibited.filter((result) => !result.isTraceOnly).map((result) => result.annexIiReference);
    expect(banned).toEqual(entry === null ? [] : [entry]);
    // The material's page says the same: the entry listed, prohibited or leaving this material out.
    const page = z
      .object({
        eu: z.object({
          isProhibited: z.boolean(),
          annexII: z.array(z.object({ refNo: z.string(), leavesOutThisMaterial: z.boolean() })),
        }),
      })
      .parse(await (await request(`/api/materials/${REFERENCE[material].id}`)).json());
    expect(page.eu.isProhibited).toBe(entry !== null);
    expect(page.eu.annexII.map((row) => [row.refNo, row.leavesOutThisMaterial])).toContainEqual([
      material.startsWith('verbena') ? '450' : '1136',
      entry === null,
    ]);
  });
});
