import { useSearchParams } from 'react-router';
import { FormulaAnalysis } from '../../features/formulas/components/formula-analysis.tsx';

/** /formula-analysis?id={formula id} */
export function FormulaAnalysisScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  return <FormulaAnalysis formulaId={searchParams.get('id')} onSelect={(id) => setSearchParams({ id })} />;
}
