import 'react-datasheet-grid/dist/style.css';
import './formula-grid.css';
import { useMediaQuery } from '@mantine/hooks';
import {
  forwardRef,
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { GRID_ROW_HEIGHT_PX } from '../../../../domain/settings/user-settings.ts';
import { SettingsContext } from '../../../lib/settings-context.ts';
import {
  DataSheetGrid,
  keyColumn,
  type CellProps,
  type Column,
  type DataSheetGridProps,
  type DataSheetGridRef,
} from 'react-datasheet-grid';
import { createEmptyRow, type AmountUnit, type FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { computedColumns } from './computed-cells.tsx';
import { gridCheckColumn } from './check-cell.tsx';
import { materialColumn } from './material-cell.tsx';
import { gridTextColumn } from './text-cell.tsx';
import { listenForTabOut } from './leave-grid-on-tab.ts';
import { isSingleTextCellChange, rebaseGridChange } from './grid-change.ts';
import {
  createGridEditSession,
  GridEditSessionContext,
  listenForLostKeys,
  sameCellProps,
} from './grid-edit-session.ts';

// One formatter each: the grid formats every visible number on every render, and building an
// Intl.NumberFormat per call cost most of a keystroke's time in a 300-row formula.
const amountFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 4 });
const purityFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 2 });

/** "12,5", "12.5 g" → 12.5; anything else → null. */
function parseNumber(value: string): number | null {
  const number = Number.parseFloat(value.trim().replace(',', '.'));
  return Number.isNaN(number) ? null : number;
}

const amountColumn = gridTextColumn<number | null>({
  label: 'Amount',
  alignRight: true,
  formatBlurredInput: (value) => (typeof value === 'number' ? amountFormat.format(value) : ''),
  parseUserInput: parseNumber,
  parsePastedValue: parseNumber,
});

/** Purity as a fraction, typed and shown in percent; a pasted "10%" or "10" is 10 %, "0.1" is 10 % too. */
const purityColumn = gridTextColumn<number | null>({
  label: 'Purity %',
  alignRight: true,
  formatBlurredInput: (value) => (typeof value === 'number' ? purityFormat.format(value) : ''),
  formatInputOnFocus: (value) => (typeof value === 'number' ? String(Math.round(value * 1e12) / 1e10) : ''),
  parseUserInput: (value) => {
    const number = parseNumber(value);
    return number === null ? null : number / 100;
  },
  parsePastedValue: (value) => {
    const number = parseNumber(value.replace('%', ''));
    if (number === null) return null;
    return value.includes('%') || number > 1 ? number / 100 : number;
  },
});

const parseUnit = (value: string): AmountUnit => (/^\s*(%|pct|percent)/i.test(value) ? '%' : 'g');
const unitColumn = gridTextColumn<AmountUnit>({
  label: 'Unit, g or %',
  parseUserInput: parseUnit,
  parsePastedValue: parseUnit,
  deletedValue: 'g',
  formatBlurredInput: (value) => value ?? 'g',
  continuousUpdates: false,
});
const optionalText = (label: string) =>
  gridTextColumn<string | null>({
    label,
    deletedValue: null,
    parseUserInput: (value) => value.trim() || null,
    parsePastedValue: (value) => value.trim() || null,
  });

const createRowId = () => crypto.randomUUID();

const PHONE_QUERY = '(max-width: 48em)';

/** One change reported by the grid (UPDATE, DELETE or CREATE over a range of rows). */
export type GridOperation = Parameters<NonNullable<DataSheetGridProps<FormulaRow>['onChange']>>[1][number];
type GridColumn = Column<FormulaRow, unknown, string>;

type KeyColumnData = { key: keyof FormulaRow; original: Partial<Column<unknown, unknown, string>> };

/**
 * keyColumn's cell, memoised: the grid re-renders every visible cell on each change, and this keeps the work to
 * the cells whose line changed. The row is read through a ref, so a value set is always written onto the latest
 * line the cell was given.
 */
const KeyCell = memo(function KeyCell({
  columnData,
  rowData,
  setRowData,
  ...rest
}: CellProps<FormulaRow, KeyColumnData>) {
  const { key, original } = columnData;
  const rowRef = useRef(rowData);
  rowRef.current = rowData;
  const setKeyData = useCallback(
    (value: unknown) => setRowData({ ...rowRef.current, [key]: value }),
    [key, setRowData],
  );
  const Component = original.component as ((props: CellProps<unknown, unknown>) => React.ReactElement) | undefined;
  if (!Component) return null;
  return <Component {...rest} columnData={original.columnData} setRowData={setKeyData} rowData={rowData[key]} />;
}, sameCellProps);

