import { useAcknowledgeOnOpen } from '../../../features/dashboard/api/get-dashboard.ts';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ROUTES, hrefs } from '../../../config/paths.ts';
import { getFormulaQueryOptions, useFormula } from '../../../features/formulas/api/get-formula.ts';
import type { Formula } from '../../../features/formulas/api/get-formula.ts';
import { useRestoreFormulaVersion } from '../../../features/formulas/api/formula-versions.ts';
import { useDuplicateFormula } from '../../../features/formulas/api/save-formula.ts';
import { FormulaEditor } from '../../../features/formulas/components/formula-editor.tsx';
import { describeFormulaLoadError } from '../../../features/formulas/formula-messages.ts';
import type { FinishedProduct } from '../../../../domain/formulas/formula-row.ts';
import { useSettings } from '../../../lib/settings-context.ts';
import { ApiError } from '../../../lib/api.ts';
import { FormulaMarketsSlot } from '../../../lib/formula-markets-slot.ts';
import { lazyNamed } from '../../../lib/load-on-demand.tsx';
import { WhenNearViewport } from '../../../components/when-near-viewport.tsx';
import { OpeningFormulaFallback } from './formula-editor-fallback.tsx';

// Drawn when their place under the verdict comes near the viewport: their code loads with them, not before the rows.
const FormulaDocumentsPanel = lazyNamed(
  () => import('../../../features/regulatory/components/formula-documents-panel.tsx'),
  'FormulaDocumentsPanel',
);
const ClpLabelPanel = lazyNamed(() => import('../../../features/clp/components/clp-label-panel.tsx'), 'ClpLabelPanel');
const MarketVerdictSummary = lazyNamed<'MarketVerdictSummary', { formulaId: string }>(
  () => import('../../../features/markets/components/market-verdict-summary.tsx'),
  'MarketVerdictSummary',
);

/** The certificates of the formula, following the finished product chosen in the editor, and its CLP label. */
function renderDocuments({
  id,
  product,
  hasUnsavedChanges,
}: {
  id: string | null;
  product: FinishedProduct;
  hasUnsavedChanges: boolean;
}) {
  return (
    <WhenNearViewport placeholder="Certificates, declarations and the CLP label" minHeight={480}>
      <FormulaDocumentsPanel
        key={`${product.ifraCategory}|${product.dosagePercent}|${product.basis}|${product.application}`}
        formulaId={id}
        product={product}
        variant="panel"
        hasUnsavedChanges={hasUnsavedChanges}
      />
      <ClpLabelPanel formulaId={id} hasUnsavedChanges={hasUnsavedChanges} />
    </WhenNearViewport>
  );
}

function LoadError({ error }: { error: unknown }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Stack p="xl" maw={640}>
      <Alert
        color={notFound ? 'gray' : 'red'}
        title={notFound ? 'Formula not found' : 'Error loading formula'}
        role="alert"
      >
        {notFound ? 'This formula does not exist or is not yours.' : describeFormulaLoadError(error)}
      </Alert>
      <Anchor component={Link} to={ROUTES.formulaLab.path}>
        Open the formula library
      </Anchor>
    </Stack>
  );
}

const renderMarketSummary = (formulaId: string) => (
  <Suspense fallback={null}>
    <MarketVerdictSummary formulaId={formulaId} />
  </Suspense>
);

