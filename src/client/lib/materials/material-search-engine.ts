import {
  expandCompactSearchIndex,
  type CompactMaterial,
  type CompactSearchIndex,
} from '../../../domain/materials/compact-search-index.ts';
import { searchMaterialIndex, type MaterialSearchIndex } from '../../../domain/materials/material-search-index.ts';
import { buildMaterialSearchIndex } from '../../../domain/materials/build-material-search-index.ts';
import { normaliseSearchText } from '../../../domain/materials/normalise-search-text.ts';
import { selectBestHits } from '../../../domain/materials/select-best-hits.ts';
import type {
  MaterialSearchRequest,
  MaterialSearchResponse,
  MaterialSearchResult,
  OwnMaterial,
} from './material-search-protocol.ts';

type Library = { version: string; index: MaterialSearchIndex<CompactMaterial> };

/**
 * The search behind the protocol: fetches a data version's compact index (immutable URL, so the HTTP cache answers a
 * revisit), parses and builds it, and answers searches over it and the user's own materials, merged and ranked as
 * before (the domain's index and selectBestHits, unchanged). Runs in the search worker, or on the main thread where
 * Worker is missing. `reply` carries every answer; a load in flight never blocks a search (the old index answers).
 */
export function createMaterialSearchEngine(
  reply: (response: MaterialSearchResponse) => void,
  fetchIndex: (url: string) => Promise<CompactSearchIndex> = fetchCompactIndex,
) {
  let library: Library | null = null;
  let loading: string | null = null;
  let own: MaterialSearchIndex<CompactMaterial> | null = null;

  const status = (failed: string | null = null) =>
    reply({ type: 'status', version: library?.version ?? null, ready: library !== null, failed });

  async function load(version: string, url: string) {
    if (library?.version === version) return status();
    if (loading === version) return;
    loading = version;
    try {
      const compact = await fetchIndex(url);
      // A newer version was asked for meanwhile: it replaces this one.
      if (loading !== version) return;
      library = { version, index: buildMaterialSearchIndex(expandCompactSearchIndex(compact)) };
      loading = null;
      status();
    } catch (error) {
      if (loading !== version) return;
      loading = null;
      status(error instanceof Error ? error.message : String(error));
    }
  }

  function search(query: string, limit: number): MaterialSearchResult[] {
    if (!query.trim()) return [];
    const hits = [
      ...(own ? searchMaterialIndex(own, query, limit) : []),
      ...(library ? searchMaterialIndex(library.index, query, limit) : []),
    ];
    return selectBestHits(hits, limit).map(({ material, matchedSynonym, matchKind, matchedText }) => ({
      id: material.id,
      name: material.name,
      cas: material.cas,
      isOwn: material.isOwn,
      matchedSynonym,
      matchKind,
      matchedText,
      odourFamily: material.odourFamily,
      notePosition: material.notePosition,
      isNatural: material.isNatural,
      isIfraRestricted: material.isIfraRestricted,
      isEuAllergen: material.isEuAllergen,
    }));
  }

  // One speculation at a time, in small slices so that a new search is answered first; a new search ends it.
  let speculation = 0;
  function speculate(query: string, limit: number, epoch: number) {
    const token = ++speculation;
    // Autocompletes only: a long list (the library screen's) is not worth cloning to the page for every key.
    if (limit > MAX_SPECULATED_LIMIT) return;
    const texts = nextTexts(query, [library?.index, own]);
    const run = (from: number) => {
      if (token !== speculation) return;
      const answers = texts.slice(from, from + SPECULATION_SLICE).map((text) => ({
        query: text,
        isReady: library !== null,
        items: search(text, limit),
      }));
      if (answers.length > 0) reply({ type: 'prefetched', limit, epoch, answers });
      if (from + SPECULATION_SLICE < texts.length) setTimeout(() => run(from + SPECULATION_SLICE), 0);
    };
    setTimeout(() => run(0), 0);
  }

  return {
    handle(request: MaterialSearchRequest): void {
      if (request.type === 'load') void load(request.version, request.url);
      else if (request.type === 'own') own = buildMaterialSearchIndex(request.materials.map(toOwnCompact));
      else {
        reply({
          type: 'results',
          id: request.id,
          channel: request.channel,
          query: request.query,
          isReady: library !== null,
          items: search(request.query, request.limit),
          epoch: request.epoch,
        });
        speculate(request.query, request.limit, request.epoch);
      }
    },
  };
}

const SPECULATION_SLICE = 4;
const MAX_SPECULATED_LIMIT = 30;
const MAX_NEXT_TEXTS = 16;
const FIRST_CHARACTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/**
 * The texts the next keystroke most likely makes: the text plus each character that follows its last word in the
 * indexes' sorted words (most frequent first); every letter and digit for an empty text. Typed exactly so (lower
 * case): another key simply waits for its own answer.
 */
export function nextTexts(
  query: string,
  indexes: readonly (MaterialSearchIndex<CompactMaterial> | null | undefined)[],
): string[] {
  if (!query) return FIRST_CHARACTERS;
  const lastWord =
    query
      .toLowerCase()
      .split(/[\s,()]+/)
      .at(-1) ?? '';
  if (!lastWord || lastWord !== normaliseSearchText(lastWord)) return [];
  const counts = new Map<string, number>();
  for (const index of indexes) {
    if (!index) continue;
    const { words } = index;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((words[middle] ?? '') < lastWord) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < words.length && at - low < 5000; at += 1) {
      const word = words[at] ?? '';
      if (!word.startsWith(lastWord)) break;
      const next = word[lastWord.length];
      if (next) counts.set(next, (counts.get(next) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_NEXT_TEXTS)
    .map(([next]) => query + next);
}

function toOwnCompact(material: OwnMaterial): CompactMaterial {
  return { ...material, synonyms: [], sourceCount: 0, isOwn: true };
}

/** The compact index at its immutable, version-keyed URL (same origin: the session cookie goes with it). */
async function fetchCompactIndex(url: string): Promise<CompactSearchIndex> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The material search index did not load (HTTP ${response.status}).`);
  return (await response.json()) as CompactSearchIndex;
}
