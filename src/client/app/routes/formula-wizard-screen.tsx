import { FormulaWizard } from '../../features/formulas/components/formula-wizard.tsx';

/** /formula-wizard */
export function FormulaWizardScreen() {
  return <FormulaWizard />;
}
