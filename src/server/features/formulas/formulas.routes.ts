import {
  AnalysisReportInputSchema,
  CreateFormulaInputSchema,
  DiffQuerySchema,
  ExportQuerySchema,
  FormulaIdParamSchema,
  ImportFormulaInputSchema,
  MakeBatchInputSchema,
  MaterialPricesQuerySchema,
  WizardCandidatesQuerySchema,
  RestoreInputSchema,
  SaveFormulaInputSchema,
  VersionParamSchema,
} from '../../../domain/formulas/formulas.schemas.ts';
import { cachedJson } from '../../lib/cached-json.ts';
import { createRouter } from '../../lib/create-router.ts';
import { findRequestTier, requireFeature } from '../../lib/require-feature.ts';
import { validate } from '../../lib/validate.ts';
import { createFormula, getFormulaUsage } from './create-formula.ts';
import { resolveRowNames } from './resolve-row-names.ts';
import { listFormulaVerdicts } from './list-formula-verdicts.ts';
import { matchMaterialNames } from '../materials/search-materials.ts';
import { listFormulaBatches, makeFormulaBatch } from './formula-batches.ts';
import { findFormulaPrices } from './formula-prices.ts';
import { getFormulaStatistics } from './formula-statistics.ts';
import { getOwnedFormula, parseRowsOrThrow, toFormulaResponse } from './formula-record.ts';
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
import { listWizardCandidates } from './wizard-candidates.ts';

const findTier = findRequestTier;

/** The byte budget of the user's formulas and versions (USER_STORAGE_BYTES). */
const limitsOf = (c: { var: { deps: { env: { USER_STORAGE_BYTES: number } } } }) => ({
  storageBytes: c.var.deps.env.USER_STORAGE_BYTES,
});

