import { isTextExtension, narrowSearchResults } from '../../../domain/materials/narrow-search-results.ts';
import { createMaterialSearchEngine } from './material-search-engine.ts';
import type {
  MaterialSearchPort,
  MaterialSearchRequest,
  MaterialSearchResponse,
  OwnMaterial,
} from './material-search-protocol.ts';

export type MaterialSearchAnswer = Extract<MaterialSearchResponse, { type: 'results' }>;
export type MaterialSearchStatus = {
  /** True once a library index is built (items then include the library). */
  ready: boolean;
  version: string | null;
  failed: string | null;
  /** Grows with every change that can change an answer (library built, own materials replaced): searches re-ask. */
  generation: number;
};

/**
 * The same engine on the main thread, behind the worker's interface: answers arrive in a microtask, as a worker's
 * would arrive later, so callers never rely on a synchronous answer. Used where Worker is missing (component tests
 * in happy-dom) or the worker failed to start.
 */
export function createInProcessPort(fetchIndex?: Parameters<typeof createMaterialSearchEngine>[1]): MaterialSearchPort {
  const port: MaterialSearchPort = {
    onmessage: null,
    postMessage: (request) => queueMicrotask(() => engine.handle(request)),
  };
  const engine = createMaterialSearchEngine(
    (response) => queueMicrotask(() => port.onmessage?.({ data: response })),
    fetchIndex,
  );
  return port;
}

/** The search worker (a module worker bundled by Vite), or the in-process engine where Worker is missing. */
export function openMaterialSearchPort(): MaterialSearchPort {
  if (typeof Worker !== 'function') return createInProcessPort();
  try {
    return new Worker(new URL('./material-search.worker.ts', import.meta.url), {
      type: 'module',
      name: 'material-search',
    }) as unknown as MaterialSearchPort;
  } catch {
    return createInProcessPort();
  }
}

type CachedAnswer = { isReady: boolean; items: MaterialSearchAnswer['items'] };

/**
 * The key an answer is kept under: the text as the engine reads it. The search ignores surrounding blanks and, for
 * plain ASCII, case (it lower-cases before anything else), so "Lin" is answered by what "lin" was; other texts are
 * kept as typed (case folding outside ASCII can change the normalised text).
 */
export function answerKey(query: string): string {
  const trimmed = query.trim();
  return /^[\x20-\x7e]*$/.test(trimmed) ? trimmed.toLowerCase() : query;
}
const MAX_KNOWN_ANSWERS = 500;

type Pending = { id: number; request: MaterialSearchRequest; onAnswer: (answer: MaterialSearchAnswer) => void };

/**
 * The page's side of the material search: one port (worker) shared by every component that searches. Each component
 * searches on its own channel, and only the answer to its latest search is delivered (latest query wins: an answer
 * to an older text is dropped, so a list never shows results for a text the user has already changed). If the worker
 * fails (its script cannot load), the in-process engine takes over with the same library version and own materials.
 */
