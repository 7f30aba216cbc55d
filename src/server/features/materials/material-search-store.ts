import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { count, isNull, max } from 'drizzle-orm';
import { buildCompactSearchIndex, type CompactSearchIndex } from '../../../domain/materials/compact-search-index.ts';
import { type MaterialSearchIndex } from '../../../domain/materials/material-search-index.ts';
import { buildMaterialSearchIndexSteps } from '../../../domain/materials/build-material-search-index.ts';
import { runInSlices } from '../../lib/run-in-slices.ts';
import type { Db } from '../../db/client.ts';
import { readByMergeKeyPages, referenceMaterialsAfter } from '../../db/read-by-merge-key-pages.ts';
import { ifraStandards, materials } from '../../db/schema/index.ts';
import { normaliseSearchText } from '../../../domain/materials/normalise-search-text.ts';
import { isEuAllergenSql, isIfraRestrictedSql } from './list-materials.ts';

const gzipAsync = promisify(gzip);

/** A reference material as the in-process index holds it. */
export type IndexedMaterial = {
  id: string;
  name: string;
  cas: string | null;
  otherCas: string[];
  synonyms: string[];
  sourceCount: number;
  kind: string;
  odourFamily: string | null;
  notePosition: string | null;
  isNatural: boolean;
  naturalType: string | null;
  isIfraRestricted: boolean;
  isEuAllergen: boolean;
};

export type MaterialSearchSnapshot = {
  /** Changes whenever the reference library does (row count and last update). */
  version: string;
  index: MaterialSearchIndex<IndexedMaterial>;
  builtInMs: number;
  /** The IFRA Standards' own names, normalised: the browser's index ships them first among a material's synonyms. */
  standardNames: ReadonlySet<string>;
  /**
   * The browser's index, as JSON with its gzip copy, made on first request (one making shared by the requests that
   * arrive meanwhile).
   */
  compact: Promise<CompactSearchIndexFile> | null;
};

/**
 * The in-process index of the reference library (ADR 009): one per server, a named service of `buildDeps`
 * (`deps.materialIndex`), built at start and after every import, and checked against the database every 30 s for
 * imports another server ran.
 */
export type MaterialIndex = {
  /** The current index, building it on first use. */
  current(): Promise<MaterialSearchSnapshot>;
  /** The current index when it is built, else null (a search then waits for current()). */
  currentIfBuilt(): MaterialSearchSnapshot | null;
  /**
   * Rebuilds the index from the database and swaps it in when done (searches keep using the previous one
   * meanwhile). Called at start and after every successful import.
   */
  rebuild(): Promise<MaterialSearchSnapshot>;
  /** Rebuilds the index when the reference library changed since it was built; one small query otherwise. */
  refreshIfStale(): Promise<boolean>;
  /** The browser's compact index of the reference library, with its ETag (by library version). */
  compact(): Promise<CompactSearchIndexFile>;
};

/** The browser's index as served: its JSON, a gzip copy and an etag. */
export type CompactSearchIndexFile = { json: string; gzip: Buffer; etag: string };

async function readLibraryVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ total: count(), updatedAt: max(materials.updatedAt) })
    .from(materials)
    .where(isNull(materials.userId));
  return `${row?.total ?? 0}-${row?.updatedAt ? new Date(row.updatedAt).getTime() : 0}`;
}

/** The columns the search indexes read (the library's and each workspace's own materials). */
export const INDEXED_MATERIAL_COLUMNS = {
  id: materials.id,
  name: materials.name,
  cas: materials.cas,
  otherCas: materials.otherCas,
  synonyms: materials.synonyms,
  sourceCount: materials.sourceCount,
  kind: materials.kind,
  odourFamily: materials.odourFamily,
  notePosition: materials.notePosition,
  isNatural: materials.isNatural,
  naturalType: materials.naturalType,
  isIfraRestricted: isIfraRestrictedSql,
  isEuAllergen: isEuAllergenSql,
};

async function buildSnapshot(db: Db): Promise<MaterialSearchSnapshot> {
  const started = performance.now();
  const version = await readLibraryVersion(db);
  const paged = await readByMergeKeyPages((after, limit) =>
    db
      .select({ ...INDEXED_MATERIAL_COLUMNS, mergeKey: materials.mergeKey })
      .from(materials)
      .where(referenceMaterialsAfter(after))
      .orderBy(materials.mergeKey)
      .limit(limit),
  );
  // The merge key only paged the read: the index keeps what it searches.
  const rows: IndexedMaterial[] = paged.map(({ mergeKey: _mergeKey, ...row }) => row);
  const standards = await db.select({ name: ifraStandards.name }).from(ifraStandards);
  const standardNames = new Set(standards.map((standard) => normaliseSearchText(standard.name)));
  // In slices: a rebuild after an import (100,000 materials) lets the requests meanwhile through.
  const index = await runInSlices(buildMaterialSearchIndexSteps(rows));
  return { version, index, builtInMs: performance.now() - started, standardNames, compact: null };
}

/**
 * The browser's index of a snapshot as a file: its JSON, an etag, and a gzip copy compressed on zlib's thread pool
 * (issue 34: 2.8 MB of JSON for the IFRA datasets' 28,755 materials, about 155 ms of the event loop when compressed
 * in it, for the first request after every start and import).
 */
async function makeCompactFile(snapshot: MaterialSearchSnapshot): Promise<CompactSearchIndexFile> {
  const compact: CompactSearchIndex = buildCompactSearchIndex(
    snapshot.version,
    snapshot.index.materials,
    snapshot.standardNames,
  );
  const json = JSON.stringify(compact);
  const etag = `"m-${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
  return { json, gzip: await gzipAsync(json, { level: 6 }), etag };
}

/** The reference library's index over `db` (see MaterialIndex). */
export function createMaterialIndex(db: Db): MaterialIndex {
  let snapshot: MaterialSearchSnapshot | null = null;
  let building: Promise<MaterialSearchSnapshot> | null = null;

  function rebuild(): Promise<MaterialSearchSnapshot> {
    const build = buildSnapshot(db).then((built) => {
      snapshot = built;
      if (building === build) building = null;
      return built;
    });
    build.catch(() => {
      if (building === build) building = null;
    });
    building = build;
    return build;
  }

  async function current(): Promise<MaterialSearchSnapshot> {
    if (snapshot) return snapshot;
    return building ?? rebuild();
  }

  return {
    current,
    currentIfBuilt: () => snapshot,
    rebuild,
    async refreshIfStale() {
      if (!snapshot || building) return false;
      if ((await readLibraryVersion(db)) === snapshot.version) return false;
      await rebuild();
      return true;
    },
    async compact() {
      const latest = await current();
      latest.compact ??= makeCompactFile(latest).catch((error: unknown) => {
        // Not kept: the next request tries again.
        latest.compact = null;
        throw error;
      });
      return latest.compact;
    },
  };
}
