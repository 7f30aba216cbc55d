import { forwardRef, memo, type ComponentProps } from 'react';
import type { DataSheetGridRef } from 'react-datasheet-grid';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { useResolvePastedMaterials, type ResolvedMaterial } from '../hooks/use-resolve-pasted-materials.ts';
import { usePresentOf, type PresentSource } from '../hooks/use-undo-history.ts';
import { useValueWhenSettled } from '../hooks/use-value-when-settled.ts';
import { useVerdictOfEveryKey } from '../hooks/use-verdict-of-every-key.ts';
import { FormulaGrid } from './formula-grid.tsx';
import { LiveComputation } from './live-computation.tsx';
import { MaterialConfirmations } from './material-confirmations.tsx';

export type RowsSource = PresentSource<FormulaRow[]>;

// The parts of the editor that show its rows read them from the history's store (usePresentOf): a keystroke in the
// grid renders them, not the whole editor with its toolbar, panels and thirty hooks (ADR 089).

export const GridOfRows = memo(
  forwardRef<DataSheetGridRef, { source: RowsSource } & Omit<ComponentProps<typeof FormulaGrid>, 'rows'>>(
    function GridOfRows({ source, ...props }, ref) {
      return <FormulaGrid ref={ref} rows={usePresentOf(source)} {...props} />;
    },
  ),
);

/**
 * Typing stays fast: percentages, cost and compliance follow once the keystroke has painted, at a lower priority,
 * and once per burst of keys (the number typed), after its last key. The verdict (the formula's and the edited
 * lines') follows every key, right after its frame (ADR 040).
 */
export const LiveComputationOfRows = memo(function LiveComputationOfRows({
  source,
  product,
  ...props
}: { source: RowsSource } & Omit<ComponentProps<typeof LiveComputation>, 'rows'>) {
  const rows = usePresentOf(source);
  const deferredRows = useValueWhenSettled(rows);
  const deferredProduct = useValueWhenSettled(product);
  useVerdictOfEveryKey(rows, product, props.store);
  return <LiveComputation rows={deferredRows} product={deferredProduct} {...props} />;
});

export const ConfirmationsOfRows = memo(function ConfirmationsOfRows({
  source,
  onResolved,
}: {
  source: RowsSource;
  onResolved: (matches: Map<string, ResolvedMaterial>) => void;
}) {
  const pastedMaterials = useResolvePastedMaterials(usePresentOf(source), onResolved);
  return (
    <MaterialConfirmations
      confirmations={pastedMaterials.confirmations}
      onConfirm={pastedMaterials.confirm}
      onKeepAsText={pastedMaterials.keepAsText}
    />
  );
});
