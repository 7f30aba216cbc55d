import {
  searchMaterialIndex,
  type MaterialSearchHit,
  type MaterialSearchIndex,
} from '../../../domain/materials/material-search-index.ts';
import type { MatchKind } from '../../../domain/materials/search-tiers.ts';
import { selectBestHits } from '../../../domain/materials/select-best-hits.ts';
import { matchKey, pickCertainMatch, type HitIdentity } from '../../../domain/materials/exact-material-match.ts';
import type { SearchMaterialsQuery } from '../../../domain/materials/materials.schemas.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import type { IndexedMaterial, MaterialIndex } from './material-search-store.ts';
import type { OwnMaterialIndexes, SearchedMaterial } from './own-material-indexes.ts';
import { createBoundedCachesByOwner, type BoundedCache } from '../../lib/bounded-cache.ts';
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
const searchMemos = createBoundedCachesByOwner<Uint8Array<ArrayBuffer>>({
  maxEntries: MAX_SEARCH_MEMO_ENTRIES,
  maxBytes: MAX_SEARCH_MEMO_BYTES,
  sizeOf: estimateSearchMemoBytes,
});
const ownIndexIds = new WeakMap<object, number>();
let lastOwnIndexId = 0;

function memoFor(referenceIndex: object): BoundedCache<Uint8Array<ArrayBuffer>> {
  return searchMemos.of(referenceIndex);
}

/** The memo of a reference index's answers, if a search made one (tests, and the bench's note on what it holds). */
export function readSearchMemo(
  referenceIndex: object,
): Pick<BoundedCache<Uint8Array<ArrayBuffer>>, 'size' | 'bytes' | 'evictions'> | undefined {
  return searchMemos.peek(referenceIndex);
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

/** What the certain match reads of a hit: its CAS number, and whether it is the user's own (its composition). */
const HIT_IDENTITY: HitIdentity<MaterialSearchHit<SearchedMaterial>> = {
  casOf: ({ material }) => material.cas,
  isOwn: ({ material }) => material.isOwn === true,
};

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
      const certain = pickCertainMatch(hits, HIT_IDENTITY);
      if (certain) {
        const { id, name: materialName, cas, isOwn } = describe(certain);
        byKey.set(key, { material: { id, name: materialName, cas, isOwn }, suggestions: [] });
      } else byKey.set(key, { material: null, suggestions: hits.map(describe) });
    }
    return { name, ...(byKey.get(key) ?? { material: null, suggestions: [] }) };
  });
}
