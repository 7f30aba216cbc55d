import { Card, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useFormula } from '../../../features/formulas/api/get-formula.ts';
import { FormulaAnalysis } from '../../../features/formulas/components/formula-analysis.tsx';
import { MarketVerdictSummary } from '../../../features/markets/components/market-verdict-summary.tsx';
import { FormulaMarketsSlot } from '../../../lib/formula-markets-slot.ts';
import { FormulaDocumentsPanel } from '../../../features/regulatory/components/formula-documents-panel.tsx';

const renderMarketSummary = (formulaId: string) => <MarketVerdictSummary formulaId={formulaId} />;

/** /formula-analysis?id={formula id}: the analysis, then the formula's certificates. */
export function FormulaAnalysisScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get('id');
  const formula = useFormula(id);
  return (
    <Stack gap="lg" className="sl-reports">
      <FormulaMarketsSlot.Provider value={renderMarketSummary}>
        <FormulaAnalysis formulaId={id} onSelect={(next) => setSearchParams({ id: next })} />
      </FormulaMarketsSlot.Provider>
      {formula.data && (
        <Card withBorder>
          <FormulaDocumentsPanel key={formula.data.id} formulaId={formula.data.id} product={formula.data.product} />
        </Card>
      )}
    </Stack>
  );
}
