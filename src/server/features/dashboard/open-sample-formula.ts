import { createEmptyRow, DEFAULT_FINISHED_PRODUCT, type FormulaRow } from '../../../domain/formulas/formula-row.ts';
import type { IfraCategory } from '../../../domain/regulatory/ifra-categories.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import { AppError } from '../../lib/app-error.ts';
import { createFormula } from '../formulas/formulas.public.ts';
import type { ComplianceDeps } from '../regulatory/regulatory.public.ts';
import { listSampleFormulas, type SampleFormula } from '../regulatory/regulatory.public.ts';
import { assertWorkspacePermission, resolveActiveWorkspace } from '../workspaces/workspaces.public.ts';

/** A sample needs most of its materials in the imported library to be worth opening. */
const MIN_SAMPLE_LINES = 3;

/** The first sample formula the imported library can build, or null before the library is imported. */
export async function findSampleFormula(deps: ComplianceDeps): Promise<SampleFormula | null> {
  const samples = await listSampleFormulas(deps.complianceInputs);
  return samples.find((sample) => sample.lines.length >= MIN_SAMPLE_LINES) ?? null;
}

/**
 * Gives the user their own copy of a sample formula (real library materials, its category and dosage) to open
 * in the editor; 409 while the reference library is not imported; the plan's formula limit applies.
 */
export async function openSampleFormula(
  deps: ComplianceDeps,
  userId: string,
  tier: Tier,
  limits: { storageBytes: number },
) {
  const sample = await findSampleFormula(deps);
  if (!sample)
    throw new AppError(
      'CONFLICT',
      'The sample formulas need the materials library: an administrator imports it under Set Up Reference Data.',
    );
  const rows: FormulaRow[] = sample.lines.map((line) => ({
    ...createEmptyRow(crypto.randomUUID()),
    materialId: line.materialId,
    name: line.name,
    cas: line.cas,
    amount: line.grams,
  }));
  // Into the workspace the user works in, when their role there writes formulas.
  const workspace = await resolveActiveWorkspace(deps.database.db, userId);
  assertWorkspacePermission(workspace, 'formulas.edit');
  return createFormula(
    deps.database.db,
    { userId, workspaceId: workspace.id },
    tier,
    {
      name: `${sample.title.replace(/\s*\(.*\)$/, '')} (sample)`,
      description:
        'A sample formula from Sillage: real materials of the library, to explore the editor and its checks.',
      rows,
      product: {
        ...DEFAULT_FINISHED_PRODUCT,
        ifraCategory: sample.category as IfraCategory,
        dosagePercent: sample.dosage,
        application: sample.productType,
      },
    },
    limits,
  );
}
