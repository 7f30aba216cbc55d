import {
  AnalysisReportInputSchema,
  CreateFormulaInputSchema,
  DiffQuerySchema,
  ExportQuerySchema,
  FormulaIdParamSchema,
  FormulaListQuerySchema,
  FormulaSummariesQuerySchema,
  ImportFormulaInputSchema,
  MakeBatchInputSchema,
  MaterialPricesInputSchema,
  MaterialPricesQuerySchema,
  WizardCandidatesQuerySchema,
  WizardStructureQuerySchema,
  RestoreInputSchema,
  SaveFormulaInputSchema,
  VersionParamSchema,
} from '../../../domain/formulas/formulas.schemas.ts';
import { cachedJson, cachedWorkspaceJson, type JsonAnswer } from '../../lib/cached-json.ts';
import { createRouter } from '../../lib/create-router.ts';
import { requireFeature } from '../subscriptions/subscriptions.public.ts';
import { validate } from '../../lib/validate.ts';
import { createFormula, getFormulaUsage } from './create-formula.ts';
import { listFormulaSummaries } from './list-formula-summaries.ts';
import { resolveRowNames } from './resolve-row-names.ts';
import { matchMaterialNames } from '../materials/materials.public.ts';
import { listFormulaBatches, makeFormulaBatch } from './formula-batches.ts';
import { findFormulaPrices } from './formula-prices.ts';
import { getFormulaStatistics } from './formula-statistics.ts';
import { getWorkspaceFormula, parseRowsOrThrow, toFormulaResponse } from './formula-record.ts';
import { getFormulaAccess, setFormulaAccess } from './formula-access.ts';
import { FormulaAccessInputSchema } from '../../../domain/workspaces/workspaces.schemas.ts';
import {
  findRequestWorkspaceTier,
  getRequestScope,
  readRequestScope,
  requireWorkspacePermission,
  type WorkspaceScope,
} from '../workspaces/workspaces.public.ts';
import { diffVersions, getFormulaVersion, listFormulaVersions, restoreFormulaVersion } from './formula-versions.ts';
import {
  deleteFormula,
  duplicateFormula,
  exportFormula,
  getTechnicalReport,
  importFormula,
  listFormulas,
  saveTechnicalReport,
} from './manage-formulas.ts';
import { saveFormula } from './save-formula.ts';
import { listWizardCandidates, listWizardStructureCandidates } from './wizard-candidates.ts';
import { sendLargeJson } from '../../lib/send-large-json.ts';

/** The plan whose limits apply: the active workspace's (issue 30). */
const findTier = findRequestWorkspaceTier;

/** GET /api/formulas: the workspace's formulas the session user may open, rows included. */
type FormulaList = { items: Awaited<ReturnType<typeof listFormulas>> };
type FormulaListAnswer = JsonAnswer<FormulaList>;

const canRead = requireWorkspacePermission('formulas.read');
const canEdit = requireWorkspacePermission('formulas.edit');

/** The byte budget of the user's formulas and versions (USER_STORAGE_BYTES). */
const limitsOf = (c: { var: { deps: { env: { USER_STORAGE_BYTES: number } } } }) => ({
  storageBytes: c.var.deps.env.USER_STORAGE_BYTES,
});

