import { describe, expect, it } from 'vitest';
import { insertMaterial } from '../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../tests/setup/test-app.ts';
import { z } from 'zod';
import { readJson } from '../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const user = await ctx.signUp();

async function expect422(response: Response, message: RegExp) {
  const text = await response.text();
  expect(response.status, text).toBe(422);
  expect(text).toMatch(message);
}

describe('input the schemas accepted but nothing can store answers 422, never 500', () => {
  it('a NUL byte in a query', async () => {
    await expect422(
      await ctx.request('/api/materials?odourFamily=%00', { cookie: user.cookie }),
      /odourFamily: contains a NUL character/,
    );
    await expect422(
      await ctx.request('/api/materials?search=rose%00', { cookie: user.cookie }),
      /search: contains a NUL character/,
    );
    // A lone surrogate cannot be percent-encoded: its UTF-8 bytes decode to U+FFFD, which is harmless text.
    expect((await ctx.request('/api/materials?search=a%ED%A0%80', { cookie: user.cookie })).status).toBe(200);
  });

  it('a NUL byte or a lone surrogate in any JSON text field, key included', async () => {
    await expect422(
      await ctx.request('/api/formulas', { method: 'POST', cookie: user.cookie, json: { name: 'Rose\u0000' } }),
      /name: contains a NUL character/,
    );
    await expect422(
      await ctx.request('/api/formulas', {
        method: 'POST',
        cookie: user.cookie,
        body: '{"name":"\\ud800"}',
        headers: { 'content-type': 'application/json' },
      }),
      /unpaired surrogate/,
    );
    await expect422(
      await ctx.request('/api/formulas', {
        method: 'POST',
        cookie: user.cookie,
        json: { rows: [{ name: 'x', amount: 1, notes: 'a\u0000b' }] },
      }),
      /rows\.0\.notes/,
    );
    await expect422(
      await ctx.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'a\u0000@b.test', password: 'x' },
      }),
      /NUL/,
    );
  });

  it('a NUL byte in the path', async () => {
    await expect422(await ctx.request('/api/formulas/%00', { cookie: user.cookie }), /NUL/);
  });

  it('impossible dates: a lot dated 2024-02-30, also through the CSV import', async () => {
    const material = await insertMaterial(db);
    await expect422(
      await ctx.request('/api/inventory/lots', {
        method: 'POST',
        cookie: user.cookie,
        json: { materialId: material.id, quantity: 5, unit: 'g', purchaseDate: '2024-02-30' },
      }),
      /does not exist in the calendar/,
    );
    const imported = await ctx.request('/api/inventory/import', {
      method: 'POST',
      cookie: user.cookie,
      json: { csv: `material,cas,quantity,unit,expiry_date\n${material.name},,5,g,2024-02-30\n` },
    });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({
      imported: 0,
      skipped: [{ row: 2, reason: 'This date does not exist in the calendar' }],
    });
  });

  it('analysis data nested thousands of levels deep', async () => {
    const created = await ctx.request('/api/formulas', { method: 'POST', cookie: user.cookie, json: { name: 'Deep' } });
    const { formula } = await readJson(created, z.looseObject({ formula: z.looseObject({ id: z.string() }) }));
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const response = await ctx.request(`/api/formulas/${formula.id}/analysis-report`, {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: `{"technicalSummary":"x","data":${deep}}`,
    });
    await expect422(response, /nested more than 64 levels deep/);
    const shallow = await ctx.request(`/api/formulas/${formula.id}/analysis-report`, {
      method: 'POST',
      cookie: user.cookie,
      json: { technicalSummary: 'x', data: { a: { b: [1, '[{'] } } },
    });
    expect(shallow.status).toBe(201);
  });
});
