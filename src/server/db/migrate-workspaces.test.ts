import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { LATEST_MIGRATION, migrate } from './migrate.ts';

/** Ana's certificate issuer, as Settings → Company held it before workspaces had company details. */
const ANA_ISSUER = {
  certificateCompany: 'Maison Ana',
  certificateCompanyAddress: '1 rue des Fleurs, Grasse',
  certificateSignatory: 'Ana Perfumer',
  certificateSignatoryRole: 'Perfumer',
};

/**
 * Inside a describe: an in-memory database migrated up to (not including) `migration` before its tests, closed after;
 * `rows` runs a raw query on it and `migrateToLatest` applies the rest.
 */
function useDatabaseBefore(migration: number) {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database.db, { before: migration });
  });
  afterAll(async () => database?.close());
  const open = () => {
    if (!database) throw new Error('the database opens in beforeAll');
    return database;
  };
  return {
    rows: (query: ReturnType<typeof sql>) => open().db.execute<Record<string, unknown>>(query),
    migrateToLatest: () => migrate(open().db),
  };
}

/** The migration that moved ownership from the user to the workspace (issue 30, ADR 033). */
const WORKSPACES_MIGRATION = 24;

/**
 * A database holding a single perfumer's data as the schema before workspaces stored it, then migrated: every row
 * must be in that perfumer's personal workspace, nothing lost, reference rows left without an owner.
 */
