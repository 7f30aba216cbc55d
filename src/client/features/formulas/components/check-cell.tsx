import { memo, useLayoutEffect } from 'react';
import { checkboxColumn, type CellProps, type Column } from 'react-datasheet-grid';

type CheckColumnData = { label: string };

/**
 * A tick box drawn in CSS rather than an <input type=checkbox>: two of them on every line were a hundred native
 * controls for the browser to lay out, paint and hit-test on each keystroke. It behaves as the grid's own:
 * Enter or Space on the selected cell toggles it, a click toggles it at once.
 */
const CheckCell = memo(function CheckCell({
  rowData,
  setRowData,
  focus,
  active,
  stopEditing,
  rowIndex,
  columnData,
}: CellProps<boolean, CheckColumnData>) {
  useLayoutEffect(() => {
    if (focus) {
      setRowData(!rowData);
      stopEditing({ nextRow: false });
    }
    // Only when editing starts: it toggles once and stops.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus, stopEditing]);
  return (
    <span
      className="formula-check"
      role="checkbox"
      aria-checked={Boolean(rowData)}
      aria-label={`${columnData.label}, line ${rowIndex + 1}`}
      data-checked={rowData || undefined}
      onMouseDown={() => !active && setRowData(!rowData)}
    />
  );
});

/** checkboxColumn (YES/NO copy and paste, delete clears) with the cell above. */
export function gridCheckColumn(label: string): Partial<Column<boolean, CheckColumnData, string>> {
  return {
    ...(checkboxColumn as Partial<Column<boolean, CheckColumnData, string>>),
    component: CheckCell,
    columnData: { label },
  };
}
