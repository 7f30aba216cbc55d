import { createContext, memo, useContext, useRef, useSyncExternalStore } from 'react';
import type { CellProps, Column } from 'react-datasheet-grid';
import type { RowCalculation } from '../../../../domain/formulas/calculate-formula.ts';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import type { LineStatus, LiveCompliance } from '../hooks/use-live-compliance.ts';
import type { ComplianceReport } from '../../../../domain/regulatory/check-formula-totals.ts';
import { formatConcentration } from '../../../../domain/formulas/describe-compliance-failures.ts';

export type ComputedValues = {
  rows: ReadonlyMap<string, RowCalculation>;
  compliance: LiveCompliance;
  /** The rows the values were computed from (LiveComputation's, after a burst of keys) and their edit's number. */
  source?: readonly FormulaRow[];
  version?: number;
  /**
   * The verdict of every key (ADR 040): the report of a newer edit than `source` and the status of the lines it
   * changed, computed right after the key's frame, shown until the follow-up of the burst catches up.
   */
  quick?: QuickVerdict;
};

export type QuickVerdict = {
  version: number;
  report: ComplianceReport;
  lineStatus: ReadonlyMap<string, LineStatus>;
};

/**
 * The computed columns read their values from a small store rather than from props: a keystroke re-renders
 * only the edited row, and after the deferred recalculation (see LiveComputation) only the cells whose shown
 * text changed re-render.
 */
export type ComputedStore = {
  get: () => ComputedValues;
  set: (next: ComputedValues) => void;
  subscribe: (listener: () => void) => () => void;
  /** The number of an edit's rows, given in the order the editor showed them (the first ask numbers them). */
  versionOf: (rows: readonly FormulaRow[]) => number;
};

const EMPTY_VALUES: ComputedValues = { rows: new Map(), compliance: { state: 'empty' } };

