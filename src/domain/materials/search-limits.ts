/**
 * What the formula editor's autocomplete asks for at each keystroke (its server search). Apart from the schemas
 * (materials.schemas.ts) so the editor's chunk, which only needs the number, does not bring zod and every material
 * schema with it.
 */
export const AUTOCOMPLETE_SEARCH_LIMIT = 8;
