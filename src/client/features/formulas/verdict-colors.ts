import type { ComplianceVerdict } from '../../../domain/formulas/describe-compliance-verdict.ts';

/** Badge colours of the compliance verdict: amber, not red, when lines only lack data. */
export const VERDICT_COLORS: Record<ComplianceVerdict['tone'], string> = { ok: 'teal', fail: 'red', unverified: 'yellow' };
