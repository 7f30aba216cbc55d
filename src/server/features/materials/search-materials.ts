import {
  searchMaterialIndex,
  type MatchKind,
  type MaterialSearchHit,
  type MaterialSearchIndex,
} from '../../../domain/materials/material-search-index.ts';
import { buildMaterialSearchIndexSteps } from '../../../domain/materials/build-material-search-index.ts';
import { runInSlices } from '../../lib/run-in-slices.ts';
import { selectBestHits } from '../../../domain/materials/select-best-hits.ts';
import { matchKey, pickCertainMatch } from '../../../domain/materials/exact-material-match.ts';
import type { SearchMaterialsQuery } from '../../../domain/materials/materials.schemas.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { ownMaterials } from '../workspaces/workspaces.public.ts';
import { INDEXED_MATERIAL_COLUMNS, type IndexedMaterial, type MaterialIndex } from './material-search-store.ts';
import { createBoundedCache, type BoundedCache } from '../../lib/bounded-cache.ts';
import { normaliseSearchText } from '../../../domain/materials/normalise-search-text.ts';

export type MaterialSearchItem = {
  id: string;
  name: string;
  cas: string | null;
  kind: string;
  odourFamily: string | null;
  notePosition: string | null;
  isNatural: boolean;
  isIfraRestricted: boolean;
  isEuAllergen: boolean;
  isOwn: boolean;
  matchedSynonym: string | null;
  /** Why it matched (issue 26): exact name, INCI, trade name or CAS; prefix; synonym; fuzzy. */
  matchKind: MatchKind;
  /** The text that matched: the name, an INCI or trade name, the CAS number or a synonym. */
  matchedText: string;
  /** Naturals: essential oil, absolute... or unknown; null for other materials. */
  naturalType: string | null;
};

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

/** What a search reads: the reference library's index and the users' own-material indexes. */
export type MaterialSearchDeps = { materialIndex: MaterialIndex; ownMaterialIndexes: OwnMaterialIndexes };

/**
 * Best match first: exact name, CAS or synonym; names starting with the text; words of names, then of synonyms,
 * starting with it; substrings; typo-tolerant matches. The reference library is searched in memory (an index
 * rebuilt at start and after each import); a member sees it and their workspace's own materials, never another's.
 */
export async function searchMaterials(
  { materialIndex, ownMaterialIndexes }: MaterialSearchDeps,
  scope: WorkspaceScope,
  query: SearchMaterialsQuery,
): Promise<MaterialSearchItem[]> {
  const [snapshot, ownIndex] = await Promise.all([materialIndex.current(), ownMaterialIndexes.load(scope)]);
  return searchLoaded(snapshot.index, ownIndex, query.q, query.limit);
}

/** At most this many answers are kept per reference index (every workspace's together). */
export const MAX_SEARCH_MEMO_ENTRIES = 2000;
/** And at most this many bytes: about 900 answers of 20 hits (6.5 kB of JSON each), more of the shorter ones. */
export const MAX_SEARCH_MEMO_BYTES = 6 * 1024 * 1024;
/** What a kept answer holds, about: its UTF-8 bytes, its key at two bytes a character, the objects around them. */
export const estimateSearchMemoBytes = (body: Uint8Array<ArrayBuffer>, key: string) =>
  body.byteLength + 2 * key.length + 200;

/**
 * Searches already answered, as their JSON's UTF-8 bytes, kept per reference index (issue 34, ADR 054): the reference index is an
 * immutable snapshot (a new object after each import) and a workspace's own index a new object after any change to
 * its materials (a save, a merge, a deletion or a re-read that found another server's write), so an answer is
 * exact for as long as both objects are the ones it was computed from. The reference index owns its memo (a
 * WeakMap: dropped with the index after an import); the own index is part of each key by an id given to that
 * object (never reused, so an answer computed from a replaced index is never read again, and ages out of the LRU).
 * Another workspace's own index is another object, so its members never read this workspace's answers.
 */
