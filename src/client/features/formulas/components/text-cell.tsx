import { memo, useLayoutEffect, useRef } from 'react';
import { createTextColumn, type CellProps, type Column } from 'react-datasheet-grid';
import { useGridEditor } from './grid-edit-session.ts';

type TextColumnOptions<Value> = NonNullable<Parameters<typeof createTextColumn<Value>>[0]>;

type TextColumnData<Value> = {
  alignRight: boolean;
  continuousUpdates: boolean;
  formatInputOnFocus: (value: Value) => string;
  formatBlurredInput: (value: Value) => string;
  parseUserInput: (value: string) => Value;
  /** Names the input for screen readers: "Amount, line 3". */
  label: string;
};

/**
 * A text cell that is plain text until it is edited, then an <input>: react-datasheet-grid's own text cell keeps
 * an <input> in every cell, and with hundreds of them Chromium's autofill walks them all after each keystroke
 * (form_tracker's TextFieldValueChanged), which alone took 6-10 ms of every key in a 300-row formula.
 */
const TextCell = memo(function TextCell<Value>({
  rowData,
  setRowData,
  focus,
  rowIndex,
  columnData,
}: CellProps<Value, TextColumnData<Value>>) {
  if (focus)
    return <TextCellEditor rowData={rowData} setRowData={setRowData} rowIndex={rowIndex} columnData={columnData} />;
  return (
    <span className={columnData.alignRight ? 'formula-text-cell formula-text-cell-right' : 'formula-text-cell'}>
      {columnData.formatBlurredInput(rowData)}
    </span>
  );
}) as <Value>(props: CellProps<Value, TextColumnData<Value>>) => React.ReactElement;

type EditorProps<Value> = Pick<
  CellProps<Value, TextColumnData<Value>>,
  'rowData' | 'setRowData' | 'rowIndex' | 'columnData'
>;

/**
 * The input while editing, uncontrolled so a keystroke paints without waiting for React. With continuous
 * updates every keystroke sets the row; without, the value is set when editing ends, unless Escape ended it.
 */
function TextCellEditor<Value>({ rowData, setRowData, rowIndex, columnData }: EditorProps<Value>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef({ rowData, setRowData, columnData, changed: false, escaped: false });
  latest.current = { ...latest.current, rowData, setRowData, columnData };

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // Typing on a selected cell replaces its content; Enter or a double click keeps it, selected.
    input.value = latest.current.columnData.formatInputOnFocus(latest.current.rowData);
    input.focus();
    input.select();
    return () => {
      const { changed, escaped, columnData: data, setRowData: commit } = latest.current;
      if (changed && !escaped && !data.continuousUpdates) commit(data.parseUserInput(input.value));
    };
  }, []);
  useGridEditor(inputRef, 'text');

  return (
    <input
      ref={inputRef}
      className={columnData.alignRight ? 'dsg-input dsg-input-align-right' : 'dsg-input'}
      aria-label={`${columnData.label}, line ${rowIndex + 1}`}
      tabIndex={-1}
      onChange={(event) => {
        latest.current.changed = true;
        if (columnData.continuousUpdates) setRowData(columnData.parseUserInput(event.target.value));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') latest.current.escaped = true;
      }}
    />
  );
}

/** createTextColumn with the cell above: the same parsing, copy, paste and delete, one <input> at most. */
export function gridTextColumn<Value>(
  options: TextColumnOptions<Value> & { label: string },
): Partial<Column<Value, TextColumnData<Value>, string>> {
  const { label, ...textOptions } = options;
  const column = createTextColumn<Value>(textOptions);
  return {
    ...column,
    component: TextCell,
    columnData: { ...(column.columnData as Omit<TextColumnData<Value>, 'label'>), label },
  } as Partial<Column<Value, TextColumnData<Value>, string>>;
}
