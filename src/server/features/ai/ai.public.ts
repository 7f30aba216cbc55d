// The ai area's public module: all that other server areas may import from it (ADR 034). Import from
// here, never from the area's other files (lint: sillage-server/server-layers).
export { activeConnection } from './language-models.ts';
export { requireAiPlan } from './ai-access.ts';
export { proposeSdsFieldsWithAi } from './sds-reading-ai.ts';