const searchMemos = new WeakMap<object, BoundedCache<Uint8Array<ArrayBuffer>>>();
const ownIndexIds = new WeakMap<object, number>();
let lastOwnIndexId = 0;

function memoFor(referenceIndex: object): BoundedCache<Uint8Array<ArrayBuffer>> {
  let memo = searchMemos.get(referenceIndex);
  if (!memo) {
    memo = createBoundedCache<Uint8Array<ArrayBuffer>>({
      maxEntries: MAX_SEARCH_MEMO_ENTRIES,
      maxBytes: MAX_SEARCH_MEMO_BYTES,
      sizeOf: estimateSearchMemoBytes,
    });
    searchMemos.set(referenceIndex, memo);
  }
  return memo;
}

/** The memo of a reference index's answers, if a search made one (tests, and the bench's note on what it holds). */
export function readSearchMemo(
  referenceIndex: object,
): Pick<BoundedCache<Uint8Array<ArrayBuffer>>, 'size' | 'bytes' | 'evictions'> | undefined {
  return searchMemos.get(referenceIndex);
}

function ownIndexId(ownIndex: object): number {
  let id = ownIndexIds.get(ownIndex);
  if (id === undefined) {
    lastOwnIndexId += 1;
    id = lastOwnIndexId;
    ownIndexIds.set(ownIndex, id);
  }
  return id;
}

/**
 * What a search's answer depends on besides the two indexes: the limit and the text as searchMaterialIndex reads it
 * (lower-cased, and normalised), so `Lin` and ` lin` share `lin`'s answer. Length-prefixed: no two differ only in
 * where one part ends.
 */
function searchMemoKey(ownId: number, q: string, limit: number): string {
  const raw = q.trim().toLowerCase();
  const text = normaliseSearchText(q) || raw;
  return text === raw ? `${ownId}:${limit}:${raw}` : `${ownId}:${limit}:${raw.length}:${raw}${text}`;
}

const encoder = new TextEncoder();

/**
 * The answer's JSON (`{"items":[…]}`) as UTF-8, from the memo of this reference index, else searched and kept. Bytes,
 * not a string: Node writes them as they are instead of measuring and encoding 6.5 kB on every answer, and each is
 * an array of its own (Buffer.from would give small ones a slice of a shared 8 kB pool, kept whole while they are).
 */
function searchLoadedJson(
  referenceIndex: MaterialSearchIndex<IndexedMaterial>,
  ownIndex: MaterialSearchIndex<SearchedMaterial>,
  q: string,
  limit: number,
): Uint8Array<ArrayBuffer> {
  const memo = memoFor(referenceIndex);
  const key = searchMemoKey(ownIndexId(ownIndex), q, limit);
  const kept = memo.get(key);
  if (kept !== undefined) return kept;
  const body = encoder.encode(JSON.stringify({ items: searchLoaded(referenceIndex, ownIndex, q, limit) }));
  memo.set(key, body);
  return body;
}

/**
 * The search's answer as the route sends it, `{"items":[…]}` in UTF-8: kept per (reference index, own index, text,
 * limit), so a text any member of a house typed before is answered without searching (autocomplete repeats: "lin",
 * "lina", "linal"…). At once when both indexes are in hand, else a promise.
 */
export function searchMaterialsJsonNow(
  deps: MaterialSearchDeps,
  scope: WorkspaceScope,
  query: SearchMaterialsQuery,
): Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>> {
  const snapshot = deps.materialIndex.currentIfBuilt();
  const ownIndex = snapshot ? deps.ownMaterialIndexes.loadIfKept(scope) : null;
  if (snapshot && ownIndex) return searchLoadedJson(snapshot.index, ownIndex, query.q, query.limit);
  return Promise.all([deps.materialIndex.current(), deps.ownMaterialIndexes.load(scope)]).then(([latest, own]) =>
    searchLoadedJson(latest.index, own, query.q, query.limit),
  );
}

