import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  expandCompactSearchIndex,
  type CompactMaterial,
  type CompactSearchIndex,
  type MaterialBadges,
} from '../../../domain/materials/compact-search-index.ts';
import {
  buildMaterialSearchIndex,
  searchMaterialIndex,
  type MaterialSearchIndex,
} from '../../../domain/materials/material-search-index.ts';
import { selectBestHits } from '../../../domain/materials/select-best-hits.ts';
import { useSearchIndex } from './get-search-index.ts';
import { getOwnMaterialsQueryOptions, type MaterialListPage } from './list-materials.ts';

/** One result: the display name, the synonym that matched when the name did not, and the browse list's badges. */
export type MaterialSearchResult = {
  id: string;
  name: string;
  cas: string | null;
  isOwn: boolean;
  matchedSynonym: string | null;
} & MaterialBadges;

export type MaterialSearchState = {
  items: MaterialSearchResult[];
  /** False until the library index has loaded (items then hold only the user's own materials). */
  isReady: boolean;
};

export const DEFAULT_MATERIAL_SEARCH_LIMIT = 20;

// Built once per loaded index (and shared by every component that searches).
const libraryIndexes = new WeakMap<CompactSearchIndex, MaterialSearchIndex<CompactMaterial>>();
const ownIndexes = new WeakMap<MaterialListPage, MaterialSearchIndex<CompactMaterial>>();

/** Builds the search index of a loaded library ahead of the first search (idle time), so that keystroke stays fast. */
export function indexLibrary(compact: CompactSearchIndex) {
  let index = libraryIndexes.get(compact);
  if (!index) {
    index = buildMaterialSearchIndex(expandCompactSearchIndex(compact));
    libraryIndexes.set(compact, index);
  }
  return index;
}

function indexOwn(page: MaterialListPage) {
  let index = ownIndexes.get(page);
  if (!index) {
    index = buildMaterialSearchIndex(
      page.items.map((item): CompactMaterial => ({
        id: item.id,
        name: item.name,
        cas: item.cas,
        synonyms: [],
        sourceCount: 0,
        isOwn: true,
        odourFamily: item.odourFamily,
        notePosition: item.notePosition,
        isNatural: item.isNatural,
        isIfraRestricted: item.isIfraRestricted,
        isEuAllergen: item.isEuAllergen,
      })),
    );
    ownIndexes.set(page, index);
  }
  return index;
}

/**
 * Searches the materials library in the browser, within a frame: the compact index (loaded once, revalidated by
 * ETag) plus the user's own materials, ranked like the server (exact, prefix, word, substring, typo-tolerant).
 * The formula editor's autocomplete uses it: `const { items } = useMaterialSearch(text)`; `enabled: false` loads nothing
 * (the command palette searches only while open).
 */
export function useMaterialSearch(
  query: string,
  options: { limit?: number; enabled?: boolean } = {},
): MaterialSearchState {
  const limit = options.limit ?? DEFAULT_MATERIAL_SEARCH_LIMIT;
  const enabled = options.enabled ?? true;
  const library = useSearchIndex({ enabled });
  const own = useQuery({ ...getOwnMaterialsQueryOptions(), enabled });
  const libraryIndex = useMemo(() => (library.data ? indexLibrary(library.data) : null), [library.data]);
  const ownIndex = useMemo(() => (own.data ? indexOwn(own.data) : null), [own.data]);
  const items = useMemo(() => {
    if (!query.trim()) return [];
    const hits = [
      ...(ownIndex ? searchMaterialIndex(ownIndex, query, limit) : []),
      ...(libraryIndex ? searchMaterialIndex(libraryIndex, query, limit) : []),
    ];
    return selectBestHits(hits, limit).map(({ material, matchedSynonym }): MaterialSearchResult => ({
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
  }, [query, limit, libraryIndex, ownIndex]);
  return { items, isReady: libraryIndex !== null };
}
