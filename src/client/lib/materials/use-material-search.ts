import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { getSearchIndexVersionQueryOptions, searchIndexUrl } from './get-search-index.ts';
import { getOwnMaterialsQueryOptions, type MaterialListPage } from './list-materials.ts';
import type { MaterialSearchResult, OwnMaterial } from './material-search-protocol.ts';
import { answerKey, getMaterialSearchService, type MaterialSearchAnswer } from './material-search-service.ts';

export type { MaterialSearchResult } from './material-search-protocol.ts';

export type MaterialSearchState = {
  items: MaterialSearchResult[];
  /** The text `items` answer (the latest answered; a newer text's answer replaces them within a round trip). */
  answeredQuery: string;
  /** False until the library index has loaded (items then hold only the user's own materials). */
  isReady: boolean;
  /**
   * True while `items` are an earlier answer narrowed to `answeredQuery` (option `narrow`): matches of that text shown
   * in the keystroke's own frame, not yet the index's answer to it (which replaces them within a round trip, and may
   * rank a material the earlier answer had no room for above them). Never a basis for a choice.
   */
  isInterim: boolean;
};

export const DEFAULT_MATERIAL_SEARCH_LIMIT = 20;

const toOwnMaterials = (page: MaterialListPage): OwnMaterial[] =>
  page.items.map((item) => ({
    id: item.id,
    name: item.name,
    cas: item.cas,
    odourFamily: item.odourFamily,
    notePosition: item.notePosition,
    isNatural: item.isNatural,
    isIfraRestricted: item.isIfraRestricted,
    isEuAllergen: item.isEuAllergen,
  }));

/**
 * Starts fetching and building the library's search index in the search worker (the formula editor calls it while
 * the formula loads, so the autocomplete is ready at the first keystroke). Idempotent per data version.
 */
export function preloadMaterialSearch(version: string) {
  getMaterialSearchService().load(version, searchIndexUrl(version));
}

/**
 * Searches the materials library off the main thread: the search worker holds the compact index (fetched once per data
 * version from an immutable URL) and the user's own materials, ranked like the server (exact, prefix, word, substring,
 * typo-tolerant). The formula editor's autocomplete uses it: `const { items } = useMaterialSearch(text)`. The worker
 * answers the likely next keystrokes ahead, so most keys are answered in their own frame; any other waits a message
 * round trip (the previous list stays meanwhile, so it never flickers), and an answer never replaces a newer one.
 * `enabled: false` loads nothing (the command palette searches only while open).
 */
export function useMaterialSearch(
  query: string,
  options: { limit?: number; enabled?: boolean; narrow?: boolean } = {},
): MaterialSearchState {
  const limit = options.limit ?? DEFAULT_MATERIAL_SEARCH_LIMIT;
  const enabled = options.enabled ?? true;
  const service = getMaterialSearchService();
  const version = useQuery({ ...getSearchIndexVersionQueryOptions(), enabled });
  const own = useQuery({ ...getOwnMaterialsQueryOptions(), enabled });
  const status = useSyncExternalStore(service.subscribe, service.getStatus);
  const [channel] = useState(service.openChannel);
  const [answer, setAnswer] = useState<MaterialSearchAnswer | null>(null);
  // An answer is rendered in the task that brings it, not a scheduler task later: it then usually reaches the same
  // frame as the typed character.
  const receive = useCallback((next: MaterialSearchAnswer) => flushSync(() => setAnswer(next)), []);

  const versionId = version.data?.version;
  useEffect(() => {
    if (enabled && versionId) service.load(versionId, searchIndexUrl(versionId));
  }, [enabled, versionId, service]);
  useEffect(() => {
    if (own.data) {
      const page = own.data;
      service.setOwn(page, () => toOwnMaterials(page));
    }
  }, [own.data, service]);

  const text = query.trim() ? query : '';
  // Asked as soon as the text is committed (before paint), and again when the library or own materials change.
  useLayoutEffect(() => {
    if (!enabled) return;
    if (!text) {
      // A cleared text forgets its answer: the next text never starts from an unrelated list.
      setAnswer((previous) => (previous === null ? previous : null));
      service.warm(limit);
      return;
    }
    service.search(channel, text, limit, receive);
    return () => service.cancel(channel);
  }, [enabled, text, limit, status.generation, channel, service, receive]);

  // Known already (the engine answers likely next keys ahead): shown with the typed character, in the same frame.
  const known = enabled && text ? service.peek(text, limit) : null;
  if (known)
    return { items: known.items, answeredQuery: text, isReady: status.ready && known.isReady, isInterim: false };
  if (text && answer && answerKey(answer.query) === answerKey(text))
    return { items: answer.items, answeredQuery: text, isReady: status.ready && answer.isReady, isInterim: false };
  // Not known yet: an earlier answer narrowed to the text, in the same frame, until the index answers.
  const narrowed = enabled && text && options.narrow ? service.narrow(text, limit) : null;
  if (narrowed)
    return { items: narrowed.items, answeredQuery: text, isReady: status.ready && narrowed.isReady, isInterim: true };
  if (!text || !answer) return { items: [], answeredQuery: '', isReady: status.ready && !text, isInterim: false };
  return {
    items: answer.items,
    answeredQuery: answer.query,
    isReady: status.ready && answer.isReady,
    isInterim: false,
  };
}
