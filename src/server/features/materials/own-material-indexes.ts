import { sql } from 'drizzle-orm';
import { buildMaterialSearchIndexSteps } from '../../../domain/materials/build-material-search-index.ts';
import type { MaterialSearchIndex } from '../../../domain/materials/material-search-index.ts';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import { createBoundedCache } from '../../lib/bounded-cache.ts';
import { runInSlices } from '../../lib/run-in-slices.ts';
import { ownMaterials, type WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { INDEXED_MATERIAL_COLUMNS, type IndexedMaterial } from './material-search-store.ts';

export type SearchedMaterial = IndexedMaterial & { isOwn: boolean };

/** How long a workspace's own-material index is trusted without re-reading it (another app server may have written). */
export const OWN_INDEX_TTL_MS = 30_000;
const MAX_CACHED_WORKSPACES = 2000;
/**
 * The workspaces' indexes kept together within this many bytes (ADR 045): a house's 25,000 own materials are about
 * 22 MB of index (~900 bytes a material, measured in a heap snapshot), so 2,000 such workspaces would be 43 GB. The
 * least recently searched workspace is dropped first, and read again at its next search.
 */
export const MAX_OWN_INDEX_BYTES = 64 * 1024 * 1024;
/** What an index of `count` own materials holds, about (the measured 900 bytes a material, and the entry). */
export const estimateOwnIndexBytes = (count: number) => 1024 + 900 * count;

/**
 * Each workspace's own materials as a small in-memory index, read from the database at most every 30 s (and at
 * once after a member changes one on this server), so a search usually touches no database at all. One per server, a named
 * service of `buildDeps` (`deps.ownMaterialIndexes`).
 */
export type OwnMaterialIndexes = {
  load(scope: WorkspaceScope): Promise<MaterialSearchIndex<SearchedMaterial>>;
  /** The workspace's index when it is in hand (a re-read started past the 30 s, as load does), else null. */
  loadIfKept(scope: WorkspaceScope): MaterialSearchIndex<SearchedMaterial> | null;
  /** Forgets a workspace's cached own materials: called on every create, edit, merge and delete. */
  forget(scope: WorkspaceScope): void;
  /** Settles when the check or re-read running behind a workspace's index is done (tests). */
  settled(scope: WorkspaceScope): Promise<void>;
  /** How many times the own materials were read and indexed since this was made (tests). */
  readonly reads: number;
};

/**
 * What changes with any write to a workspace's own materials, read without their rows: their count and an md5 of
 * each one's id and row version (PostgreSQL's `xmin`: every INSERT and UPDATE writes a new one, whatever code path
 * ran it, another server's too; a DELETE changes the count and the list).
 */
const OWN_MATERIALS_FINGERPRINT = sql<string>`count(*)::text || ':' || coalesce(md5(string_agg(${materials.id}::text || '@' || ${materials}.xmin::text, ',' order by ${materials.id})), '')`;

type CachedIndex = {
  index: MaterialSearchIndex<SearchedMaterial>;
  loadedAt: number;
  /** The own materials' fingerprint, read before their rows (a write between the two reads changes the next one). */
  fingerprint: string;
  /** The check (and re-read if they changed) after the 30 s, while searches keep the index in hand (null when none runs). */
  refreshing: Promise<unknown> | null;
};

/**
 * A house's workspace holds 25,000 own materials: reading and indexing them is a few hundred milliseconds of the
 * event loop (issue 34). Searches asking at once share one read; once the 30 s are past, searches are answered from
 * the index in hand while one re-read runs (what another server wrote shows a read later, as before). After a write
 * here (`forget`), the next search waits for the new read: a member always finds what they just saved.
 */
export function createOwnMaterialIndexes(
  db: Db,
  now: () => number = () => performance.now(),
  /** The bytes the indexes may hold together (tests: room for one). */
  maxBytes = MAX_OWN_INDEX_BYTES,
): OwnMaterialIndexes {
  const cache = createBoundedCache<CachedIndex>({
    maxEntries: MAX_CACHED_WORKSPACES,
    maxBytes,
    sizeOf: (entry) => estimateOwnIndexBytes(entry.index.materials.length),
  });
  /** The first read of a workspace not in the cache (or forgotten), shared by the searches that wait for it. */
  const firstReads = new Map<string, Promise<MaterialSearchIndex<SearchedMaterial>>>();
  let reads = 0;
  const readFingerprint = async (scope: WorkspaceScope) => {
    const [row] = await db
      .select({ fingerprint: OWN_MATERIALS_FINGERPRINT })
      .from(materials)
      .where(ownMaterials(scope));
    return row?.fingerprint ?? '';
  };
  const read = async (scope: WorkspaceScope, startedAt = now(), knownFingerprint?: string) => {
    const fingerprint = knownFingerprint ?? (await readFingerprint(scope));
    const rows = await db.select(INDEXED_MATERIAL_COLUMNS).from(materials).where(ownMaterials(scope));
    reads += 1;
    return {
      // In slices: the searches, lists and pages of the house's other members are served while it builds.
      index: await runInSlices(buildMaterialSearchIndexSteps(rows.map((row) => ({ ...row, isOwn: true })))),
      loadedAt: startedAt,
      fingerprint,
    };
  };
  const remember = (workspaceId: string, entry: Omit<CachedIndex, 'refreshing'>) => {
    cache.set(workspaceId, { ...entry, refreshing: null });
  };
  /**
   * Past the 30 s: the fingerprint first, and the rows only when it changed (issue 34, ADR 049). A house's 25,000 own
   * materials are a 16 MB index; reading and indexing them (first reads and the re-reads every 30 s of unchanged rows)
   * was 8 % of what the main thread allocated in a minute of the house's load, two indexes held while one was built.
   */
  const refresh = async (scope: WorkspaceScope, cached: CachedIndex) => {
    const { workspaceId } = scope;
    const startedAt = now();
    const fingerprint = await readFingerprint(scope);
    // A write here meanwhile forgot this entry: what was read may predate it, so it is not kept.
    if (cache.get(workspaceId) !== cached) return;
    if (fingerprint === cached.fingerprint) {
      cached.loadedAt = startedAt;
      cached.refreshing = null;
      return;
    }
    const fresh = await read(scope, startedAt, fingerprint);
    if (cache.get(workspaceId) === cached) remember(workspaceId, fresh);
  };
  const loadIfKept = (scope: WorkspaceScope): MaterialSearchIndex<SearchedMaterial> | null => {
    const { workspaceId } = scope;
    const cached = cache.get(workspaceId);
    if (!cached) return null;
    if (now() - cached.loadedAt >= OWN_INDEX_TTL_MS && !cached.refreshing) {
      cached.refreshing = refresh(scope, cached).catch(() => {
        if (cache.get(workspaceId) === cached) cached.refreshing = null; // the next search tries again
      });
    }
    return cached.index;
  };
  return {
    forget: (scope) => {
      cache.delete(scope.workspaceId);
      firstReads.delete(scope.workspaceId);
    },
    async settled(scope) {
      await cache.get(scope.workspaceId)?.refreshing;
    },
    get reads() {
      return reads;
    },
    async load(scope) {
      const kept = loadIfKept(scope);
      if (kept) return kept;
      const { workspaceId } = scope;
      const pending = firstReads.get(workspaceId);
      if (pending) return pending;
      const first = read(scope).then((fresh) => {
        if (firstReads.get(workspaceId) === first) {
          firstReads.delete(workspaceId);
          remember(workspaceId, fresh);
        }
        return fresh.index;
      });
      first.catch(() => {
        if (firstReads.get(workspaceId) === first) firstReads.delete(workspaceId);
      });
      firstReads.set(workspaceId, first);
      return first;
    },
    loadIfKept,
  };
}
