import type { MaterialBadges } from '../../../domain/materials/compact-search-index.ts';
import type { MatchKind } from '../../../domain/materials/search-tiers.ts';

/** One result: the display name, the synonym that matched when the name did not, and the browse list's badges. */
export type MaterialSearchResult = {
  id: string;
  name: string;
  cas: string | null;
  isOwn: boolean;
  matchedSynonym: string | null;
  /** Why it matched and what matched (issue 26), from the one ranking. */
  matchKind?: MatchKind;
  matchedText?: string;
} & MaterialBadges;

/** One of the user's own materials as the search takes it (the browse list's fields it needs). */
export type OwnMaterial = { id: string; name: string; cas: string | null } & MaterialBadges;

/**
 * What the page asks the search worker (or its in-process stand-in). `load` names the library's data version and its
 * immutable URL (a new version replaces the index once built; the old one answers meanwhile); `own` replaces the
 * user's own materials; `search` is answered once, by id, on its channel (one channel per searching component).
 */
export type MaterialSearchRequest =
  | { type: 'load'; version: string; url: string }
  | { type: 'own'; materials: OwnMaterial[] }
  /**
   * `epoch` is the page's count of changes to what answers depend on (echoed, so answers computed before a change are
   * not kept). After answering, the engine works out the answers to the likely next keystrokes (the text plus each
   * character that follows it in the index's words; every single character for an empty text) and sends them as
   * `prefetched`, so the next keystroke is answered on the page in the same frame.
   */
  | { type: 'search'; id: number; channel: number; query: string; limit: number; epoch: number };

/** What it answers: the library's state after each load, and each search's results. */
export type MaterialSearchResponse =
  | { type: 'status'; version: string | null; ready: boolean; failed: string | null }
  | {
      type: 'results';
      id: number;
      channel: number;
      query: string;
      /** False while the library index is not built yet: the items then hold only the user's own materials. */
      isReady: boolean;
      items: MaterialSearchResult[];
      epoch: number;
    }
  | {
      type: 'prefetched';
      limit: number;
      epoch: number;
      answers: { query: string; isReady: boolean; items: MaterialSearchResult[] }[];
    };

/** The two ends of the conversation: a dedicated Worker, or the same engine on the main thread. */
export type MaterialSearchPort = {
  postMessage(request: MaterialSearchRequest): void;
  onmessage: ((event: { data: MaterialSearchResponse }) => void) | null;
  onerror?: ((event: unknown) => void) | null;
  terminate?(): void;
};
