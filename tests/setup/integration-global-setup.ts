import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';

// Per run and project (integration and integration-isolated set up side by side in one run), so that no two share a
// template.
const templateFile = (project: string) =>
  path.resolve(import.meta.dirname, `../../.tmp/pglite-template-${process.pid}-${project}.tar.gz`);
const templateDatabase = (project: string) => `sillage_test_template_${process.pid}_${project.replace(/\W/g, '_')}`;

/**
 * Migrates a template database once per run: a PGlite data folder dumped to a file (each test file loads a
 * clone), or, on PostgreSQL, a template database that each test file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const PGLITE_TEMPLATE_FILE = templateFile(project.name);
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
      await cleaner.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DATABASE} WITH (FORCE)`);
      await cleaner.end();
    };
  }
  const template = await openDatabase({ dataDir: 'memory://' });
  await migrate(template.db);
  const dump = await template.pglite!.dumpDataDir('none');
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('databaseKind', 'pglite');
  project.provide('pgliteTemplateFile', PGLITE_TEMPLATE_FILE);
  return () => fs.rmSync(PGLITE_TEMPLATE_FILE, { force: true });
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres';
    pgliteTemplateFile: string;
    pgTemplateDatabase: string;
  }
}
