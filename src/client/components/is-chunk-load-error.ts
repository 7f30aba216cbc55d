const CHUNK_ERROR_MARKERS = [
  'loading chunk',
  'loading css chunk',
  'failed to fetch',
  'load failed',
  'importing a module script failed',
  'error loading dynamically imported module',
];

/** A failed download of a code-split part of the app (spec section 8), not a bug in the part itself. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  const lower = message.toLowerCase();
  return CHUNK_ERROR_MARKERS.some((marker) => lower.includes(marker));
}