/** A column bound to one field of the row (keyColumn, with the memoised cell above), typed for our row. */
function fieldColumn(
  key: keyof FormulaRow,
  column: Column<never, never, never>,
  options: Partial<GridColumn>,
): GridColumn {
  return {
    ...(keyColumn(key as never, column as never) as unknown as GridColumn),
    component: KeyCell as unknown as GridColumn['component'],
    ...options,
  };
}

/** The line number, memoised like the other cells. */
const GUTTER_COLUMN = {
  component: memo(function LineNumber({ rowIndex }: { rowIndex: number }) {
    return <>{rowIndex + 1}</>;
  }),
} as unknown as DataSheetGridProps<FormulaRow>['gutterColumn'];

// Built once: new column components would remount every cell.
const COLUMNS = {
  amount: fieldColumn('amount', amountColumn as Column<never, never, never>, {
    title: 'Amount',
    basis: 90,
    grow: 0,
    minWidth: 80,
  }),
  unit: fieldColumn('unit', unitColumn as Column<never, never, never>, {
    title: 'g / %',
    basis: 56,
    grow: 0,
    minWidth: 56,
  }),
  purity: fieldColumn('purity', purityColumn as Column<never, never, never>, {
    title: 'Purity',
    basis: 76,
    grow: 0,
    minWidth: 70,
  }),
  diluent: fieldColumn('diluent', optionalText('Diluent') as Column<never, never, never>, {
    title: 'Diluent',
    basis: 100,
    grow: 1,
    minWidth: 70,
  }),
  notes: fieldColumn('notes', optionalText('Notes') as Column<never, never, never>, {
    title: 'Notes',
    basis: 140,
    grow: 2,
    minWidth: 80,
  }),
  isExcluded: fieldColumn('isExcluded', gridCheckColumn('Exclude from calculation') as Column<never, never, never>, {
    title: 'Excl.',
    basis: 52,
    grow: 0,
    minWidth: 52,
  }),
  isLocked: fieldColumn('isLocked', gridCheckColumn('Ratio lock') as Column<never, never, never>, {
    title: 'Lock',
    basis: 52,
    grow: 0,
    minWidth: 52,
  }),
};

/** On a desktop the material column keeps room for display names such as "Bergamot oil, expressed". */
const DESKTOP_MATERIAL_COLUMN = { ...materialColumn, minWidth: 240 } as GridColumn;

function buildColumns(showCost: boolean, isDesktop: boolean, isPhone = false): GridColumn[] {
  const columns: GridColumn[] = [
    isDesktop ? DESKTOP_MATERIAL_COLUMN : (materialColumn as GridColumn),
    // On a phone the IFRA column is a scroll away: each line's status in a word sits beside its material.
    ...(isPhone ? [computedColumns.ifraCompact as GridColumn] : []),
    COLUMNS.amount,
    COLUMNS.unit,
    COLUMNS.purity,
    COLUMNS.diluent,
    computedColumns.percentConcentrate as GridColumn,
    computedColumns.percentProduct as GridColumn,
  ];
  if (showCost) columns.push(computedColumns.cost as GridColumn);
  columns.push(computedColumns.ifra as GridColumn, COLUMNS.notes, COLUMNS.isExcluded, COLUMNS.isLocked);
  return columns;
}

/** Cells may hand back null (a deleted number or text): rows always keep their types. */
export function normaliseGridRow(row: FormulaRow): FormulaRow {
  const amount = typeof row.amount === 'number' && Number.isFinite(row.amount) && row.amount >= 0 ? row.amount : 0;
  const purity = typeof row.purity === 'number' && row.purity > 0 && row.purity <= 1 ? row.purity : 1;
  const notes = row.notes ?? '';
  const isExcluded = Boolean(row.isExcluded);
  const isLocked = Boolean(row.isLocked);
  if (
    amount === row.amount &&
    purity === row.purity &&
    notes === row.notes &&
    isExcluded === row.isExcluded &&
    isLocked === row.isLocked
  )
    return row;
  return { ...row, amount, purity, notes, isExcluded, isLocked };
}

