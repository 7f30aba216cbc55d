/**
 * Typed errors and warnings of the compliance engine. The engine never throws: bad input, broken
 * composition data and empty formulas come back as values the API can turn into a 422 naming the line.
 */

/** Where an error sits in the formula, when it belongs to one line. */
export type LineReference = { lineId?: string; lineIndex?: number };

export type ExpansionError =
  | { kind: 'composition-cycle'; materialPath: readonly string[] }
  | { kind: 'composition-too-deep'; materialPath: readonly string[]; maximumDepth: number }
  | { kind: 'invalid-composition-fraction'; materialId: string; childMaterialId: string; value: number };

export type ComplianceError =
  | (ExpansionError & LineReference)
  | ({ kind: 'invalid-grams'; value: number } & LineReference)
  | ({ kind: 'invalid-purity'; value: number } & LineReference)
  | ({ kind: 'unknown-material'; materialId: string } & LineReference)
  | ({ kind: 'duplicate-line-id' } & LineReference)
  | ({ kind: 'unknown-line' } & LineReference)
  | { kind: 'zero-total' }
  | { kind: 'invalid-dosage'; value: number }
  | { kind: 'invalid-density'; value: number };

export type ComplianceResult<Value> = { ok: true; value: Value } | { ok: false; errors: readonly ComplianceError[] };

/** A material that cannot be expanded: certification is blocked while the list is not empty. */
export type UnresolvedMaterial = {
  materialId: string;
  /**
   * 'natural-type-unknown': a natural of unknown type whose IFRA Annex rows differ by type (`naturalTypes`):
   * "cannot be verified: choose the type" (issue 26 item 2).
   */
  reason:
    | 'no-composition-and-no-identifier-match'
    | 'missing-from-library'
    | 'composition-row-without-value'
    | 'natural-type-unknown'
    | 'fold-unknown'
    | 'annex-type-missing'
    | 'annex-natural-ambiguous';
  /** For 'natural-type-unknown': the types the IFRA Annex holds different data for; for 'annex-type-missing', its types; for
   * 'annex-natural-ambiguous', the Annex naturals it could be. */
  naturalTypes?: readonly string[];
  /** The materials above it, from the formula line's material down to its parent; empty when it is the line's material. */
  materialPath: readonly string[];
};

/** Why a material cannot be verified, as a sentence the client shows beside its line. */
export function describeUnresolvedMaterial(entry: UnresolvedMaterial & { materialName?: string }): string {
  const name = entry.materialName ?? entry.materialId;
  switch (entry.reason) {
    case 'natural-type-unknown':
      return `${name}: cannot be verified: choose the type. The IFRA Annex gives different figures for its ${(entry.naturalTypes ?? []).join(', ')}; choose the material of the type you use.`;
    case 'fold-unknown':
      return `${name}: cannot be verified: a ${(entry.naturalTypes ?? ['concentrated'])[0] ?? 'concentrated'} oil concentrates its constituents, and neither the IFRA Annex nor its name states by how much; name a lot with its certificate of analysis, or choose a material of a type the Annex lists.`;
    case 'annex-type-missing':
      return `${name}: cannot be verified: the IFRA Annex gives figures for its ${(entry.naturalTypes ?? []).join(', ')} only, which say nothing of this type; enter its supplier's composition, name a lot with its certificate of analysis, or choose a material of a type the Annex lists.`;
    case 'annex-natural-ambiguous':
      return `${name}: cannot be verified: the IFRA Annex gives different figures for ${(entry.naturalTypes ?? []).join(', ')} under its CAS; choose the material you use, or enter its supplier's composition.`;
    case 'missing-from-library':
      return `${name}: not in the library, so its composition is unknown.`;
    case 'composition-row-without-value':
      return `${name}: a constituent of its composition has no value.`;
    case 'no-composition-and-no-identifier-match':
      return `${name}: its composition is unknown (no CAS or composition the regulations can be read against).`;
  }
}

export type ComplianceWarning =
  | { kind: 'incomplete-composition'; materialId: string; compositionSum: number }
  | { kind: 'uncertified-composition'; materialId: string; childMaterialId: string }
  | { kind: 'prohibited-trace-from-natural'; standardKey: string }
  | { kind: 'eu-labelling-not-applicable' };

export function buildWarningKey(warning: ComplianceWarning): string {
  switch (warning.kind) {
    case 'incomplete-composition':
      return `${warning.kind}:${warning.materialId}`;
    case 'uncertified-composition':
      return `${warning.kind}:${warning.materialId}:${warning.childMaterialId}`;
    case 'prohibited-trace-from-natural':
      return `${warning.kind}:${warning.standardKey}`;
    case 'eu-labelling-not-applicable':
      return warning.kind;
  }
}

/** A sentence for an API 422 body or a screen; names the line when there is one. */
export function describeComplianceError(error: ComplianceError): string {
  const line =
    'lineIndex' in error && error.lineIndex !== undefined
      ? `Line ${error.lineIndex + 1}${error.lineId ? ` (${error.lineId})` : ''}: `
      : '';
  switch (error.kind) {
    case 'composition-cycle':
      return `${line}the composition refers back to itself: ${error.materialPath.join(' → ')}.`;
    case 'composition-too-deep':
      return `${line}the composition is nested deeper than ${error.maximumDepth} levels: ${error.materialPath.join(' → ')}.`;
    case 'invalid-composition-fraction':
      return `${line}material ${error.materialId} gives ${error.childMaterialId} a share of ${String(error.value)}, outside 0–1.`;
    case 'invalid-grams':
      return `${line}the amount must be a finite number of grams, not negative (got ${String(error.value)}).`;
    case 'invalid-purity':
      return `${line}the purity must be above 0 and at most 1 (got ${String(error.value)}).`;
    case 'unknown-material':
      return `${line}unknown material ${error.materialId}.`;
    case 'duplicate-line-id':
      return `${line}the line id is used twice.`;
    case 'unknown-line':
      return `${line}no such line in the formula.`;
    case 'zero-total':
      return 'The formula has no weight: add an amount above 0 g to at least one line that is not excluded.';
    case 'invalid-dosage':
      return `The dosage must be above 0 and at most 100% (got ${String(error.value)}).`;
    case 'invalid-density':
      return `A density must be a finite number above 0 g/mL (got ${String(error.value)}).`;
  }
}
