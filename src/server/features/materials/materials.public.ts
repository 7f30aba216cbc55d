// The materials area's public module: all that other server areas may import from it (ADR 034). Import from
// here, never from the area's other files (lint: sillage-server/server-layers).
export { getMaterial } from './get-material.ts';
export type { MaterialIndex } from './material-search-store.ts';
export { matchMaterialNames, searchMaterials } from './search-materials.ts';
export type { MaterialSearchDeps } from './search-materials.ts';
export { buildMaterialMatcher } from './build-material-matcher.ts';
