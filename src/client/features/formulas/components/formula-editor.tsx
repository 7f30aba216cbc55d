import { Alert, Button, Group, Text } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import {
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import type { DataSheetGridRef } from 'react-datasheet-grid';
import { useQueryClient } from '@tanstack/react-query';
import { getSearchIndexVersionQueryOptions } from '../../../lib/materials/get-search-index.ts';
import { preloadMaterialSearch } from '../../../lib/materials/use-material-search.ts';
import type { FinishedProduct } from '../../../../domain/formulas/formula-row.ts';
import type { Formula } from '../api/get-formula.ts';
import { useEditorShortcuts } from '../hooks/use-editor-shortcuts.ts';
import { useFormulaActions } from '../hooks/use-formula-actions.ts';
import { useFormulaDocument, type SaveState } from '../hooks/use-formula-document.ts';
import type { ResolvedMaterial } from '../hooks/use-resolve-pasted-materials.ts';
import { usePresentOf } from '../hooks/use-undo-history.ts';
import { ConfirmationsOfRows, GridOfRows, LiveComputationOfRows, type RowsSource } from './rows-readers.tsx';
import { useRevealInStages } from '../hooks/use-reveal-in-stages.ts';
import { useStableCallback } from '../hooks/use-stable-callback.ts';
import { useValueWhenSettled } from '../hooks/use-value-when-settled.ts';
import { ComputedStoreContext, createComputedStore } from './computed-cells.tsx';
import { FormulaToolbar } from './formula-toolbar.tsx';
import { notifications } from '@mantine/notifications';
import type { ComplianceFix } from '../../../../domain/regulatory/propose-compliance-fix.ts';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import type { MaterialToAdd } from '../../../../domain/formulas/append-material-row.ts';
import { useRegisterCurrentFormula } from '../../../lib/current-formula.ts';
import { lazyNamed, whenIdle } from '../../../lib/load-on-demand.tsx';

// Opened on demand: their modules load when the browser is idle after the editor's first paint (issue 34).
const loadBatchDialog = () => import('./batch-dialog.tsx');
const loadShareFormulaDialog = () => import('./share-formula-dialog.tsx');
const loadVersionHistoryDrawer = () => import('./version-history-drawer.tsx');
const BatchDialog = lazyNamed(loadBatchDialog, 'BatchDialog');
const ShareFormulaDialog = lazyNamed(loadShareFormulaDialog, 'ShareFormulaDialog');
const VersionHistoryDrawer = lazyNamed(loadVersionHistoryDrawer, 'VersionHistoryDrawer');

type Props = {
  formula: Formula | null;
  autoSave: boolean;
  onCreated: (formula: Formula) => void;
  onDuplicate: (id: string) => void;
  onReloadLatest: () => void;
  onRestore: (version: number, currentVersion: number) => void;
  /** A slot under the live compliance: the screen passes the documents panel of another feature. */
  renderDocuments?: (formula: { id: string | null; product: FinishedProduct; hasUnsavedChanges: boolean }) => ReactNode;
};

function describeSaveState(state: SaveState, dirty: boolean, version: number): string {
  if (state.kind === 'saving') return 'Saving…';
  if (dirty) return version > 0 ? 'Unsaved changes' : 'Not saved yet';
  if (state.kind === 'saved') return `Saved ${state.at.toLocaleTimeString()}`;
  return version > 0 ? 'All changes saved' : 'New formula';
}

type RenderDocuments = NonNullable<Props['renderDocuments']>;

function BatchDialogOfRows({
  source,
  ...props
}: { source: RowsSource } & Omit<ComponentProps<typeof BatchDialog>, 'rows'>) {
  return <BatchDialog rows={usePresentOf(source)} {...props} />;
}

/** The documents slot, re-rendered when its inputs change rather than on every keystroke of the editor. */
const DocumentsSlot = memo(function DocumentsSlot({
  render,
  id,
  product,
  hasUnsavedChanges,
}: { render: RenderDocuments } & Parameters<RenderDocuments>[0]) {
  return <>{render({ id, product, hasUnsavedChanges })}</>;
});

// The editor's frame is plain elements with constant styles, and the grid's help text one element made once: the
// editor re-renders on every keystroke, and Mantine's Box and Text re-rendered with it for nothing.
const EDITOR_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  // The viewport below the header, less the Feedback button's strip (app.css): nothing of the editor under it.
  height: 'calc(100dvh - var(--app-shell-header-height, 56px) - var(--sl-feedback-clearance, 0px))',
  minHeight: 480,
} as const;
const GRID_BOX_STYLE = { flex: 1, minWidth: 0 } as const;
const DOCUMENTS_STYLE = {
  paddingInline: 'var(--mantine-spacing-md)',
  paddingBlock: 'var(--mantine-spacing-sm)',
  borderTop: '1px solid var(--sl-border)',
} as const;
const GRID_HELP = (
  <Text id="formula-grid-help" className="formula-grid-help" size="xs" c="dimmed" px="md" py={4}>
    Type a material, synonym or CAS; amounts in grams or % of the concentrate. Arrows move, Enter edits, Escape cancels,
    Ctrl+C / Ctrl+V copy and paste ranges with Excel or Sheets.
  </Text>
);

