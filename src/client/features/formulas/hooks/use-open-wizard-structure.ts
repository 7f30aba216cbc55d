import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_FINISHED_PRODUCT } from '../../../../domain/formulas/formula-row.ts';
import {
  buildWizardRows,
  WIZARD_PRODUCT_TYPES,
  type ProposedLine,
} from '../../../../domain/formulas/propose-formula-structure.ts';
import { hrefs } from '../../../config/paths.ts';
import { useCreateFormula } from '../api/save-formula.ts';
import type { SubmittedBrief } from './use-formula-proposal.ts';

/**
 * Opens a wizard structure (the rule-based one or the model's) in the editor as a new formula: one row per line,
 * the brief's category, dosage and application as its finished product.
 */
export function useOpenWizardStructure() {
  const navigate = useNavigate();
  const { mutateAsync: createFormula } = useCreateFormula();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const open = async (
    brief: SubmittedBrief,
    lines: readonly ProposedLine[],
    source: 'the formula wizard' | 'a model',
  ) => {
    setState({ busy: true, error: null });
    try {
      const label = WIZARD_PRODUCT_TYPES.find((type) => type.id === brief.productType)?.label ?? 'Fragrance';
      const formula = await createFormula({
        name: `${brief.family} ${label.toLowerCase()} study`,
        description: `Starting structure from ${source}: ${brief.family}, ${label}, IFRA category ${brief.ifraCategory} at ${brief.dosagePercent}%.`,
        rows: buildWizardRows(lines),
        product: {
          ...DEFAULT_FINISHED_PRODUCT,
          ifraCategory: brief.ifraCategory,
          dosagePercent: brief.dosagePercent,
          application: brief.productType === 'shower-gel' ? 'rinse-off' : 'leave-on',
        },
      });
      await navigate(hrefs.formula(formula.id));
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return { open, ...state };
}
