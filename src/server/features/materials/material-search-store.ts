import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { count, isNull, max } from 'drizzle-orm';
import { buildCompactSearchIndex, type CompactSearchIndex } from '../../../domain/materials/compact-search-index.ts';
import { buildMaterialSearchIndex, type MaterialSearchIndex } from '../../../domain/materials/material-search-index.ts';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import { isEuAllergenSql, isIfraRestrictedSql } from './list-materials.ts';

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
  isIfraRestricted: boolean;
  isEuAllergen: boolean;
};

export type MaterialSearchSnapshot = {
  /** Changes whenever the reference library does (row count and last update). */
  version: string;
  index: MaterialSearchIndex<IndexedMaterial>;
  builtInMs: number;
  /** The browser's index, as gzip-ready JSON, built on first request. */
  compact: { json: string; gzip: Buffer; etag: string } | null;
};

type Slot = { snapshot: MaterialSearchSnapshot | null; building: Promise<MaterialSearchSnapshot> | null };

/** One index per database (tests run several apps in one process). */
const slots = new WeakMap<Db, Slot>();

function slotFor(db: Db): Slot {
  let slot = slots.get(db);
  if (!slot) {
    slot = { snapshot: null, building: null };
    slots.set(db, slot);
  }
  return slot;
}

async function readLibraryVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ total: count(), updatedAt: max(materials.updatedAt) })
    .from(materials)
    .where(isNull(materials.userId));
  return `${row?.total ?? 0}-${row?.updatedAt ? new Date(row.updatedAt).getTime() : 0}`;
}

async function buildSnapshot(db: Db): Promise<MaterialSearchSnapshot> {
  const started = performance.now();
  const version = await readLibraryVersion(db);
  const rows: IndexedMaterial[] = await db
    .select({
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
      isIfraRestricted: isIfraRestrictedSql,
      isEuAllergen: isEuAllergenSql,
    })
    .from(materials)
    .where(isNull(materials.userId));
  const index = buildMaterialSearchIndex(rows);
  return { version, index, builtInMs: performance.now() - started, compact: null };
}

/**
 * Rebuilds the index of the reference library from the database and swaps it in when done (searches keep using
 * the previous one meanwhile). Called at start and after every successful import.
 */
export function rebuildMaterialSearchIndex(db: Db): Promise<MaterialSearchSnapshot> {
  const slot = slotFor(db);
  const building = buildSnapshot(db).then((snapshot) => {
    slot.snapshot = snapshot;
    if (slot.building === building) slot.building = null;
    return snapshot;
  });
  building.catch(() => {
    if (slot.building === building) slot.building = null;
  });
  slot.building = building;
  return building;
}

/**
 * Rebuilds the index when the reference library changed since it was built (an import another app server ran);
 * one small query otherwise. Each server's jobs worker calls it every 30 seconds.
 */
export async function refreshMaterialSearchIndexIfStale(db: Db): Promise<boolean> {
  const slot = slotFor(db);
  if (!slot.snapshot || slot.building) return false;
  if ((await readLibraryVersion(db)) === slot.snapshot.version) return false;
  await rebuildMaterialSearchIndex(db);
  return true;
}

/** The current index, building it on first use. */
export async function getMaterialSearchIndex(db: Db): Promise<MaterialSearchSnapshot> {
  const slot = slotFor(db);
  if (slot.snapshot) return slot.snapshot;
  return slot.building ?? rebuildMaterialSearchIndex(db);
}

/** The browser's compact index of the reference library, with its ETag (by library version). */
export async function getCompactSearchIndex(db: Db): Promise<NonNullable<MaterialSearchSnapshot['compact']>> {
  const snapshot = await getMaterialSearchIndex(db);
  if (!snapshot.compact) {
    const compact: CompactSearchIndex = buildCompactSearchIndex(snapshot.version, snapshot.index.materials);
    const json = JSON.stringify(compact);
    const etag = `"m-${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
    snapshot.compact = { json, gzip: gzipSync(json, { level: 6 }), etag };
  }
  return snapshot.compact;
}
