import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createEmptyRow,
  DEFAULT_FINISHED_PRODUCT,
  DEFAULT_FORMULA_NAME,
  type FinishedProduct,
  type FormulaRow,
} from '../../../../domain/formulas/formula-row.ts';
import { appendMaterialRow, type MaterialToAdd } from '../../../../domain/formulas/append-material-row.ts';
import { changeRowAmount } from '../../../../domain/formulas/scale-formula.ts';
import { ApiError } from '../../../lib/api.ts';
import type { Formula } from '../api/get-formula.ts';
import { useCreateFormula, useSaveFormula } from '../api/save-formula.ts';
import { normaliseGridRow, type GridOperation } from '../components/formula-grid.tsx';
import { useUndoHistory } from './use-undo-history.ts';

export const INITIAL_BLANK_ROWS = 8;
const AUTOSAVE_DELAY_MS = 1500;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'conflict'; message: string; currentVersion: number | null; currentRevision: number | null }
  | { kind: 'error'; message: string };

function blankRows(count: number): FormulaRow[] {
  return Array.from({ length: count }, () => createEmptyRow(crypto.randomUUID()));
}

/** Rows to show: the saved ones plus a few blank lines to type into. */
function withBlankTail(rows: readonly FormulaRow[]): FormulaRow[] {
  const blanks = Math.max(3, INITIAL_BLANK_ROWS - rows.length);
  return [...rows, ...blankRows(blanks)];
}

/** Rows worth saving: spec section 5 (a material name or an amount). */
const savedRows = (rows: readonly FormulaRow[]) => rows.filter((row) => row.name.trim() !== '' || row.amount > 0);

/**
 * The open formula: rows with undo/redo and ratio locks, the finished product, and saving with the version
 * as the concurrency token (a 409 keeps the edits and says so). Autosaves a saved formula when asked.
 */
