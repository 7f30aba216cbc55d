// The formulas area's public module: all that other server areas may import from it (ADR 034). Import from
// here, never from the area's other files (lint: sillage-server/server-layers).
export { createFormula } from './create-formula.ts';
export { getWorkspaceFormula, getWorkspaceFormulaEngineIds, readOpenableFormulaName } from './formula-record.ts';
export type { FormulaRecord } from './formula-record.ts';
export { assertStorageFits, jsonBytes, writeWithinStorage } from './formula-storage.ts';
export { getFormulaVersion } from './formula-versions.ts';
export { saveFormula } from './save-formula.ts';
export { listWizardCandidates } from './wizard-candidates.ts';
