import { memo, useLayoutEffect, useRef, type ComponentType } from 'react';
import type { CellProps, Column } from 'react-datasheet-grid';

/**
 * A grid column whose inputs are named for screen readers ("Amount, line 3"): react-datasheet-grid's text and
 * checkbox cells render a bare <input>, so the label is set on it after mount. The wrapper adds no box
 * (display: contents), so the cell layout is unchanged.
 */
export function labelColumn<Row, Data, Paste>(column: Column<Row, Data, Paste>, label: string): Column<Row, Data, Paste> {
  const Cell = column.component as ComponentType<CellProps<Row, Data>> | undefined;
  if (!Cell) return column;
  const Labelled = memo(function LabelledCell(props: CellProps<Row, Data>) {
    const ref = useRef<HTMLSpanElement>(null);
    useLayoutEffect(() => {
      ref.current?.querySelector('input')?.setAttribute('aria-label', `${label}, line ${props.rowIndex + 1}`);
    }, [props.rowIndex]);
    return (
      <span ref={ref} style={{ display: 'contents' }}>
        <Cell {...props} />
      </span>
    );
  });
  return { ...column, component: Labelled as Column<Row, Data, Paste>['component'] };
}