describe('migration 0024: existing data moves into personal workspaces', () => {
  const { rows, migrateToLatest } = useDatabaseBefore(WORKSPACES_MIGRATION);

  beforeAll(async () => {
    // Two perfumers of the old schema, their data written as the old columns held it.
    await rows(sql`INSERT INTO users (id, name, email) VALUES ('u-ana', 'Ana Perfumer', 'ana@sillage.test'),
      ('u-ben', '', 'ben@sillage.test')`);
    await rows(sql`INSERT INTO materials (id, user_id, name, kind, search_text) VALUES
      ('00000000-0000-4000-8000-000000000001', NULL, 'Linalool', 'substance', 'linalool'),
      ('00000000-0000-4000-8000-000000000002', 'u-ana', 'My accord', 'accord', 'my accord')`);
    await rows(sql`INSERT INTO formulas (id, user_id, name) VALUES
      ('00000000-0000-4000-8000-0000000000f1', 'u-ana', 'Cologne'),
      ('00000000-0000-4000-8000-0000000000f2', 'u-ben', 'Chypre')`);
    await rows(sql`INSERT INTO formula_versions (formula_id, user_id, version, name) VALUES
      ('00000000-0000-4000-8000-0000000000f1', 'u-ana', 1, 'Cologne'),
      ('00000000-0000-4000-8000-0000000000f1', 'u-ana', 2, 'Cologne'),
      ('00000000-0000-4000-8000-0000000000f2', 'u-ben', 1, 'Chypre')`);
    await rows(sql`INSERT INTO formula_batches (user_id, formula_id, formula_version, batch_grams) VALUES
      ('u-ana', '00000000-0000-4000-8000-0000000000f1', 2, 100)`);
    await rows(sql`INSERT INTO analysis_reports (formula_id, user_id, report_data) VALUES
      ('00000000-0000-4000-8000-0000000000f1', 'u-ana', '{"technicalSummary":"ok"}')`);
    await rows(sql`INSERT INTO formula_shares (formula_id, owner_id, token_hash) VALUES
      ('00000000-0000-4000-8000-0000000000f1', 'u-ana', 'hash-share')`);
    await rows(sql`INSERT INTO certificate_links (formula_id, user_id, token_hash, formula_revision, snapshot,
      certificate_pdf, declaration_pdf) VALUES ('00000000-0000-4000-8000-0000000000f1', 'u-ana', 'hash-cert', 1, '{}',
      '\\x25504446', '\\x25504446')`);
    await rows(sql`INSERT INTO inventory_lots (user_id, material_id, quantity, unit) VALUES
      ('u-ana', '00000000-0000-4000-8000-000000000001', 250, 'g'),
      ('u-ana', '00000000-0000-4000-8000-000000000002', 10, 'g')`);
    await rows(sql`INSERT INTO inventory_thresholds (user_id, material_id, minimum_grams) VALUES
      ('u-ana', '00000000-0000-4000-8000-000000000001', 50)`);
    await rows(sql`INSERT INTO material_prices (user_id, material_id, vendor, size, size_grams, price, currency, source)
      VALUES ('u-ana', '00000000-0000-4000-8000-000000000001', 'Acme', '100 g', 100, 12, 'EUR', 'manual'),
             (NULL, '00000000-0000-4000-8000-000000000001', 'Scraped', '1 kg', 1000, 80, 'EUR', 'scraper')`);
    await rows(sql`INSERT INTO shopping_list_items (user_id, material_id, material_name) VALUES
      ('u-ana', '00000000-0000-4000-8000-000000000001', 'Linalool')`);
    await migrateToLatest();
  });

  it('applies every migration', async () => {
    const [row] = (await rows(sql`SELECT count(*)::int AS count FROM sillage_migrations`)).rows;
    expect(row?.count).toBe(LATEST_MIGRATION);
  });

  it('gives each user one personal workspace, named after them, with them as its owner', async () => {
    const workspaces = (
      await rows(sql`SELECT w.name, w.created_by, m.user_id, m.role FROM workspaces w
        JOIN workspace_members m ON m.workspace_id = w.id WHERE w.is_personal ORDER BY w.created_by`)
    ).rows;
    expect(workspaces).toEqual([
      { name: 'Ana Perfumer', created_by: 'u-ana', user_id: 'u-ana', role: 'owner' },
      { name: 'ben', created_by: 'u-ben', user_id: 'u-ben', role: 'owner' },
    ]);
  });

  it.each([
    ['formulas', 'user_id', 2],
    ['formula_versions', 'user_id', 3],
    ['formula_batches', 'user_id', 1],
    ['analysis_reports', 'user_id', 1],
    ['formula_shares', 'owner_id', 1],
    ['certificate_links', 'user_id', 1],
    ['inventory_lots', 'user_id', 2],
    ['inventory_thresholds', 'user_id', 1],
    ['shopping_list_items', 'user_id', 1],
    ['materials', 'user_id', 1],
    ['material_prices', 'user_id', 1],
  ])("keeps every %s row of a user, in that user's personal workspace", async (table, ownerColumn, count) => {
    const result = await rows(
      sql.raw(`SELECT count(*)::int AS total,
        count(*) FILTER (WHERE w.is_personal AND w.created_by = t.${ownerColumn})::int AS in_personal
        FROM ${table} t LEFT JOIN workspaces w ON w.id = t.workspace_id WHERE t.${ownerColumn} IS NOT NULL`),
    );
    expect(result.rows[0]).toEqual({ total: count, in_personal: count });
  });

  it('leaves reference materials and scraped prices without a workspace, and refuses an own row without one', async () => {
    const reference = await rows(sql`SELECT workspace_id FROM materials WHERE user_id IS NULL`);
    expect(reference.rows).toEqual([{ workspace_id: null }]);
    const scraped = await rows(sql`SELECT workspace_id FROM material_prices WHERE user_id IS NULL`);
    expect(scraped.rows).toEqual([{ workspace_id: null }]);
    await expect(
      rows(
        sql`INSERT INTO materials (user_id, name, kind, search_text) VALUES ('u-ana', 'Orphan', 'accord', 'orphan')`,
      ),
    ).rejects.toThrow();
    await expect(rows(sql`INSERT INTO formulas (user_id, name) VALUES ('u-ana', 'Orphan')`)).rejects.toThrow();
  });
});

/** The migration that moved the rows still per user (AI, the certificate issuer) into workspaces (issue 30). */
const DOCUMENTS_AI_MIGRATION = 40;

/**
 * Accounts as 0039 left them (each with a personal workspace, one house): after 0040 their conversations and AI usage
 * are in their personal workspace, and every workspace has its creator's company details, their settings untouched.
 */
