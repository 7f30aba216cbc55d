import {
  expandCompactSearchIndex,
  type CompactMaterial,
  type CompactSearchIndex,
} from '../../../domain/materials/compact-search-index.ts';
import {
  buildMaterialSearchIndex,
  searchMaterialIndex,
  type MaterialSearchIndex,
} from '../../../domain/materials/material-search-index.ts';
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
    return selectBestHits(hits, limit).map(({ material, matchedSynonym }) => ({
      id: material.id,
      name: material.name,
      cas: material.cas,
      isOwn: material.isOwn,
      matchedSynonym,
      odourFamily: material.odourFamily,
      notePosition: material.notePosition,
      isNatural: material.isNatural,
      isIfraRestricted: material.isIfraRestricted,
      isEuAllergen: material.isEuAllergen,
    }));
  }

  return {
    handle(request: MaterialSearchRequest): void {
      if (request.type === 'load') void load(request.version, request.url);
      else if (request.type === 'own') own = buildMaterialSearchIndex(request.materials.map(toOwnCompact));
      else
        reply({
          type: 'results',
          id: request.id,
          channel: request.channel,
          query: request.query,
          isReady: library !== null,
          items: search(request.query, request.limit),
        });
    },
  };
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
