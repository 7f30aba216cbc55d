import { useSearchParams } from 'react-router';
import { FormulaComparison, MAX_COMPARED_FORMULAS } from '../../../features/formulas/components/formula-comparison.tsx';

/** /professional-studio and /professional-studio-v2?ids=a,b,c */
export function ProfessionalStudioScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = (searchParams.get('ids') ?? '').split(',').filter(Boolean).slice(0, MAX_COMPARED_FORMULAS);
  return (
    <FormulaComparison
      selectedIds={ids}
      onChange={(next) => setSearchParams(next.length > 0 ? { ids: next.join(',') } : {})}
    />
  );
}