const STAGE_GRID = 2;
const STAGE_PANEL = 3;
const STAGE_VERDICT = 5;
const EDITOR_STAGES = STAGE_VERDICT;

/** The formula spreadsheet with its toolbar, finished product, totals and live compliance. */
export function FormulaEditor({
  formula,
  autoSave,
  onCreated,
  onDuplicate,
  onReloadLatest,
  onRestore,
  renderDocuments,
}: Props) {
  const editor = useFormulaDocument({ formula, autoSave, onCreated });
  const { rowsSource, product, meta, saveState, replaceRows, amendRows, undo, redo, save } = editor;
  const { exportAs: exportFormula } = useFormulaActions();
  const gridRef = useRef<DataSheetGridRef>(null);
  const [store] = useState(createComputedStore);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [hasPrices, setHasPrices] = useState(false);
  const { ref: observeGridBox, height: observedHeight } = useElementSize();
  // The grid needs its height to render; the observer reports it a frame after the grid's box has painted, so the
  // first height is read as the grid is revealed (after that paint: the layout is fresh, reading it costs nothing).
  const gridBoxNode = useRef<HTMLDivElement | null>(null);
  const gridBox = useMergedRef(observeGridBox, gridBoxNode);
  const [firstHeight, setFirstHeight] = useState(0);
  const boxHeight = observedHeight || firstHeight;
  // Drawn in five steps, each after the previous one has painted and in slices (ADR 047): the toolbar with the
  // formula's name and the empty frames, the grid's visible rows, the finished product's form in two halves, then the
  // totals and the verdict (computed from the grid's step on, so the lines' verdicts are there when the rows show).
  // The panel waits for the lines' verdicts (at most a second): its widgets would take the main thread from them.
  const [verdictSettled, setVerdictSettled] = useState(false);
  const handleVerdictSettled = useCallback(() => setVerdictSettled(true), []);
  const stage = useRevealInStages(
    EDITOR_STAGES,
    (next) => {
      if (next === STAGE_GRID) setFirstHeight(gridBoxNode.current?.getBoundingClientRect().height ?? 0);
    },
    { after: STAGE_GRID, ready: verdictSettled, atMostMs: 1000 },
  );

  // The documents panel's "not saved yet" note follows once the keys have settled: the first keystroke after a save
  // would re-render the whole panel.
  const deferredDirty = useValueWhenSettled(editor.dirty);

  const handleMaterialsResolved = useCallback(
    (matches: Map<string, ResolvedMaterial>) => {
      // Onto the latest rows (keys typed since the last render included). Part of the paste: one Ctrl+Z undoes both.
      amendRows((latest) =>
        latest.map((row) => {
          const match = row.materialId === null ? matches.get(row.name.trim().toLowerCase()) : undefined;
          return match ? { ...row, materialId: match.materialId, name: match.name, cas: match.cas } : row;
        }),
      );
    },
    [amendRows],
  );

  // The autocomplete's library index, fetched and built by the search worker (off the main thread) while the formula
  // is read, rather than at the first keystroke.
  const queryClient = useQueryClient();
  useEffect(() => {
    whenIdle(() => {
      void Promise.all([loadBatchDialog(), loadShareFormulaDialog(), loadVersionHistoryDrawer()]).catch(() => {});
    });
  }, []);
  useEffect(() => {
    const handle = requestIdleCallback(() => {
      void queryClient.fetchQuery(getSearchIndexVersionQueryOptions()).then(
        ({ version }) => preloadMaterialSearch(version),
        () => {},
      );
    });
    return () => cancelIdleCallback(handle);
  }, [queryClient]);

  useEditorShortcuts({ save, undo, redo });

  const handleSave = useStableCallback(() => void save());
  const handleExport = useStableCallback(async (format: 'json' | 'csv') => {
    // The file is the saved formula, exported by the server (a plan feature): unsaved edits are saved first.
    const id = editor.isDirty() || meta.id === null ? await save() : meta.id;
    if (id) await exportFormula({ id, name: editor.name }, format);
  });
  const handleDuplicate = useStableCallback(() => meta.id && onDuplicate(meta.id));
  const handleFocusGrid = useCallback(() => gridRef.current?.setActiveCell({ col: 0, row: 0 }), []);
  // Make it compliant: the lowered lines in grams (rounded down, so they stay within the limit) and the dosage.
  // The rows go through the undo history; the notification's Undo also restores the dosage.
  const productRef = useRef(product);
  productRef.current = product;
  const restoreRef = useRef<{ rows: FormulaRow[]; dosagePercent: number } | null>(null);
  const handleApplyFix = useStableCallback((fix: ComplianceFix) => {
    const previous = { rows: editor.currentRows(), dosagePercent: productRef.current.dosagePercent };
    restoreRef.current = previous;
    const lowered = new Map(fix.changes.map((change) => [change.lineId, Math.floor(change.toGrams * 10_000) / 10_000]));
    if (lowered.size > 0)
      replaceRows((latest) =>
        latest.map((row) =>
          lowered.has(row.id) ? { ...row, amount: lowered.get(row.id) ?? row.amount, unit: 'g' } : row,
        ),
      );
    if (fix.toDosage !== fix.fromDosage) editor.changeProduct({ dosagePercent: fix.toDosage });
    const undoFix = () => {
      if (restoreRef.current !== previous) return;
      replaceRows(previous.rows);
      editor.changeProduct({ dosagePercent: previous.dosagePercent });
      restoreRef.current = null;
      notifications.hide('compliance-fix');
    };
    notifications.show({
      id: 'compliance-fix',
      color: 'teal',
      autoClose: 10_000,
      message: (
        <Group justify="space-between" gap="xs">
          <Text size="sm">Change applied: the formula now passes in category {productRef.current.ifraCategory}.</Text>
          <Button size="xs" variant="subtle" onClick={undoFix}>
            Undo
          </Button>
        </Group>
      ),
    });
  });
  const handleLotChange = useStableCallback((rowId: string, lotId: string | null) => {
    replaceRows((latest) => latest.map((row) => (row.id === rowId ? { ...row, lotId } : row)));
  });
  const handleTypicalCompositionChange = useStableCallback((rowId: string, accepts: boolean) => {
    replaceRows((latest) =>
      latest.map((row) => (row.id === rowId ? { ...row, acceptsTypicalComposition: accepts } : row)),
    );
  });
  // The command palette adds a material to this formula through the same path (undo, autosave).
  const { addMaterialLine } = editor;
  const handleAddMaterial = useCallback(
    (material: MaterialToAdd) => {
      const index = addMaterialLine(material);
      notifications.show({ color: 'teal', message: `${material.name} added on line ${index + 1}.`, autoClose: 3000 });
    },
    [addMaterialLine],
  );
  // The palette follows the name at a lower priority than the keystroke that changed it.
  useRegisterCurrentFormula({ name: useDeferredValue(editor.name), addMaterial: handleAddMaterial });
  const openHistory = useCallback(() => setHistoryOpen(true), []);
  const openBatch = useCallback(() => setBatchOpen(true), []);
  const openShare = useCallback(() => setShareOpen(true), []);

  return (
    <div style={EDITOR_STYLE}>
      <FormulaToolbar
        name={editor.name}
        onNameChange={editor.changeName}
        version={meta.version}
        status={describeSaveState(saveState, editor.dirty, meta.version)}
        isSaving={saveState.kind === 'saving'}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        canDuplicate={meta.id !== null}
        onUndo={undo}
        onRedo={redo}
        onSave={handleSave}
        onFocusGrid={handleFocusGrid}
        onOpenHistory={openHistory}
        onOpenBatch={openBatch}
        onExport={handleExport}
        onDuplicate={handleDuplicate}
        onShare={openShare}
      />
      {saveState.kind === 'conflict' && (
        <Alert color="orange" title="Saved elsewhere" mx="md" mt="sm" role="alert">
          <Text size="sm">{saveState.message}</Text>
          <Group mt="xs">
            <Button size="xs" variant="light" onClick={editor.overwriteWithMine}>
              Save mine as the newest version
            </Button>
            <Button size="xs" variant="subtle" onClick={onReloadLatest}>
              Discard mine and load the latest
            </Button>
          </Group>
        </Alert>
      )}
      <ConfirmationsOfRows source={rowsSource} onResolved={handleMaterialsResolved} />
      <ComputedStoreContext.Provider value={store}>
        <div className="formula-editor-body">
          {/* No spell checking in the grid: Chromium's idle spell checker visits every one of its hundreds of inputs after each keystroke. */}
          <div
            ref={gridBox}
            className="formula-editor-grid"
            style={GRID_BOX_STYLE}
            role="region"
            aria-label="Ingredients spreadsheet"
            aria-describedby="formula-grid-help"
            spellCheck={false}
          >
            {GRID_HELP}
            {boxHeight > 0 && stage >= STAGE_GRID && (
              <GridOfRows
                ref={gridRef}
                source={rowsSource}
                onChange={editor.changeRows}
                showCost={hasPrices}
                height={Math.max(240, boxHeight - 30)}
              />
            )}
          </div>
          <div
            className="formula-editor-panel"
            role="complementary"
            aria-label="Finished product, totals and compliance"
          >
            {stage >= STAGE_GRID && (
              <LiveComputationOfRows
                source={rowsSource}
                product={product}
                onProductChange={editor.changeProduct}
                store={store}
                onHasPrices={setHasPrices}
                formulaId={meta.id}
                onApplyFix={handleApplyFix}
                onLotChange={handleLotChange}
                onTypicalCompositionChange={handleTypicalCompositionChange}
                drawn={stage >= STAGE_PANEL}
                drawnParts={stage >= STAGE_VERDICT ? 3 : stage > STAGE_PANEL ? 2 : 1}
                onVerdictSettled={handleVerdictSettled}
              />
            )}
            {renderDocuments && stage >= STAGE_VERDICT && (
              <div style={DOCUMENTS_STYLE} className="formula-panel-below">
                <DocumentsSlot
                  render={renderDocuments}
                  id={meta.id}
                  product={product}
                  hasUnsavedChanges={deferredDirty}
                />
              </div>
            )}
          </div>
        </div>
      </ComputedStoreContext.Provider>
      {historyOpen && (
        <Suspense fallback={null}>
          <VersionHistoryDrawer
            formulaId={meta.id}
            currentVersion={meta.version}
            opened={historyOpen}
            onClose={() => setHistoryOpen(false)}
            onRestore={(version) => {
              setHistoryOpen(false);
              onRestore(version, meta.version);
            }}
          />
        </Suspense>
      )}
      {batchOpen && (
        <Suspense fallback={null}>
          <BatchDialogOfRows
            source={rowsSource}
            opened={batchOpen}
            onClose={() => setBatchOpen(false)}
            product={product}
            onScale={replaceRows}
            formulaId={meta.id}
            savedVersion={meta.version}
            isDirty={editor.dirty}
          />
        </Suspense>
      )}
      {shareOpen && meta.id && (
        <Suspense fallback={null}>
          <ShareFormulaDialog formulaId={meta.id} formulaName={editor.name} onClose={() => setShareOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