export const formulasRouter = createRouter()
  .get('/', (c) => {
    // The library, the palette and the studio ask for this list often: kept between writes on the embedded database.
    // c.get, not c.var, on this hot read: c.var builds a new object on every access.
    const userId = c.get('userId');
    return cachedJson(c, `formulas:${userId}`, async () => ({ items: await listFormulas(c.get('db'), userId) }));
  })
  .get('/usage', async (c) => c.json(await getFormulaUsage(c.var.db, c.var.userId, await findTier(c))))
  .get('/verdicts', async (c) => c.json({ items: await listFormulaVerdicts(c.var.deps, c.var.userId) }))
  .get('/material-prices', validate('query', MaterialPricesQuerySchema), async (c) => {
    return c.json(await findFormulaPrices(c.var.db, c.var.userId, c.req.valid('query').materialIds));
  })
  .get('/wizard-candidates', validate('query', WizardCandidatesQuerySchema), async (c) => {
    return c.json(await listWizardCandidates(c.var.db, c.var.userId, c.req.valid('query').family));
  })
  .post('/', validate('json', CreateFormulaInputSchema), async (c) => {
    const input = c.req.valid('json');
    const parsed = input.rows === undefined ? [] : parseRowsOrThrow(input.rows).rows;
    const rows = await resolveRowNames(c.var.db, c.var.userId, parsed);
    const formula = await createFormula(c.var.db, c.var.userId, await findTier(c), { ...input, rows }, limitsOf(c));
    return c.json({ formula }, 201);
  })
  .post('/import', validate('json', ImportFormulaInputSchema), async (c) => {
    const { db, deps, userId } = c.var;
    const result = await importFormula(db, userId, await findTier(c), c.req.valid('json'), limitsOf(c), (names) =>
      matchMaterialNames(deps, userId, names),
    );
    return c.json(result, 201);
  })
  .get('/:id', validate('param', FormulaIdParamSchema), async (c) => {
    const record = await getOwnedFormula(c.var.db, c.var.userId, c.req.valid('param').id);
    const rows = await resolveRowNames(c.var.db, c.var.userId, record.rows);
    return c.json({ formula: toFormulaResponse(rows === record.rows ? record : { ...record, rows }) });
  })
  .put('/:id', validate('param', FormulaIdParamSchema), validate('json', SaveFormulaInputSchema), async (c) => {
    const { version, revision, autosave, rows, ...change } = c.req.valid('json');
    const parsedRows =
      rows === undefined ? undefined : await resolveRowNames(c.var.db, c.var.userId, parseRowsOrThrow(rows).rows);
    const formula = await saveFormula(
      c.var.db,
      c.var.userId,
      c.req.valid('param').id,
      version,
      { ...change, rows: parsedRows },
      { autosave, expectedRevision: revision, limits: limitsOf(c) },
    );
    return c.json({ formula });
  })
  .delete('/:id', validate('param', FormulaIdParamSchema), async (c) => {
    await deleteFormula(c.var.db, c.var.userId, c.req.valid('param').id);
    return c.json({ deleted: true });
  })
  .post('/:id/duplicate', validate('param', FormulaIdParamSchema), async (c) => {
    const formula = await duplicateFormula(
      c.var.db,
      c.var.userId,
      await findTier(c),
      c.req.valid('param').id,
      limitsOf(c),
    );
    return c.json({ formula }, 201);
  })
  .get('/:id/versions', validate('param', FormulaIdParamSchema), async (c) => {
    return c.json({ items: await listFormulaVersions(c.var.db, c.var.userId, c.req.valid('param').id) });
  })
  .get('/:id/versions/diff', validate('param', FormulaIdParamSchema), validate('query', DiffQuerySchema), async (c) => {
    const { from, to } = c.req.valid('query');
    return c.json(await diffVersions(c.var.db, c.var.userId, c.req.valid('param').id, from, to));
  })
  .get('/:id/versions/:version', validate('param', VersionParamSchema), async (c) => {
    const { id, version } = c.req.valid('param');
    return c.json({ version: await getFormulaVersion(c.var.db, c.var.userId, id, version) });
  })
  .post('/:id/restore', validate('param', FormulaIdParamSchema), validate('json', RestoreInputSchema), async (c) => {
    const { version, restoreVersion } = c.req.valid('json');
    const formula = await restoreFormulaVersion(
      c.var.db,
      c.var.userId,
      c.req.valid('param').id,
      version,
      restoreVersion,
      limitsOf(c),
    );
    return c.json({ formula });
  })
  .get(
    '/:id/export',
    requireFeature('export'),
    validate('param', FormulaIdParamSchema),
    validate('query', ExportQuerySchema),
    async (c) => {
      const file = await exportFormula(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('query').format);
      c.header('Content-Type', `${file.contentType}; charset=utf-8`);
      c.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      return c.body(file.content);
    },
  )
  .get('/:id/batches', validate('param', FormulaIdParamSchema), async (c) => {
    return c.json({ items: await listFormulaBatches(c.var.db, c.var.userId, c.req.valid('param').id) });
  })
  .post('/:id/batches', validate('param', FormulaIdParamSchema), validate('json', MakeBatchInputSchema), async (c) => {
    const batch = await makeFormulaBatch(
      c.var.db,
      c.var.userId,
      c.req.valid('param').id,
      c.req.valid('json').grams,
      new Date(),
    );
    return c.json({ batch }, 201);
  })
  .get('/:id/analysis-report', validate('param', FormulaIdParamSchema), async (c) => {
    return c.json({ report: await getTechnicalReport(c.var.db, c.var.userId, c.req.valid('param').id) });
  })
  .post(
    '/:id/analysis-report',
    validate('param', FormulaIdParamSchema),
    validate('json', AnalysisReportInputSchema),
    async (c) => {
      const report = await saveTechnicalReport(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ report }, 201);
    },
  );

/** /api/admin/formulas: statistics across every user's formulas, never their contents. */
export const adminFormulasRouter = createRouter().get('/statistics', async (c) =>
  c.json(await getFormulaStatistics(c.var.db)),
);
