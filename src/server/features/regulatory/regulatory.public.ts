// The regulatory area's public module: all that other server areas may import from it (ADR 034). Import from
// here, never from the area's other files (lint: sillage-server/server-layers).
export { buildFormulaReport, buildSavedFormulaBody } from './build-formula-report.ts';
export { checkFormulasOfUser } from './check-formula-verdicts.ts';
export { listSampleFormulas } from './list-sample-formulas.ts';
export type { SampleFormula } from './list-sample-formulas.ts';
export { assessReportMarkets } from './assess-report-markets.ts';
export { buildMarketMaterials, loadMarketData, selectProp65Digest, toMarketLine } from './load-market-inputs.ts';
export { buildSavedMarketInput, findSavedRuleFindings } from './find-saved-rule-findings.ts';
export type { RuleFindingsOutcome, SavedFormulaRecord } from './find-saved-rule-findings.ts';
export type { MarketData } from './load-market-inputs.ts';
export { loadUserComplianceContext, loadUserComplianceContextAndRows } from './load-compliance-inputs.ts';
export { findRuleFindingsInWorker } from './check-in-worker.ts';
export type { VerdictDeps } from './check-formula-verdicts.ts';
export { selectDataRevisionStamp } from './load-user-context-rows.ts';
export type { UserContextRows } from './load-user-context-rows.ts';
export { findSavedFormulaScopes } from './find-saved-formula-scopes.ts';
export { holdsAtStamp } from './check-scopes.ts';
export { indexContextRows } from './list-check-dependencies.ts';
export type { ComplianceDeps, ComplianceInputs, UserComplianceContext } from './load-compliance-inputs.ts';
export { FORMULA_VERDICTS_RECHECK_JOB, recheckFormulaVerdicts } from './recheck-formula-verdicts.ts';
export { certificateLinkUrl, hashToken } from './certificate-links.ts';
export { renderOffThread } from './render-off-thread.ts';