// Stable functions: new ones on every render would make the grid re-render every visible row.
const createRow = () => createEmptyRow(createRowId());
const duplicateRow = ({ rowData }: { rowData: FormulaRow }) => ({ ...rowData, id: createRowId() });
const rowClassName = ({ rowData }: { rowData: FormulaRow }) =>
  rowData.isExcluded ? 'formula-row-excluded' : undefined;

type FormulaGridProps = {
  rows: FormulaRow[];
  /** `apply` replays the grid's change onto the latest rows (see rebaseGridChange). */
  onChange: (apply: (latest: FormulaRow[]) => FormulaRow[], operations: GridOperation[]) => void;
  showCost: boolean;
  height: number;
};

/**
 * The spreadsheet: react-datasheet-grid with our material autocomplete and the computed columns.
 *
 * While a text cell is edited, the rows a keystroke changes (that cell's line only) are not handed to the grid:
 * its input already shows them, and re-rendering the grid for every character cost most of a keystroke in a
 * 300-row formula. The grid catches up when the input closes, before the next paint.
 */
export const FormulaGrid = memo(
  forwardRef<DataSheetGridRef, FormulaGridProps>(function FormulaGrid({ rows, onChange, showCost, height }, ref) {
    const isDesktop = useMediaQuery('(min-width: 75em)') ?? false;
    // Density (Settings → Appearance) sets the rows' height; outside the settings provider, comfortable.
    const rowHeight = GRID_ROW_HEIGHT_PX[useContext(SettingsContext)?.settings.densityMode ?? 'comfortable'];
    // Read at the first render: the grid keeps the columns it was first given. Given as the hook's initial value,
    // which then follows changes from its effect: read in render (getInitialValueInEffect: false), Mantine would
    // evaluate the query on every render, twice per key (the grid renders on every keystroke).
    const [phoneAtFirstRender] = useState(() => window.matchMedia(PHONE_QUERY).matches);
    const isPhone = useMediaQuery(PHONE_QUERY, phoneAtFirstRender) ?? false;
    const columns = useMemo(() => buildColumns(showCost, isDesktop, isPhone), [showCost, isDesktop, isPhone]);

    const rowsRef = useRef(rows);
    rowsRef.current = rows;
    const [shown, setShown] = useState(rows);
    const [received, setReceived] = useState(rows);
    const [session] = useState(() => createGridEditSession(() => setShown(rowsRef.current)));
    if (rows !== received) {
      setReceived(rows);
      if (!(session.textEditing && isSingleTextCellChange(shown, rows))) setShown(rows);
    }
    // The rows the grid last rendered: its changes are relative to them.
    const shownRef = useRef(shown);
    useLayoutEffect(() => {
      shownRef.current = shown;
    }, [shown]);
    useEffect(() => listenForLostKeys(session), [session]);
    const containerRef = useRef<HTMLDivElement>(null);
    const gridRef = useRef<DataSheetGridRef | null>(null);
    useEffect(
      () =>
        listenForTabOut({
          isGridActive: () => session.gridActive,
          region: () => containerRef.current?.closest('[role="region"]') ?? containerRef.current,
          deactivate: () => gridRef.current?.setActiveCell(null),
        }),
      [session],
    );
    const setGridRef = useCallback(
      (grid: DataSheetGridRef | null) => {
        gridRef.current = grid;
        if (typeof ref === 'function') ref(grid);
        else if (ref) ref.current = grid;
      },
      [ref],
    );

    const handleChange = useCallback(
      (next: FormulaRow[], operations: GridOperation[]) => {
        const before = shownRef.current;
        onChange((latest) => rebaseGridChange(latest, before, next), operations);
      },
      [onChange],
    );
    const handleActiveCellChange = useCallback(
      ({ cell }: { cell: unknown }) => {
        // Another cell (or none): characters kept for the previous one are dropped.
        session.gridActive = cell !== null;
        session.opening = false;
        session.pending = '';
      },
      [session],
    );
    return (
      <GridEditSessionContext.Provider value={session}>
        <div ref={containerRef} style={{ display: 'contents' }} />
        <DataSheetGrid<FormulaRow>
          ref={setGridRef}
          className="formula-grid"
          value={shown}
          onChange={handleChange}
          columns={columns}
          gutterColumn={GUTTER_COLUMN}
          rowKey="id"
          height={height}
          rowHeight={rowHeight}
          headerRowHeight={36}
          createRow={createRow}
          duplicateRow={duplicateRow}
          rowClassName={rowClassName}
          onActiveCellChange={handleActiveCellChange}
          autoAddRow
        />
      </GridEditSessionContext.Provider>
    );
  }),
);