export const formulasRouter = createRouter()
  .get('/', canRead, validate('query', FormulaListQuerySchema), (c): FormulaListAnswer | Promise<FormulaListAnswer> => {
    // The palette and the studio ask for this list often: kept between writes on the embedded database, under the
    // session's workspace; with both known it answers without waiting for anything (the fixed cost of this read is
    // the budget's: issue 34). c.get, not c.var, on this hot read: c.var builds a new object on every access.
    const { limit, offset } = c.req.valid('query');
    const answer = (scope: WorkspaceScope) =>
      cachedWorkspaceJson<FormulaList>(c, scope, `formulas:${limit ?? ''}:${offset ?? ''}`, async () => ({
        items: await listFormulas(c.get('db'), scope, { limit, offset }),
      }));
    const scope = readRequestScope(c);
    return scope instanceof Promise ? scope.then(answer) : answer(scope);
  })
  .get('/summaries', canRead, validate('query', FormulaSummariesQuerySchema), async (c) => {
    // The library's pages (issue 34): no rows, a page at a time, searched on the server.
    const scope = await getRequestScope(c);
    const { limit, offset, q } = c.req.valid('query');
    const key = `formula-summaries:${scope.workspaceId}:${scope.userId}:${limit ?? ''}:${offset ?? ''}:${q ?? ''}`;
    return cachedJson(c, key, () => listFormulaSummaries(c.get('db'), scope, { limit, offset, q }));
  })
  .get('/usage', async (c) =>
    c.json(await getFormulaUsage(c.var.db, (await getRequestScope(c)).workspaceId, await findTier(c))),
  )
  .get('/material-prices', canRead, validate('query', MaterialPricesQuerySchema), async (c) => {
    return c.json(await findFormulaPrices(c.var.db, await getRequestScope(c), c.req.valid('query').materialIds));
  })
  .post('/material-prices', canRead, validate('json', MaterialPricesInputSchema), async (c) => {
    return c.json(await findFormulaPrices(c.var.db, await getRequestScope(c), c.req.valid('json').materialIds));
  })
  .get('/wizard-candidates', canRead, validate('query', WizardCandidatesQuerySchema), async (c) => {
    return c.json(await listWizardCandidates(c.var.db, await getRequestScope(c), c.req.valid('query').family));
  })
  .get('/wizard-structure-candidates', canRead, validate('query', WizardStructureQuerySchema), async (c) => {
    const scope = await getRequestScope(c);
    return c.json(await listWizardStructureCandidates(c.var.db, scope, c.req.valid('query').family));
  })
  .post('/', canEdit, validate('json', CreateFormulaInputSchema), async (c) => {
    const input = c.req.valid('json');
    const parsed = input.rows === undefined ? [] : parseRowsOrThrow(input.rows).rows;
    const rows = await resolveRowNames(c.var.db, await getRequestScope(c), parsed);
    const formula = await createFormula(
      c.var.db,
      await getRequestScope(c),
      await findTier(c),
      { ...input, rows },
      limitsOf(c),
    );
    return c.json({ formula }, 201);
  })
  .post('/import', canEdit, validate('json', ImportFormulaInputSchema), async (c) => {
    const { db, deps } = c.var;
    const scope = await getRequestScope(c);
    const result = await importFormula(db, scope, await findTier(c), c.req.valid('json'), limitsOf(c), (names) =>
      matchMaterialNames(deps, scope, names),
    );
    return c.json(result, 201);
  })
  .get('/:id', canRead, validate('param', FormulaIdParamSchema), async (c) => {
    const record = await getWorkspaceFormula(c.var.db, await getRequestScope(c), c.req.valid('param').id);
    const rows = await resolveRowNames(c.var.db, await getRequestScope(c), record.rows);
    const answer = { formula: toFormulaResponse(rows === record.rows ? record : { ...record, rows }) };
    return sendLargeJson<typeof answer>(c, JSON.stringify(answer));
  })
  .put(
    '/:id',
    canEdit,
    validate('param', FormulaIdParamSchema),
    validate('json', SaveFormulaInputSchema),
    async (c) => {
      const { version, revision, autosave, rows, ...change } = c.req.valid('json');
      const parsedRows =
        rows === undefined
          ? undefined
          : await resolveRowNames(c.var.db, await getRequestScope(c), parseRowsOrThrow(rows).rows);
      const formula = await saveFormula(
        c.var.db,
        await getRequestScope(c),
        c.req.valid('param').id,
        version,
        { ...change, rows: parsedRows },
        { autosave, expectedRevision: revision, limits: limitsOf(c) },
      );
      return c.json({ formula });
    },
  )
  .delete('/:id', canEdit, validate('param', FormulaIdParamSchema), async (c) => {
    await deleteFormula(c.var.db, await getRequestScope(c), c.req.valid('param').id);
    return c.json({ deleted: true });
  })
  .post('/:id/duplicate', canEdit, validate('param', FormulaIdParamSchema), async (c) => {
    const formula = await duplicateFormula(
      c.var.db,
      await getRequestScope(c),
      await findTier(c),
      c.req.valid('param').id,
      limitsOf(c),
    );
    return c.json({ formula }, 201);
  })
  .get('/:id/versions', canRead, validate('param', FormulaIdParamSchema), async (c) => {
    return c.json({ items: await listFormulaVersions(c.var.db, await getRequestScope(c), c.req.valid('param').id) });
  })
  .get(
    '/:id/versions/diff',
    canRead,
    validate('param', FormulaIdParamSchema),
    validate('query', DiffQuerySchema),
    async (c) => {
      const { from, to } = c.req.valid('query');
      return c.json(await diffVersions(c.var.db, await getRequestScope(c), c.req.valid('param').id, from, to));
    },
  )
  .get('/:id/versions/:version', canRead, validate('param', VersionParamSchema), async (c) => {
    const { id, version } = c.req.valid('param');
    return c.json({ version: await getFormulaVersion(c.var.db, await getRequestScope(c), id, version) });
  })
  .post(
    '/:id/restore',
    canEdit,
    validate('param', FormulaIdParamSchema),
    validate('json', RestoreInputSchema),
    async (c) => {
      const { version, restoreVersion } = c.req.valid('json');
      const formula = await restoreFormulaVersion(
        c.var.db,
        await getRequestScope(c),
        c.req.valid('param').id,
        version,
        restoreVersion,
        limitsOf(c),
      );
      return c.json({ formula });
    },
  )
  .get(
    '/:id/export',
    canRead,
    requireFeature('export'),
    validate('param', FormulaIdParamSchema),
    validate('query', ExportQuerySchema),
    async (c) => {
      const scope = await getRequestScope(c);
      const file = await exportFormula(c.var.db, scope, c.req.valid('param').id, c.req.valid('query').format);
      c.header('Content-Type', `${file.contentType}; charset=utf-8`);
      c.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      return c.body(file.content);
    },
  )
  .get(
    '/:id/batches',
    requireWorkspacePermission('batches.read'),
    validate('param', FormulaIdParamSchema),
    async (c) => {
      return c.json({ items: await listFormulaBatches(c.var.db, await getRequestScope(c), c.req.valid('param').id) });
    },
  )
  .post(
    '/:id/batches',
    requireWorkspacePermission('batches.make'),
    validate('param', FormulaIdParamSchema),
    validate('json', MakeBatchInputSchema),
    async (c) => {
      const batch = await makeFormulaBatch(
        c.var.db,
        await getRequestScope(c),
        c.req.valid('param').id,
        c.req.valid('json').grams,
        new Date(),
      );
      return c.json({ batch }, 201);
    },
  )
  .get('/:id/analysis-report', canRead, validate('param', FormulaIdParamSchema), async (c) => {
    return c.json({ report: await getTechnicalReport(c.var.db, await getRequestScope(c), c.req.valid('param').id) });
  })
  .post(
    '/:id/analysis-report',
    canEdit,
    validate('param', FormulaIdParamSchema),
    validate('json', AnalysisReportInputSchema),
    async (c) => {
      const scope = await getRequestScope(c);
      const report = await saveTechnicalReport(
        c.var.db,
        scope,
        c.req.valid('param').id,
        c.req.valid('json'),
        limitsOf(c),
      );
      return c.json({ report }, 201);
    },
  )
  .get('/:id/access', canRead, validate('param', FormulaIdParamSchema), async (c) => {
    return c.json({ access: await getFormulaAccess(c.var.db, await getRequestScope(c), c.req.valid('param').id) });
  })
  .put(
    '/:id/access',
    canEdit,
    validate('param', FormulaIdParamSchema),
    validate('json', FormulaAccessInputSchema),
    async (c) => {
      const scope = await getRequestScope(c);
      return c.json({ access: await setFormulaAccess(c.var.db, scope, c.req.valid('param').id, c.req.valid('json')) });
    },
  );

/** /api/admin/formulas: statistics across every user's formulas, never their contents. */
export const adminFormulasRouter = createRouter().get('/statistics', async (c) =>
  c.json(await getFormulaStatistics(c.var.db)),
);
