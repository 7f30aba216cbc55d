import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { SCRATCH_DIR } from '../support/scratch-dir.ts';

// Per run and project (integration and integration-isolated set up side by side in one run), so that no two share a
// template.
const templateDir = (project: string) =>
  path.join(SCRATCH_DIR, `sillage-pglite-template-${process.pid}-${project.replace(/\W/g, '_')}`);
const templateDatabase = (project: string) => `sillage_test_template_${process.pid}_${project.replace(/\W/g, '_')}`;

/**
 * Migrates a template database once per run: a PGlite data folder (each test file opens a copy of it), or, on
 * PostgreSQL, a template database that each test file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const PGLITE_TEMPLATE_DIR = templateDir(project.name);
  const PG_TEMPLATE_DATABASE = templateDatabase(project.name);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DATABASE}`);
    await admin.end();
    const template = await openDatabase({
      databaseUrl: withDatabase(serverUrl, PG_TEMPLATE_DATABASE),
      dataDir: 'memory://',
    });
    await migrate(template.db);
    await template.close();
    project.provide('databaseKind', 'postgres');
    project.provide('pgTemplateDatabase', PG_TEMPLATE_DATABASE);
    return async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      // The template, and the reference library's copy of it that test files may have built (tests/setup/test-app.ts).
      for (const name of [
        PG_TEMPLATE_DATABASE,
        `${PG_TEMPLATE_DATABASE}_library`,
        `${PG_TEMPLATE_DATABASE}_library_building`,
      ])
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    };
  }
  fs.rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  const template = await openDatabase({ dataDir: PGLITE_TEMPLATE_DIR });
  await migrate(template.db);
  await template.close();
  project.provide('databaseKind', 'pglite');
  project.provide('pgliteTemplateDir', PGLITE_TEMPLATE_DIR);
  return () => {
    fs.rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
    // A worker that died left its file's copy: copies are named after the template.
    for (const name of fs.readdirSync(SCRATCH_DIR)) {
      if (name.startsWith(`${path.basename(PGLITE_TEMPLATE_DIR)}-`)) {
        fs.rmSync(path.join(SCRATCH_DIR, name), { recursive: true, force: true });
      }
    }
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres';
    pgliteTemplateDir: string;
    pgTemplateDatabase: string;
  }
}
