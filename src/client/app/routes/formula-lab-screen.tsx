import { FormulaLibrary } from '../../features/formulas/components/formula-library.tsx';

/** /formula-lab and /formula-lab/browser. */
export function FormulaLabScreen() {
  return <FormulaLibrary />;
}
