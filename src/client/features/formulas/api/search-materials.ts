import { api } from '../../../lib/api.ts';

export type MaterialOption = { id: string; name: string; cas: string | null; isOwn?: boolean; matchedSynonym?: string | null; odourFamily?: string | null };

/** The library and the user's own materials, by name, synonym or CAS (GET /api/materials/search). */
export const searchMaterials = (query: string, signal?: AbortSignal) =>
  api.get<{ items: MaterialOption[] }>(`/api/materials/search?q=${encodeURIComponent(query)}&limit=8`, signal).then((body) => body.items);