export function createComputedStore(): ComputedStore {
  let value = EMPTY_VALUES;
  const listeners = new Set<() => void>();
  const versions = new WeakMap<readonly FormulaRow[], number>();
  let lastVersion = 0;
  return {
    versionOf: (rows) => {
      let version = versions.get(rows);
      if (version === undefined) {
        version = ++lastVersion;
        versions.set(rows, version);
      }
      return version;
    },
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const ComputedStoreContext = createContext<ComputedStore>(createComputedStore());

const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value >= 0.01 || value === 0 ? value.toFixed(2) : value.toPrecision(2);
const formatMoney = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(2);

/**
 * One cell's view of the store: `select` turns the values into what the cell shows, and the cell re-renders only
 * when that changes (`isEqual`), not on every recalculation. `dependsOn` names the part of the values the cell
 * reads: while it is the same object, nothing is selected again (the percentages and cost read only `rows`, so the
 * verdict of every key, ADR 040, costs them a comparison).
 */
function useComputedValue<Shown>(
  rowId: string,
  select: (values: ComputedValues, rowId: string) => Shown,
  isEqual: (a: Shown, b: Shown) => boolean = Object.is,
  dependsOn: (values: ComputedValues) => unknown = (values) => values,
): Shown {
  const store = useContext(ComputedStoreContext);
  const last = useRef<{ source: unknown; rowId: string; shown: Shown } | null>(null);
  const getSnapshot = () => {
    const values = store.get();
    const source = dependsOn(values);
    const previous = last.current;
    if (previous && previous.source === source && previous.rowId === rowId) return previous.shown;
    const selected = select(values, rowId);
    const shown = previous && previous.rowId === rowId && isEqual(previous.shown, selected) ? previous.shown : selected;
    last.current = { source, rowId, shown };
    return shown;
  };
  return useSyncExternalStore(store.subscribe, getSnapshot);
}

const selectPercentConcentrate = (values: ComputedValues, rowId: string) =>
  formatPercent(values.rows.get(rowId)?.percentInConcentrate);
const selectPercentProduct = (values: ComputedValues, rowId: string) =>
  formatPercent(values.rows.get(rowId)?.percentInProduct);
const selectCost = (values: ComputedValues, rowId: string) => formatMoney(values.rows.get(rowId)?.cost);
const rowsOfValues = (values: ComputedValues) => values.rows;

/** A computed cell shows its line's values from the store: it re-renders only for another line. */
const sameLine = (a: CellProps<FormulaRow, null>, b: CellProps<FormulaRow, null>) => a.rowData.id === b.rowData.id;

const PercentConcentrateCell = memo(function PercentConcentrateCell({ rowData }: CellProps<FormulaRow, null>) {
  return (
    <span className="formula-computed">
      {useComputedValue(rowData.id, selectPercentConcentrate, Object.is, rowsOfValues)}
    </span>
  );
}, sameLine);

const PercentProductCell = memo(function PercentProductCell({ rowData }: CellProps<FormulaRow, null>) {
  return (
    <span className="formula-computed">
      {useComputedValue(rowData.id, selectPercentProduct, Object.is, rowsOfValues)}
    </span>
  );
}, sameLine);

const CostCell = memo(function CostCell({ rowData }: CellProps<FormulaRow, null>) {
  return <span className="formula-computed">{useComputedValue(rowData.id, selectCost, Object.is, rowsOfValues)}</span>;
}, sameLine);

export function describeLineStatus(status: LineStatus | undefined): {
  label: string;
  tone: 'ok' | 'fail' | 'muted' | 'warn';
  title: string;
} {
  switch (status?.kind) {
    case 'ok':
      return {
        label:
          status.headroomGrams === null
            ? 'OK'
            : `OK · +${status.headroomGrams < 10 ? status.headroomGrams.toFixed(2) : Math.round(status.headroomGrams)} g`,
        tone: 'ok',
        title:
          status.headroomGrams === null
            ? 'No IFRA limit applies to this line in the selected category'
            : `${status.headroomGrams.toFixed(3)} g can still be added before a limit is reached${status.maxPercentAlone === null ? '' : `; at most ${status.maxPercentAlone.toFixed(3)}% of the concentrate alone`}`,
      };
    case 'near':
      return {
        label: `Near · +${status.headroomGrams < 10 ? status.headroomGrams.toFixed(2) : Math.round(status.headroomGrams)} g`,
        tone: 'warn',
        title: `${status.binding.name} ${formatConcentration(status.binding.concentration)} in the product, limit ${formatConcentration(status.binding.limit)}: ${status.headroomGrams.toFixed(3)} g can still be added`,
      };
    case 'over':
      return {
        label: `Over · −${status.gramsToRemove < 10 ? status.gramsToRemove.toFixed(2) : Math.round(status.gramsToRemove)} g`,
        tone: 'fail',
        title: status.binding
          ? `${status.binding.name} ${status.binding.standardKey === 'phototoxicity-sum' ? `sum ${status.binding.concentration.toFixed(2)}, limit 1` : `${formatConcentration(status.binding.concentration)} in the product, limit ${formatConcentration(status.binding.limit)}`} (${status.binding.standardKey}): remove ${status.gramsToRemove.toFixed(3)} g of this line`
          : `Exceeds ${status.bindingConstraint} in the selected category: remove ${status.gramsToRemove.toFixed(3)} g of this line`,
      };
    case 'prohibited':
      return { label: 'Prohibited', tone: 'fail', title: 'Prohibited by IFRA in the selected category' };
    case 'unresolved':
      return {
        label: 'Unresolved',
        tone: 'warn',
        title: 'Composition unknown: certification is blocked until it is resolved',
      };
    case 'not-in-library':
      return { label: 'Not checked', tone: 'muted', title: 'Pick the material from the library to check it' };
    case 'pending':
      return { label: 'Checking…', tone: 'muted', title: 'Loading regulatory data for this material' };
    default:
      return { label: '', tone: 'muted', title: '' };
  }
}

type IfraShown = { label: string; tone: 'ok' | 'fail' | 'muted' | 'warn'; title: string; hint: boolean };

/** A line's status: the verdict of the last key for a line it changed, else the burst's follow-up's. */
const lineStatusOf = (values: ComputedValues, rowId: string) =>
  values.compliance.state === 'ready'
    ? (values.quick?.lineStatus.get(rowId) ?? values.compliance.lineStatus.get(rowId))
    : undefined;

function selectIfra(values: ComputedValues, rowId: string): IfraShown {
  const { compliance } = values;
  if (compliance.state !== 'ready')
    return { label: compliance.state === 'unavailable' ? 'n/a' : '', tone: 'muted', title: '', hint: true };
  return { ...describeLineStatus(lineStatusOf(values, rowId)), hint: false };
}
const isSameIfra = (a: IfraShown, b: IfraShown) =>
  a.label === b.label && a.tone === b.tone && a.title === b.title && a.hint === b.hint;

const IfraCell = memo(function IfraCell({ rowData }: CellProps<FormulaRow, null>) {
  const { label, tone, title, hint } = useComputedValue(rowData.id, selectIfra, isSameIfra);
  if (hint) return <span className="formula-computed formula-cell-hint">{label}</span>;
  return (
    <span className="formula-ifra" data-tone={tone} title={title} data-testid={`ifra-status-${rowData.id}`}>
      {label}
    </span>
  );
}, sameLine);

/** The line's status in a word or a sign, for the phone's narrow column (the full label is its title and name). */
const COMPACT_LABELS: Record<string, string> = {
  ok: 'OK',
  near: 'Near',
  over: 'Over',
  prohibited: 'Ban',
  unresolved: '?',
  'not-in-library': '–',
  pending: '…',
};

function selectIfraCompact(values: ComputedValues, rowId: string): IfraShown & { short: string } {
  const { compliance } = values;
  if (compliance.state !== 'ready') return { label: '', short: '', tone: 'muted', title: '', hint: true };
  const status = lineStatusOf(values, rowId);
  return { ...describeLineStatus(status), short: status ? (COMPACT_LABELS[status.kind] ?? '') : '', hint: false };
}
const isSameIfraCompact = (a: IfraShown & { short: string }, b: IfraShown & { short: string }) =>
  isSameIfra(a, b) && a.short === b.short;

/** On a phone, each line's compliance beside its material: 'OK', 'Over', 'Ban'…, the full status as its name. */
const IfraCompactCell = memo(function IfraCompactCell({ rowData }: CellProps<FormulaRow, null>) {
  const { label, short, tone, title, hint } = useComputedValue(rowData.id, selectIfraCompact, isSameIfraCompact);
  if (hint || short === '') return <span className="formula-computed formula-cell-hint" />;
  return (
    <span
      className="formula-ifra formula-ifra-compact"
      data-tone={tone}
      title={title}
      role="img"
      aria-label={`IFRA: ${label}`}
      data-testid={`ifra-compact-${rowData.id}`}
    >
      {short}
    </span>
  );
}, sameLine);

const computed = (
  id: string,
  title: string,
  component: Column<FormulaRow, null>['component'],
  basis = 90,
): Column<FormulaRow, null, string> => ({
  id,
  title,
  component,
  disabled: true,
  basis,
  grow: 0,
  minWidth: basis,
  copyValue: () => null,
  pasteValue: ({ rowData }) => rowData,
  deleteValue: ({ rowData }) => rowData,
});

export const computedColumns = {
  percentConcentrate: computed('percentConcentrate', '% conc.', PercentConcentrateCell),
  percentProduct: computed('percentProduct', '% product', PercentProductCell),
  cost: computed('cost', 'Cost', CostCell, 70),
  ifra: computed('ifra', 'IFRA', IfraCell, 120),
  ifraCompact: computed('ifraCompact', 'IFRA', IfraCompactCell, 56),
};

const selectQuickReport = (values: ComputedValues) => values.quick?.report ?? null;

/**
 * The report the finished product's verdict shows: the last key's (ADR 040) while the burst's follow-up has not
 * caught up with it, else the one given (the follow-up's). Outside an editor (no store) always the one given.
 */
export function useFollowedReport(report: ComplianceReport): ComplianceReport {
  const store = useContext(ComputedStoreContext);
  const quick = useSyncExternalStore(store.subscribe, () => selectQuickReport(store.get()));
  return quick ?? report;
}
