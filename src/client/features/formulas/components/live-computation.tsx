import { memo, useLayoutEffect, useMemo } from 'react';
import { calculateFormula } from '../../../../domain/formulas/calculate-formula.ts';
import type { FinishedProduct, FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { useFormulaPrices } from '../api/get-formula-prices.ts';
import { useLiveCompliance } from '../hooks/use-live-compliance.ts';
import type { ComputedStore } from './computed-cells.tsx';
import type { ComplianceFix } from '../../../../domain/regulatory/propose-compliance-fix.ts';
import { FinishedProductPanel } from './finished-product-panel.tsx';

type Props = {
  /** Deferred rows and product (useDeferredValue in the editor): this runs after the keystroke has painted. */
  rows: FormulaRow[];
  product: FinishedProduct;
  onProductChange: (change: Partial<FinishedProduct>) => void;
  store: ComputedStore;
  onHasPrices: (hasPrices: boolean) => void;
  /** The saved formula (its specification ticks apply), null before the first save. */
  formulaId: string | null;
  onApplyFix?: (fix: ComplianceFix) => void;
  onLotChange?: (rowId: string, lotId: string | null) => void;
  onTypicalCompositionChange?: (rowId: string, accepts: boolean) => void;
  /**
   * Whether the panel is drawn yet (ADR 047): the editor mounts this with the grid, so the percentages and the
   * verdict are computed (and the first totals built in slices) while the grid is drawn, and draws the panel later.
   */
  drawn?: boolean;
  /** How much of the panel is drawn yet (FinishedProductPanel's drawnParts, ADR 047). */
  drawnParts?: 1 | 2 | 3;
  /** Called once the lines' verdicts are in the store (or known to be unavailable): the editor then draws the panel. */
  onVerdictSettled?: () => void;
};

/**
 * Percentages, totals and live compliance of the deferred rows: fills the store the computed columns read,
 * and shows the finished product panel with the totals and the verdict.
 */
export const LiveComputation = memo(function LiveComputation({
  rows,
  product,
  onProductChange,
  store,
  onHasPrices,
  formulaId,
  onApplyFix,
  onLotChange,
  onTypicalCompositionChange,
  drawn = true,
  drawnParts = 3,
  onVerdictSettled,
}: Props) {
  const prices = useFormulaPrices(rows);
  const calculation = useMemo(
    () => calculateFormula(rows, { dosagePercent: product.dosagePercent, pricePerGram: prices.pricePerGram }),
    [rows, product.dosagePercent, prices.pricePerGram],
  );
  const compliance = useLiveCompliance(rows, calculation, product, formulaId);
  const lineCount = useMemo(() => rows.filter((row) => row.name.trim() !== '').length, [rows]);
  useLayoutEffect(() => {
    // The last key's verdict (ADR 040) stays while it is of a newer edit than these rows.
    const version = store.versionOf(rows);
    const { quick } = store.get();
    store.set({
      rows: new Map(calculation.rows.map((row) => [row.rowId, row])),
      compliance,
      source: rows,
      version,
      ...(quick && quick.version > version ? { quick } : {}),
    });
  }, [calculation, compliance, rows, store]);
  const settled = compliance.state !== 'loading';
  useLayoutEffect(() => {
    if (settled) onVerdictSettled?.();
  }, [settled, onVerdictSettled]);
  const hasPrices = calculation.pricedLineCount > 0;
  useLayoutEffect(() => onHasPrices(hasPrices), [hasPrices, onHasPrices]);
  if (!drawn) return null;
  return (
    <FinishedProductPanel
      product={product}
      onChange={onProductChange}
      calculation={calculation}
      lineCount={lineCount}
      compliance={compliance}
      currency={prices.currency}
      rows={rows}
      formulaId={formulaId}
      drawnParts={drawnParts}
      {...(onApplyFix ? { onApplyFix } : {})}
      {...(onLotChange ? { onLotChange } : {})}
      {...(onTypicalCompositionChange ? { onTypicalCompositionChange } : {})}
    />
  );
});
