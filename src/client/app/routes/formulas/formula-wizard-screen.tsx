import { WizardModelStructure } from '../../../features/ai/components/wizard-model-structure.tsx';
import { FormulaWizard } from '../../../features/formulas/components/formula-wizard.tsx';
import { useOpenWizardStructure } from '../../../features/formulas/hooks/use-open-wizard-structure.ts';

/** /formula-wizard: the rule-based wizard, and below it the same brief asked of a model (AI feature). */
export function FormulaWizardScreen() {
  const opener = useOpenWizardStructure();
  return (
    <FormulaWizard
      modelStructure={(brief) => (
        <WizardModelStructure
          brief={brief}
          isOpening={opener.busy}
          openError={opener.error}
          onOpen={(lines) => brief && void opener.open(brief, lines, 'a model')}
        />
      )}
    />
  );
}