describe('migration 0040: AI rows and the certificate issuer move into workspaces', () => {
  const { rows, migrateToLatest } = useDatabaseBefore(DOCUMENTS_AI_MIGRATION);
  const company = ANA_ISSUER;

  beforeAll(async () => {
    await rows(sql`INSERT INTO users (id, name, email) VALUES ('u-ana', 'Ana Perfumer', 'ana@sillage.test'),
      ('u-ben', 'Ben', 'ben@sillage.test'), ('u-cy', 'Cy', 'cy@sillage.test')`);
    await rows(sql`INSERT INTO workspaces (id, name, is_personal, created_by) VALUES
      ('00000000-0000-4000-8000-0000000000a1', 'Ana Perfumer', true, 'u-ana'),
      ('00000000-0000-4000-8000-0000000000b1', 'Ben', true, 'u-ben'),
      ('00000000-0000-4000-8000-0000000000a2', 'Maison Ana', false, 'u-ana')`);
    await rows(sql`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES
      ('00000000-0000-4000-8000-0000000000a1', 'u-ana', 'owner'),
      ('00000000-0000-4000-8000-0000000000b1', 'u-ben', 'owner'),
      ('00000000-0000-4000-8000-0000000000a2', 'u-ana', 'owner'),
      ('00000000-0000-4000-8000-0000000000a2', 'u-ben', 'perfumer')`);
    // Ana filled in Settings → Company (with stray spaces); Ben left it empty; Cy has no personal workspace yet.
    await rows(sql`INSERT INTO user_settings (user_id, preferences) VALUES
      ('u-ana', ${JSON.stringify({ ...company, certificateCompany: '  Maison Ana ', theme: 'dark' })}::jsonb),
      ('u-ben', ${JSON.stringify({ certificateCompany: '', theme: 'light' })}::jsonb)`);
    await rows(sql`INSERT INTO ai_conversations (id, user_id, title) VALUES
      ('00000000-0000-4000-8000-0000000000c1', 'u-ana', 'Ana asks'),
      ('00000000-0000-4000-8000-0000000000c2', 'u-ben', 'Ben asks'),
      ('00000000-0000-4000-8000-0000000000c3', 'u-cy', 'Cy asks')`);
    await rows(sql`INSERT INTO ai_usage (user_id, feature, provider, model, cost) VALUES
      ('u-ana', 'assistant', 'openai', 'gpt', 0.5), ('u-ana', 'enrichment', 'openai', 'gpt', 0.25),
      ('u-ben', 'assistant', 'openai', 'gpt', 0.125), ('u-cy', 'wizard', 'openai', 'gpt', 1)`);
    await migrateToLatest();
  });

  it.each([
    ['ai_conversations', 3],
    ['ai_usage', 4],
  ] as const)("keeps every %s row, in its user's personal workspace", async (table, count) => {
    const result = await rows(
      sql.raw(`SELECT count(*)::int AS total,
          count(*) FILTER (WHERE w.is_personal AND w.created_by = t.user_id)::int AS in_personal
          FROM ${table} t LEFT JOIN workspaces w ON w.id = t.workspace_id`),
    );
    expect(result.rows[0]).toEqual({ total: count, in_personal: count });
  });

  it('keeps the cost of every AI call', async () => {
    const result = await rows(
      sql`SELECT user_id, sum(cost)::float8 AS cost FROM ai_usage GROUP BY user_id ORDER BY user_id`,
    );
    expect(result.rows).toEqual([
      { user_id: 'u-ana', cost: 0.75 },
      { user_id: 'u-ben', cost: 0.125 },
      { user_id: 'u-cy', cost: 1 },
    ]);
  });

  it('gives an account that had no personal workspace one, as its owner', async () => {
    const result = await rows(sql`SELECT w.name, m.role FROM workspaces w
      JOIN workspace_members m ON m.workspace_id = w.id AND m.user_id = w.created_by
      WHERE w.is_personal AND w.created_by = 'u-cy'`);
    expect(result.rows).toEqual([{ name: 'Cy', role: 'owner' }]);
  });

  it("copies the creator's company details into each of their workspaces, and leaves the settings as they were", async () => {
    const result = await rows(sql`SELECT id, company_details FROM workspaces ORDER BY id`);
    const byId = Object.fromEntries(result.rows.map((row) => [row.id, row.company_details]));
    expect(byId['00000000-0000-4000-8000-0000000000a1']).toEqual(company);
    expect(byId['00000000-0000-4000-8000-0000000000a2']).toEqual(company);
    // Ben never filled the section in: his workspace stays without an issuer (documents ask for one).
    expect(byId['00000000-0000-4000-8000-0000000000b1']).toBeNull();
    const settings = await rows(sql`SELECT preferences FROM user_settings WHERE user_id = 'u-ana'`);
    expect(settings.rows[0]?.preferences).toMatchObject({ certificateCompany: '  Maison Ana ', theme: 'dark' });
  });

  it('refuses a conversation or a usage row without a workspace', async () => {
    await expect(rows(sql`INSERT INTO ai_conversations (user_id, title) VALUES ('u-ana', 'Orphan')`)).rejects.toThrow();
    await expect(
      rows(sql`INSERT INTO ai_usage (user_id, feature, provider, model) VALUES ('u-ana', 'wizard', 'openai', 'gpt')`),
    ).rejects.toThrow();
  });
});

