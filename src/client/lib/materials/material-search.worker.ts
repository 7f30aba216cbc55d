// The material search worker: fetches, parses and builds the library's search index and answers searches, off the
// main thread (the page's side is material-search-service.ts; ADR 025).
import { createMaterialSearchEngine } from './material-search-engine.ts';
import type { MaterialSearchRequest, MaterialSearchResponse } from './material-search-protocol.ts';

/** The worker's global scope, as much of it as this file uses (the project's types are the DOM's, not a worker's). */
const scope = self as unknown as {
  postMessage(message: MaterialSearchResponse): void;
  onmessage: ((event: MessageEvent<MaterialSearchRequest>) => void) | null;
};
const engine = createMaterialSearchEngine((response) => scope.postMessage(response));
scope.onmessage = (event) => engine.handle(event.data);
