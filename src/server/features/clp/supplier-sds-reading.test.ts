import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSdsPdf } from '../../../../tests/factories/build-sds-pdf.ts';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { materials } from '../../db/schema/index.ts';

/**
 * POST /api/compliance/clp/materials/:materialId/sds-reading (issue 31, Data): a supplier's SDS PDF read by pdfjs-dist,
 * sections 2 and 3 proposed with their page, nothing saved. The PDF is built here with pdfkit (no real supplier SDS).
 */
const ctx = await createTestContext();
const db = ctx.deps.database.db;
const user = await ctx.signUp();
const material = await insertMaterial(db, { name: 'Lavender blend (SDS test)' });

const SDS = [
  [
    'SAFETY DATA SHEET',
    'Revision date: 2025-03-01 Version 4',
    'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
    'SECTION 2: Hazards identification',
    '2.1 Classification of the substance or mixture',
    'Skin Irrit. 2; H315',
    'Skin Sens. 1B; H317',
  ],
  [
    'SECTION 3: Composition/information on ingredients',
    'Linalool 78-70-6 25 - 50 % Skin Sens. 1B; H317',
    'SECTION 4: First aid measures',
  ],
];

function upload(file: Blob | null, cookie: string | null = user.cookie, materialId = material.id) {
  const form = new FormData();
  if (file !== null) form.append('file', file, 'sds.pdf');
  return ctx.request(`/api/compliance/clp/materials/${materialId}/sds-reading`, {
    method: 'POST',
    body: form,
    ...(cookie ? { cookie } : {}),
  });
}

describe('POST /api/compliance/clp/materials/:materialId/sds-reading', () => {
  it('proposes the classification and components with the page each came from, and saves nothing', async () => {
    const response = await upload(await buildSdsPdf(SDS));
    expect(response.status, await response.clone().text()).toBe(200);
    const { reading } = await readJson(
      response,
      z.looseObject({
        reading: z.looseObject({
          pages: z.number(),
          classification: z.array(z.unknown()),
          components: z.array(z.unknown()),
          revision: z.looseObject({ date: z.unknown() }),
        }),
      }),
    );
    expect(reading.pages).toBe(2);
    expect(reading.classification).toEqual([
      { text: 'Skin Irrit. 2; H315', page: 1 },
      { text: 'Skin Sens. 1B; H317', page: 1 },
    ]);
    expect(reading.components).toEqual([
      expect.objectContaining({
        cas: '78-70-6',
        minPercent: 25,
        maxPercent: 50,
        classification: ['Skin Sens. 1B; H317'],
        page: 2,
      }),
    ]);
    expect(reading.revision.date).toEqual({ text: '2025-03-01', page: 1 });
    const saved = await ctx.request(`/api/compliance/clp/materials/${material.id}/classification`, {
      cookie: user.cookie,
    });
    expect((await readJson(saved, z.looseObject({ material: z.unknown() }))).material).toBeNull();
  });

  it('needs a session (401), regulatory.edit (403), a visible material (404), a PDF (415), a file (422), at most 5 MB (413)', async () => {
    const pdf = await buildSdsPdf(SDS);
    expect((await upload(pdf, null)).status).toBe(401);
    // A viewer may not propose a classification (regulatory.edit); another workspace's own material is not found.
    const house = await createHouse(ctx, ['viewer'] as const);
    expect((await upload(pdf, house.members.viewer.cookie)).status).toBe(403);
    const [houseMaterial] = await db
      .insert(materials)
      .values({
        name: 'House blend',
        userId: house.owner.userId,
        workspaceId: house.workspaceId,
        kind: 'substance',
        searchText: 'house blend',
      })
      .returning({ id: materials.id });
    expect((await upload(pdf, user.cookie, houseMaterial!.id)).status).toBe(404);
    expect((await upload(pdf, user.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await upload(new Blob(['not a pdf'], { type: 'application/pdf' }))).status).toBe(415);
    expect((await upload(null)).status).toBe(422);
    expect((await upload(new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'application/pdf' }))).status).toBe(413);
  });
});