export function createMaterialSearchService(openPort: () => MaterialSearchPort = openMaterialSearchPort) {
  let port: MaterialSearchPort | null = null;
  let nextId = 1;
  let nextChannel = 1;
  const latest = new Map<number, Pending>();
  let lastLoad: Extract<MaterialSearchRequest, { type: 'load' }> | null = null;
  let lastOwn: Extract<MaterialSearchRequest, { type: 'own' }> | null = null;
  let lastOwnSource: object | null = null;
  let status: MaterialSearchStatus = { ready: false, version: null, failed: null, generation: 0 };
  const listeners = new Set<() => void>();

  // Answers already known, by limit and text (each search's answer, and the engine's answers to likely next keys):
  // valid for one generation only.
  const known = new Map<string, CachedAnswer>();
  const keyOf = (query: string, limit: number) => `${limit}\u0000${answerKey(query)}`;
  const remember = (query: string, limit: number, answer: CachedAnswer) => {
    const key = keyOf(query, limit);
    known.delete(key);
    if (known.size >= MAX_KNOWN_ANSWERS) forgetOldest();
    known.set(key, answer);
  };
  // The oldest answers go first (a Map keeps insertion order; an answer used is put back at the end), except the
  // one-character ones: every edit starts with one, and they are the slowest to work out again.
  const forgetOldest = () => {
    let forgotten = 0;
    for (const key of known.keys()) {
      if (forgotten >= MAX_KNOWN_ANSWERS / 5) break;
      if (key.length - key.indexOf('\u0000') === 2) continue;
      known.delete(key);
      forgotten += 1;
    }
  };

  const setStatus = (next: Omit<MaterialSearchStatus, 'generation'>, changesAnswers: boolean) => {
    if (changesAnswers) known.clear();
    status = { ...next, generation: status.generation + (changesAnswers ? 1 : 0) };
    for (const listener of listeners) listener();
  };

  const receive = (event: { data: MaterialSearchResponse }) => {
    const response = event.data;
    if (response.type === 'results' && response.epoch !== status.generation) {
      // Computed before the library or the own materials changed: the component has asked again since.
      return;
    }
    if (response.type === 'status') {
      const changesAnswers = response.ready && response.version !== status.version;
      // A failed load may be asked again (by the next component that mounts, or with a new data version).
      if (response.failed) lastLoad = null;
      setStatus({ ready: response.ready, version: response.version, failed: response.failed }, changesAnswers);
      return;
    }
    if (response.epoch !== status.generation) return;
    if (response.type === 'prefetched') {
      for (const answer of response.answers) remember(answer.query, response.limit, answer);
      return;
    }
    const request = latest.get(response.channel)?.request;
    if (request?.type === 'search') remember(response.query, request.limit, response);
    const pending = latest.get(response.channel);
    if (pending?.id !== response.id) return;
    latest.delete(response.channel);
    pending.onAnswer(response);
  };

  const connect = (): MaterialSearchPort => {
    if (port) return port;
    const opened = openPort();
    opened.onmessage = receive;
    opened.onerror = () => {
      // The worker could not run: the main thread takes over, with what the worker had been told.
      opened.terminate?.();
      port = createInProcessPort();
      port.onmessage = receive;
      if (lastOwn) port.postMessage(lastOwn);
      if (lastLoad) port.postMessage(lastLoad);
      for (const pending of latest.values()) port.postMessage(pending.request);
    };
    port = opened;
    return opened;
  };

  return {
    /** A channel for one searching component. */
    openChannel: () => nextChannel++,
    /** Builds the index of this data version (fetched from its immutable URL) unless it is built or on its way. */
    load(version: string, url: string) {
      if (lastLoad?.version === version) return;
      lastLoad = { type: 'load', version, url };
      connect().postMessage(lastLoad);
    },
    /** Replaces the user's own materials (answers change: searches re-ask); the same `source` again changes nothing. */
    setOwn(source: object, toMaterials: () => OwnMaterial[]) {
      if (source === lastOwnSource) return;
      lastOwnSource = source;
      lastOwn = { type: 'own', materials: toMaterials() };
      connect().postMessage(lastOwn);
      setStatus(status, true);
    },
    /** Searches on a channel; `onAnswer` gets this search's answer unless a newer search or `cancel` came first. */
    search(channel: number, query: string, limit: number, onAnswer: (answer: MaterialSearchAnswer) => void) {
      const id = nextId++;
      const request: MaterialSearchRequest = { type: 'search', id, channel, query, limit, epoch: status.generation };
      latest.set(channel, { id, request, onAnswer });
      const send = () => {
        // A newer search on the channel (or a cancel) came first: it asks instead.
        if (latest.get(channel)?.id === id) connect().postMessage(request);
      };
      // The page already shows this text's answer: asked again only to have the engine answer the next keys ahead,
      // after the frame that shows it. Posting wakes the worker, which on a busy machine can take the main
      // thread's core in the middle of drawing that frame.
      if (known.has(keyOf(query, limit)) && typeof requestAnimationFrame === 'function')
        requestAnimationFrame(() => setTimeout(send, 0));
      else send();
    },
    /** The answer to this text if already known (the page then shows it in the keystroke's own frame), else null. */
    peek(query: string, limit: number): CachedAnswer | null {
      const key = keyOf(query, limit);
      const answer = known.get(key);
      if (!answer) return null;
      if (known.size > MAX_KNOWN_ANSWERS / 2) {
        // Recently used: kept longest.
        known.delete(key);
        known.set(key, answer);
      }
      return answer;
    },
    /**
     * While `query`'s answer is on its way: the known answer to the longest shorter text it extends, narrowed to it
     * (narrowSearchResults: matches of `query`, in the index's order, though not always all of its answer), or null.
     */
    narrow(query: string, limit: number): (CachedAnswer & { from: string }) | null {
      for (let length = query.trimEnd().length - 1; length > 0; length -= 1) {
        const from = query.slice(0, length);
        if (!isTextExtension(from, query)) continue;
        const answer = known.get(keyOf(from, limit));
        if (!answer) continue;
        const items = narrowSearchResults(answer.items, query);
        // Nothing left: the earlier list stays until the answer (an emptied list would flicker closed and open).
        return items.length > 0 ? { from, isReady: answer.isReady, items } : null;
      }
      return null;
    },
    /** Has the engine work out the answers to every first character (an autocomplete about to be typed into). */
    warm(limit: number) {
      if (known.has(keyOf('a', limit))) return;
      connect().postMessage({ type: 'search', id: nextId++, channel: 0, query: '', limit, epoch: status.generation });
    },
    cancel(channel: number) {
      latest.delete(channel);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStatus: () => status,
  };
}

export type MaterialSearchService = ReturnType<typeof createMaterialSearchService>;

let shared: MaterialSearchService | null = null;

/**
 * The page's one search service (one worker for the editor, the picker, the palette and the library screen), made at
 * first use: a worker is a per-page resource, like the page's own memory.
 */
export function getMaterialSearchService(): MaterialSearchService {
  shared ??= createMaterialSearchService();
  return shared;
}
