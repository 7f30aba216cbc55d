import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../tests/setup/test-app.ts';

// The database's own refusals reach the client as errors it can explain (spec section 8, Formulas: code 42501, and
// 'Database configuration is being updated. Please try again in a moment.'), never as a bare 500.
const ctx = await createTestContext();
const db = ctx.deps.database.db;

afterEach(async () => {
  await db.execute(sql`DROP TRIGGER IF EXISTS refuse_formula_insert ON formulas`);
  await db.execute(sql`DROP FUNCTION IF EXISTS refuse_formula_insert()`);
  await db.execute(sql`ALTER TABLE IF EXISTS formulas_being_moved RENAME TO formulas`);
});

describe('database refusals', () => {
  it('answers 403 with SQLSTATE 42501 when the database denies the write (insufficient_privilege)', async () => {
    const { cookie } = await ctx.signUp();
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_formula_insert() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'permission denied for table formulas' USING ERRCODE = '42501'; END $$ LANGUAGE plpgsql`),
    );
    await db.execute(
      sql`CREATE TRIGGER refuse_formula_insert BEFORE INSERT ON formulas FOR EACH ROW EXECUTE FUNCTION refuse_formula_insert()`,
    );
    const response = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie,
      json: { name: 'Refused', rows: [] },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN', details: { sqlState: '42501' } } });
  });

  it('answers 503 "Database configuration is being updated" while a table is missing (42P01)', async () => {
    const { cookie } = await ctx.signUp();
    await db.execute(sql`ALTER TABLE formulas RENAME TO formulas_being_moved`);
    const response = await ctx.request('/api/formulas', { cookie });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Database configuration is being updated. Please try again in a moment.',
        details: { sqlState: '42P01' },
      },
    });
  });
});
