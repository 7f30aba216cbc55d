/**
 * The most names one POST /api/materials/match may carry (a pasted formula; the grid sends longer pastes in parts).
 * Its own file, without zod: the formula editor's chunk reads it, and importing it from materials.schemas.ts brought
 * zod (25 kB gzip) into that chunk.
 */
export const MAX_MATCH_NAMES = 1000;