/** /formula, /formula?id=…, /formula?id=…&duplicate=1, /formula-editor (new) and /formula-lab/{id}. */
export function FormulaEditorScreen() {
  const { pathname } = useLocation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { settings } = useSettings();
  const isLab = pathname.startsWith('/formula-lab/');
  const isNew = pathname === ROUTES.formulaEditor.path;
  const id = isNew ? null : (params.id ?? searchParams.get('id'));
  const wantsDuplicate = searchParams.get('duplicate') === '1';
  const hrefOf = useCallback(
    (formulaId: string) => (isLab ? hrefs.formulaLabEditor(formulaId) : hrefs.formula(formulaId)),
    [isLab],
  );

  const [duplicateError, setDuplicateError] = useState<unknown>(null);
  const { mutateAsync: duplicateFormula } = useDuplicateFormula();
  const { mutateAsync: restoreFormulaVersion } = useRestoreFormulaVersion();
  const duplicating = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !wantsDuplicate || duplicating.current === id) return;
    duplicating.current = id;
    duplicateFormula(id).then((copy) => {
      queryClient.setQueryData(getFormulaQueryOptions(copy.id).queryKey, copy);
      void navigate(hrefOf(copy.id), { replace: true });
    }, setDuplicateError);
  }, [duplicateFormula, hrefOf, id, navigate, queryClient, wantsDuplicate]);

  const query = useFormula(wantsDuplicate ? null : id);
  // A formula a data update broke leaves the dashboard once opened.
  useAcknowledgeOnOpen(query.data?.id ?? null);
  // The editor opens a fresh copy only (its version is the save token): the one the route's prefetch has just read
  // opens in this very render; an older cached copy waits for the read that useFormula starts on mount.
  const [loaded, setLoaded] = useState<{ formula: Formula; token: number } | null>(null);
  const latest = query.data && query.data.id === id && !query.isStale ? query.data : null;
  if (latest && latest.id !== loaded?.formula.id) setLoaded({ formula: latest, token: (loaded?.token ?? 0) + 1 });

  // A formula created in this editor stays in it once the address names it: the editor already holds its id, version
  // and every edit since, and opening it anew would drop an edit made meanwhile and save it as a version behind the
  // user's back (their next save then read "saved elsewhere"). Reloading or restoring opens it anew.
  const [createdHere, setCreatedHere] = useState<{ id: string; editorKey: string; entered: boolean } | null>(null);
  const [newFormulas, setNewFormulas] = useState(0);
  const newEditorKey = `new:${newFormulas}`;
  if (createdHere && !createdHere.entered && id === createdHere.id) setCreatedHere({ ...createdHere, entered: true });
  // Back to a blank formula after the created one: a fresh editor.
  if (id === null && createdHere?.entered) {
    setCreatedHere(null);
    setNewFormulas(newFormulas + 1);
  }
  const handleCreated = useCallback(
    (formula: Formula) => {
      queryClient.setQueryData(getFormulaQueryOptions(formula.id).queryKey, formula);
      setCreatedHere({ id: formula.id, editorKey: newEditorKey, entered: false });
      void navigate(hrefOf(formula.id), { replace: true });
    },
    [hrefOf, navigate, newEditorKey, queryClient],
  );
  const handleReloadLatest = useCallback(async () => {
    if (!id) return;
    const latest = await queryClient.fetchQuery(getFormulaQueryOptions(id));
    setCreatedHere(null);
    setLoaded((previous) => ({ formula: latest, token: (previous?.token ?? 0) + 1 }));
  }, [id, queryClient]);
  const handleRestore = useCallback(
    async (version: number, currentVersion: number) => {
      if (!id) return;
      try {
        const restored = await restoreFormulaVersion({ id, version: currentVersion, restoreVersion: version });
        setCreatedHere(null);
        setLoaded((previous) => ({ formula: restored, token: (previous?.token ?? 0) + 1 }));
      } catch (error) {
        setDuplicateError(error);
      }
    },
    [id, restoreFormulaVersion],
  );
  const editorProps = {
    autoSave: settings.autoSave,
    onCreated: handleCreated,
    onDuplicate: (formulaId: string) => void navigate(`${hrefs.formula(formulaId, { duplicate: true })}`),
    onReloadLatest: () => void handleReloadLatest(),
    onRestore: (version: number, current: number) => void handleRestore(version, current),
    renderDocuments,
  };

  if (duplicateError) return <LoadError error={duplicateError} />;
  // The same element tree before and after the address names the new formula, so React keeps the editor.
  if (id === null || createdHere?.id === id)
    return (
      <FormulaMarketsSlot.Provider value={renderMarketSummary}>
        <FormulaEditor key={id === null ? newEditorKey : createdHere!.editorKey} formula={null} {...editorProps} />
      </FormulaMarketsSlot.Provider>
    );
  if (query.error) return <LoadError error={query.error} />;
  if (wantsDuplicate || !loaded || loaded.formula.id !== id) return <OpeningFormulaFallback />;
  // The compliance panel shows the saved formula's verdict per market (composed here: markets and formulas apart).
  return (
    <FormulaMarketsSlot.Provider value={renderMarketSummary}>
      <FormulaEditor key={`${loaded.formula.id}:${loaded.token}`} formula={loaded.formula} {...editorProps} />
    </FormulaMarketsSlot.Provider>
  );
}