/** The migration that moved the UFIs' VAT number from the user's settings into the workspace's company details. */
const VAT_MIGRATION = 41;

/**
 * Ana filled in the issuer and a VAT number, Ben only a VAT number (with spaces, lower case), Cy nothing: after 0041
 * every workspace they created has its creator's VAT number beside the issuer, and the settings keep their copy.
 */
describe('migration 0041: the VAT number moves into the workspace', () => {
  const { rows, migrateToLatest } = useDatabaseBefore(VAT_MIGRATION);
  const issuer = ANA_ISSUER;

  beforeAll(async () => {
    await rows(sql`INSERT INTO users (id, name, email) VALUES ('u-ana', 'Ana', 'ana@sillage.test'),
      ('u-ben', 'Ben', 'ben@sillage.test'), ('u-cy', 'Cy', 'cy@sillage.test')`);
    await rows(sql`INSERT INTO workspaces (id, name, is_personal, created_by, company_details) VALUES
      ('00000000-0000-4000-8000-0000000000a1', 'Ana', true, 'u-ana', ${JSON.stringify(issuer)}::jsonb),
      ('00000000-0000-4000-8000-0000000000a2', 'Maison Ana', false, 'u-ana', ${JSON.stringify(issuer)}::jsonb),
      ('00000000-0000-4000-8000-0000000000b1', 'Ben', true, 'u-ben', NULL),
      ('00000000-0000-4000-8000-0000000000c1', 'Cy', true, 'u-cy', NULL)`);
    await rows(sql`INSERT INTO user_settings (user_id, preferences) VALUES
      ('u-ana', ${JSON.stringify({ ...issuer, companyVatNumber: 'DE112358132' })}::jsonb),
      ('u-ben', ${JSON.stringify({ companyVatNumber: ' fr01012345678 ' })}::jsonb),
      ('u-cy', ${JSON.stringify({ companyVatNumber: '' })}::jsonb)`);
    await migrateToLatest();
  });

  it("puts the creator's VAT number beside each workspace's issuer, and leaves the settings as they were", async () => {
    const result = await rows(sql`SELECT id, company_details FROM workspaces ORDER BY id`);
    const byId = Object.fromEntries(result.rows.map((row) => [row.id, row.company_details]));
    expect(byId['00000000-0000-4000-8000-0000000000a1']).toEqual({ ...issuer, companyVatNumber: 'DE112358132' });
    expect(byId['00000000-0000-4000-8000-0000000000a2']).toEqual({ ...issuer, companyVatNumber: 'DE112358132' });
    expect(byId['00000000-0000-4000-8000-0000000000b1']).toEqual({
      certificateCompany: '',
      certificateCompanyAddress: '',
      certificateSignatory: '',
      certificateSignatoryRole: '',
      companyVatNumber: 'FR01012345678',
    });
    expect(byId['00000000-0000-4000-8000-0000000000c1']).toBeNull();
    const settings = await rows(sql`SELECT preferences FROM user_settings WHERE user_id = 'u-ben'`);
    expect(settings.rows[0]?.preferences).toEqual({ companyVatNumber: ' fr01012345678 ' });
  });
});