/** The best hits of the user's own materials and the reference library together, by the one ranking. */
function searchLoadedHits(
  referenceIndex: MaterialSearchIndex<IndexedMaterial>,
  ownIndex: MaterialSearchIndex<SearchedMaterial>,
  q: string,
  limit: number,
): MaterialSearchHit<SearchedMaterial>[] {
  const own = ownIndex.materials.length > 0 ? searchMaterialIndex(ownIndex, q, limit) : [];
  const reference = searchMaterialIndex(referenceIndex, q, limit) as MaterialSearchHit<SearchedMaterial>[];
  return own.length > 0 ? selectBestHits([...own, ...reference], limit) : reference;
}

function searchLoaded(
  referenceIndex: MaterialSearchIndex<IndexedMaterial>,
  ownIndex: MaterialSearchIndex<SearchedMaterial>,
  q: string,
  limit: number,
): MaterialSearchItem[] {
  return searchLoadedHits(referenceIndex, ownIndex, q, limit).map(
    ({ material, matchedSynonym, matchKind, matchedText }) => ({
      id: material.id,
      name: material.name,
      cas: material.cas,
      kind: material.kind,
      odourFamily: material.odourFamily,
      notePosition: material.notePosition,
      isNatural: material.isNatural,
      isIfraRestricted: material.isIfraRestricted,
      isEuAllergen: material.isEuAllergen,
      isOwn: material.isOwn === true,
      matchedSynonym,
      matchKind,
      matchedText,
      naturalType: material.naturalType,
    }),
  );
}

export type MaterialNameMatch = {
  /** The line as sent. */
  name: string;
  /** The material the line names for certain (exact name, INCI, trade name or CAS of one material), else null. */
  material: Pick<MaterialSearchItem, 'id' | 'name' | 'cas' | 'isOwn'> | null;
  /**
   * When nothing is certain: the best candidates, best first, each with why it matched, for the user to confirm
   * (a synonym, a prefix, a misspelling, or a name or CAS several materials share). Empty when matched or nothing.
   */
  suggestions: Pick<
    MaterialSearchItem,
    'id' | 'name' | 'cas' | 'isOwn' | 'matchKind' | 'matchedText' | 'naturalType'
  >[];
};

const MAX_SUGGESTIONS = 5;

/**
 * Every line of a paste or import matched to the library (and the user's own materials) in one go, by the one
 * ranking (`searchMaterialIndex`): the indexes are loaded once, each distinct line looked up once. A line gets a
 * material only when it names one for certain (`pickCertainMatch`); otherwise it gets suggestions to confirm, never a
 * silent substitution. Answers in the order of `names`.
 */
export async function matchMaterialNames(
  { materialIndex, ownMaterialIndexes }: MaterialSearchDeps,
  scope: WorkspaceScope,
  names: readonly string[],
): Promise<MaterialNameMatch[]> {
  const [snapshot, ownIndex] = await Promise.all([materialIndex.current(), ownMaterialIndexes.load(scope)]);
  const byKey = new Map<string, Omit<MaterialNameMatch, 'name'>>();
  const describe = ({ material, matchKind, matchedText }: MaterialSearchHit<SearchedMaterial>) => ({
    id: material.id,
    name: material.name,
    cas: material.cas,
    isOwn: material.isOwn === true,
    matchKind,
    matchedText,
    naturalType: material.naturalType,
  });
  return names.map((name) => {
    const key = matchKey(name);
    if (key === '') return { name, material: null, suggestions: [] };
    if (!byKey.has(key)) {
      const hits = searchLoadedHits(snapshot.index, ownIndex, name, MAX_SUGGESTIONS);
      const certain = pickCertainMatch(hits);
      if (certain) {
        const { id, name: materialName, cas, isOwn } = describe(certain);
        byKey.set(key, { material: { id, name: materialName, cas, isOwn }, suggestions: [] });
      } else byKey.set(key, { material: null, suggestions: hits.map(describe) });
    }
    return { name, ...(byKey.get(key) ?? { material: null, suggestions: [] }) };
  });
}
