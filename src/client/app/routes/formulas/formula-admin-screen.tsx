import { FormulaStatistics } from '../../../features/formulas/components/formula-statistics.tsx';

/** /formula-admin (admins only). */
export function FormulaAdminScreen() {
  return <FormulaStatistics />;
}
