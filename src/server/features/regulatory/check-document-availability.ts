import type { FormulaDocumentQuery } from '../../../domain/formulas/formulas.schemas.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { prepareFormulaDocuments, type FormulaDocumentKind } from './render-formula-document.ts';

/** What fixes a refusal: the Company section of Settings, the formula's compliance panel, or a material's page. */
export type DocumentFix =
  | { kind: 'company-settings'; label: string; path: string }
  | { kind: 'compliance-panel'; label: string }
  | { kind: 'formula-lines'; label: string }
  | { kind: 'material'; label: string; materialId: string };

export type DocumentAvailability =
  { canIssue: true } | { canIssue: false; reason: string; message: string; fixes: DocumentFix[] };

type Details = {
  reason?: string;
  blockers?: readonly string[];
  materials?: readonly string[];
  materialIds?: readonly string[];
  settingsPath?: string;
};

/** The ways out of a refusal, from the reason the download would answer with. */
function fixesOf(details: Details): DocumentFix[] {
  if (details.reason === 'company-details-missing')
    return [
      { kind: 'company-settings', label: 'Fill in Settings → Company', path: details.settingsPath ?? '/settings' },
    ];
  if (details.reason === 'not-certifiable') {
    const blockers = details.blockers ?? [];
    return [
      ...(blockers.includes('not-compliant')
        ? [{ kind: 'compliance-panel' as const, label: 'Make it compliant (compliance panel)' }]
        : []),
      ...(blockers.includes('unresolved-materials')
        ? [{ kind: 'formula-lines' as const, label: 'Pick the materials or their type on the lines' }]
        : []),
      ...(blockers.includes('flavour-not-declared')
        ? [{ kind: 'formula-lines' as const, label: 'Declare the food/flavour grade of the materials (My materials)' }]
        : []),
      ...(blockers.includes('specification-checklist')
        ? [{ kind: 'compliance-panel' as const, label: 'Confirm the specifications (compliance panel)' }]
        : []),
    ];
  }
  const ids = details.materialIds ?? [];
  const names = details.materials ?? [];
  if (ids.length > 0)
    return ids.map((materialId, index) => ({
      kind: 'material' as const,
      label: `Add the allergen declaration of ${names[index] ?? 'the material'}`,
      materialId,
    }));
  return [{ kind: 'formula-lines', label: 'Pick a material for every line' }];
}

/**
 * GET /api/formulas/:id/documents/availability: for the certificate and the allergen declaration, whether the
 * download would be issued for this finished product, and if not the server's own refusal with what fixes it, so the
 * buttons can say so before they are pressed (issue 27, item 7). The same checks as the downloads; 404 for a formula
 * of another workspace or a confidential one the user is not named on.
 */
export async function checkDocumentAvailability(
  deps: Pick<AppDeps, 'database' | 'complianceInputs' | 'secretBox'>,
  scope: WorkspaceScope,
  formulaId: string,
  query: FormulaDocumentQuery,
): Promise<Record<FormulaDocumentKind, DocumentAvailability>> {
  const check = async (kind: FormulaDocumentKind): Promise<DocumentAvailability> => {
    try {
      await prepareFormulaDocuments(deps, scope, formulaId, [kind], query);
      return { canIssue: true };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
      const details = (error.details ?? {}) as Details;
      return { canIssue: false, reason: details.reason ?? 'refused', message: error.message, fixes: fixesOf(details) };
    }
  };
  return { certificate: await check('certificate'), 'allergen-declaration': await check('allergen-declaration') };
}