export function useFormulaDocument(options: {
  formula: Formula | null;
  autoSave: boolean;
  onCreated: (formula: Formula) => void;
}) {
  const { formula, autoSave, onCreated } = options;
  // Built once: the blank lines' ids (and a copy of every row) on each render cost a little of every keystroke.
  const [initialRows] = useState(() => withBlankTail(formula?.rows ?? []));
  const history = useUndoHistory<FormulaRow[]>(initialRows);
  const [name, setName] = useState(formula?.name ?? DEFAULT_FORMULA_NAME);
  const [product, setProduct] = useState<FinishedProduct>({ ...DEFAULT_FINISHED_PRODUCT, ...formula?.product });
  const [meta, setMeta] = useState<{ id: string | null; version: number; revision?: number }>({
    id: formula?.id ?? null,
    version: formula?.version ?? 0,
    revision: formula?.revision,
  });
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const { mutateAsync: createFormula } = useCreateFormula();
  const { mutateAsync: saveFormula } = useSaveFormula();
  // Whether there are edits not saved yet: the ref at once (what saving and leaving read), the state for what the
  // editor shows (its status, the autosave's timer).
  const dirtyRef = useRef(false);
  const [dirty, setDirtyState] = useState(false);
  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);
  const isDirty = useCallback(() => dirtyRef.current, []);
  /**
   * A change from the grid: dirty at once, shown after the frame that shows the key. The first key after a save
   * would otherwise render the whole editor (its status "Unsaved changes") inside that key's frame (ADR 089).
   */
  const markDirtyAfterFrame = useCallback(() => {
    if (dirtyRef.current) return;
    dirtyRef.current = true;
    requestAnimationFrame(() => setTimeout(() => setDirtyState(dirtyRef.current), 0));
  }, []);
  // Whether the user changed anything since the formula opened: corrections the editor makes by itself on opening
  // (free-text lines matched to the library) are shown, never saved on their own, so opening never writes a version.
  const editedRef = useRef(false);
  const latestRef = useRef({ name, product });
  latestRef.current = { name, product };
  // The history's functions are stable; the rows are read through a ref so the grid's onChange stays the same
  // function between renders (a new one would re-render every visible row of the grid on each keystroke).
  const { reset, set: setRows, current } = history;

  // Another formula in the same editor starts over; the one the state was built from needs no second start (which
  // would re-render the whole editor with new blank lines as it opens).
  const startedWith = useRef(formula);
  useEffect(() => {
    if (startedWith.current === formula) return;
    startedWith.current = formula;
    reset(withBlankTail(formula?.rows ?? []));
    setName(formula?.name ?? DEFAULT_FORMULA_NAME);
    setProduct({ ...DEFAULT_FINISHED_PRODUCT, ...formula?.product });
    setMeta({ id: formula?.id ?? null, version: formula?.version ?? 0, revision: formula?.revision });
    setDirty(false);
    editedRef.current = false;
    setSaveState({ kind: 'idle' });
  }, [formula, reset, setDirty]);

  /**
   * A change from the grid: `apply` replays it onto the latest rows (see rebaseGridChange), so a change the grid
   * has not rendered yet is never undone by the next one.
   */
  const changeRows = useCallback(
    (apply: (latest: FormulaRow[]) => FormulaRow[], operations: GridOperation[]) => {
      const previous = current();
      let rows = apply(previous).map(normaliseGridRow);
      const single =
        operations.length === 1 &&
        operations[0]?.type === 'UPDATE' &&
        operations[0].toRowIndex - operations[0].fromRowIndex === 1
          ? operations[0]
          : null;
      const edited = single ? rows[single.fromRowIndex] : undefined;
      const before = edited ? previous.find((row) => row.id === edited.id) : undefined;
      if (edited && before && before.isLocked && edited.isLocked && edited.amount !== before.amount) {
        rows = changeRowAmount(
          rows.map((row) => (row.id === edited.id ? before : row)),
          edited.id,
          edited.amount,
        );
      }
      // Rendered at once: a keystroke in a text cell no longer re-renders the grid (FormulaGrid holds its rows
      // while the cell is edited), and the totals and compliance follow through useDeferredValue.
      setRows(rows, edited ? `row:${edited.id}` : null);
      editedRef.current = true;
      markDirtyAfterFrame();
    },
    [current, markDirtyAfterFrame, setRows],
  );

  /** Replaces the rows as one undo step; given a function, it gets the latest rows (keystrokes not yet rendered too). */
  const replaceRows = useCallback(
    (rows: FormulaRow[] | ((latest: FormulaRow[]) => FormulaRow[])) => {
      setRows(typeof rows === 'function' ? rows(current()) : rows, null);
      editedRef.current = true;
      setDirty(true);
    },
    [current, setDirty, setRows],
  );

  /** Adds a material as a new line after the last one in use (one undo step; autosave follows). */
  const addMaterialLine = useCallback(
    (material: MaterialToAdd) => {
      const { rows, index } = appendMaterialRow(current(), material, () => crypto.randomUUID());
      setRows(rows, null);
      editedRef.current = true;
      setDirty(true);
      return index;
    },
    [current, setDirty, setRows],
  );

  /**
   * Corrects the rows without an undo step of their own (pasted names matched to the library afterwards); saved
   * with the user's edits, never alone: a correction of the formula as it was opened leaves it unchanged.
   */
  const { amend } = history;
  const amendRows = useCallback(
    (rows: FormulaRow[] | ((latest: FormulaRow[]) => FormulaRow[])) => {
      amend(typeof rows === 'function' ? rows(current()) : rows);
      if (editedRef.current) setDirty(true);
    },
    [amend, current, setDirty],
  );

  const changeName = useCallback(
    (value: string) => {
      setName(value);
      editedRef.current = true;
      setDirty(true);
    },
    [setDirty],
  );
  const changeProduct = useCallback(
    (change: Partial<FinishedProduct>) => {
      setProduct((current) => ({ ...current, ...change }));
      editedRef.current = true;
      setDirty(true);
    },
    [setDirty],
  );

  // The save under way (and whether it is an autosave), and an explicit save waiting for it: Save pressed while an
  // autosave is under way is made once that one is done (it keeps the version the autosave wrote, see versionWrite).
  const inFlightRef = useRef<{ promise: Promise<string | null>; autosave: boolean } | null>(null);
  const queuedRef = useRef<Promise<string | null> | null>(null);
  const metaRef = useRef(meta);
  metaRef.current = meta;

  /** One save, now; save() decides when. */
  const saveNow = useCallback(
    async (options: { autosave?: boolean; over?: { version: number; revision?: number } }): Promise<string | null> => {
      setSaveState({ kind: 'saving' });
      const rowsSaved = current();
      const { name: nameSaved, product: productSaved } = latestRef.current;
      const meta = metaRef.current;
      const draft = {
        name: nameSaved.trim() || DEFAULT_FORMULA_NAME,
        description: formula?.description ?? null,
        rows: savedRows(rowsSaved),
        product: productSaved,
      };
      // An edit made while the request was under way keeps the formula dirty: autosave then saves it too.
      const savedAll = () =>
        current() === rowsSaved && latestRef.current.name === nameSaved && latestRef.current.product === productSaved;
      const saved = (next: { id: string; version: number; revision?: number }) => {
        metaRef.current = { id: next.id, version: next.version, revision: next.revision };
        setMeta(metaRef.current);
        if (savedAll()) setDirty(false);
        setSaveState({ kind: 'saved', at: new Date() });
      };
      try {
        if (meta.id === null) {
          const created = await createFormula(draft);
          saved(created);
          onCreated(created);
          return created.id;
        }
        const over = options.over ?? { version: meta.version, revision: meta.revision };
        const result = await saveFormula({
          id: meta.id,
          token: { ...over, autosave: options.autosave ?? false },
          draft,
        });
        saved(result);
        return result.id;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          const details = error.details as { currentVersion?: number; currentRevision?: number } | undefined;
          setSaveState({
            kind: 'conflict',
            message: error.message,
            currentVersion: details?.currentVersion ?? null,
            currentRevision: details?.currentRevision ?? null,
          });
        } else {
          const message = error instanceof Error ? error.message : String(error);
          setSaveState({ kind: 'error', message });
          notifications.show({ color: 'red', title: 'Not saved', message });
        }
        return null;
      }
    },
    [createFormula, current, formula?.description, onCreated, saveFormula, setDirty],
  );

  /**
   * Saves the draft; resolves to the formula's id once saved, or null when it was not. An autosave updates the
   * version autosave made within the last few minutes; an explicit save (and leaving the formula) makes a version.
   * The draft and the version saved over are read when the save starts (a queued save sees the one before it).
   */
  const save = useCallback(
    (options: { autosave?: boolean; over?: { version: number; revision?: number } } = {}): Promise<string | null> => {
      const running = inFlightRef.current;
      if (running) {
        if (options.autosave) return Promise.resolve(null);
        if (!running.autosave) return running.promise;
        queuedRef.current ??= running.promise.then(() => {
          queuedRef.current = null;
          return save(options);
        });
        return queuedRef.current;
      }
      const promise = saveNow(options).finally(() => {
        inFlightRef.current = null;
      });
      inFlightRef.current = { promise, autosave: options.autosave ?? false };
      return promise;
    },
    [saveNow],
  );

  /** After a conflict: keep my edits and save them over the latest version. */
  const overwriteWithMine = useCallback(() => {
    if (saveState.kind !== 'conflict' || saveState.currentVersion === null) return;
    void save({ over: { version: saveState.currentVersion, revision: saveState.currentRevision ?? undefined } });
  }, [save, saveState]);

  // Each change (a key in the grid, the name, the product) starts the autosave's delay again.
  const { source } = history;
  useEffect(() => {
    if (!autoSave || !dirty || meta.id === null || saveState.kind === 'conflict' || saveState.kind === 'saving') return;
    let timer = setTimeout(() => void save({ autosave: true }), AUTOSAVE_DELAY_MS);
    const unsubscribe = source.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void save({ autosave: true }), AUTOSAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [autoSave, dirty, meta.id, save, saveState.kind, name, product, source]);

  // Leaving the formula (another formula, another screen) with unsaved edits saves them as a version of their own.
  const leaveRef = useRef<() => void>(() => undefined);
  leaveRef.current = () => {
    if (!autoSave || !dirtyRef.current || meta.id === null || saveState.kind === 'conflict') return;
    // Straight to the API: the screen's state already belongs to the next formula (a late 409 changes nothing).
    const draft = {
      name: name.trim() || DEFAULT_FORMULA_NAME,
      description: formula?.description ?? null,
      rows: savedRows(current()),
      product,
    };
    saveFormula({ id: meta.id, token: { version: meta.version, revision: meta.revision }, draft }).catch(
      () => undefined,
    );
  };
  useEffect(() => () => leaveRef.current(), [formula]);

  return {
    /** The rows as shown, for the components that show them (usePresentOf): the editor itself does not render on a key. */
    rowsSource: source,
    /** The rows as they are now, edits not yet rendered included. */
    currentRows: current,
    changeRows,
    replaceRows,
    amendRows,
    addMaterialLine,
    undo: history.undo,
    redo: history.redo,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    name,
    changeName,
    product,
    changeProduct,
    meta,
    save,
    saveState,
    dirty,
    /** Whether there are edits not saved yet, the last key's included (`dirty` shows it a frame later). */
    isDirty,
    overwriteWithMine,
  };
}
