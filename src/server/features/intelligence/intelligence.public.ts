// The intelligence area's public module: all that other server areas may import from it (ADR 034). Import from
// here, never from the area's other files (lint: sillage-server/server-layers).
export { getBriefing } from './briefings.ts';
export { findNoteMaterials } from './find-note-materials.ts';
