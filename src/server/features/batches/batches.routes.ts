import {
  AcceptDeviationInputSchema,
  BatchLabelsInputSchema,
  BatchIdParamSchema,
  BatchLineParamSchema,
  ChooseLineLotInputSchema,
  CompleteBatchInputSchema,
  DeviceInputSchema,
  ListBatchesQuerySchema,
  PlanBatchInputSchema,
  RecordWeighingInputSchema,
  ReplaceLineInputSchema,
  SkipLineInputSchema,
  StartBatchInputSchema,
} from '../../../domain/batches/batches.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { requireWorkspacePermission } from '../workspaces/workspaces.public.ts';
import { pdfResponse } from '../../lib/pdf-response.ts';
import { getWorkspaceBatch, toBatchResponse } from './batch-record.ts';
import { changeBatchLine } from './change-batch-line.ts';
import { cancelBatch, claimBatch, pauseBatch, rescaleBatch } from './change-batch.ts';
import { completeBatch } from './complete-batch.ts';
import { planWorkspaceBatch, toPlanResponse } from './plan-workspace-batch.ts';
import { printBatchLabels } from './print-batch-labels.ts';
import { renderBatchReport } from './render-batch-report.ts';
import { renderBatchSheet } from './render-batch-sheet.ts';
import { listBatches, startBatch } from './start-batch.ts';

/** Reading batches (and printing their sheets and labels) and making them, by the active workspace's role. */
const canRead = requireWorkspacePermission('batches.read');
const canMake = requireWorkspacePermission('batches.make');

/** The lab bench (issue 32): batches made line by line, held by one device at a time, completed once. */
export const batchesRouter = createRouter()
  .get('/', canRead, validate('query', ListBatchesQuerySchema), async (c) =>
    c.json({ batches: await listBatches(c.var.db, c.var.userId, c.req.valid('query').formulaId) }),
  )
  .post('/plan', canRead, validate('json', PlanBatchInputSchema), async (c) =>
    c.json(toPlanResponse(await planWorkspaceBatch(c.var.db, c.var.userId, c.req.valid('json'), new Date()))),
  )
  .post('/', canMake, validate('json', StartBatchInputSchema), async (c) =>
    c.json(await startBatch(c.var.db, c.var.userId, c.req.valid('json'), new Date()), 201),
  )
  .get('/:id', canRead, validate('param', BatchIdParamSchema), async (c) =>
    c.json(toBatchResponse(await getWorkspaceBatch(c.var.db, c.var.userId, c.req.valid('param').id))),
  )
  .post('/:id/claim', canMake, validate('param', BatchIdParamSchema), validate('json', DeviceInputSchema), async (c) =>
    c.json(await claimBatch(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('json').deviceId, new Date())),
  )
  .post('/:id/pause', canMake, validate('param', BatchIdParamSchema), validate('json', DeviceInputSchema), async (c) =>
    c.json(await pauseBatch(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('json').deviceId, new Date())),
  )
  .post('/:id/cancel', canMake, validate('param', BatchIdParamSchema), validate('json', DeviceInputSchema), async (c) =>
    c.json(
      await cancelBatch(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('json').deviceId, new Date()),
    ),
  )
  .post(
    '/:id/complete',
    canMake,
    validate('param', BatchIdParamSchema),
    validate('json', CompleteBatchInputSchema),
    async (c) =>
      c.json(await completeBatch(c.var.deps, c.var.userId, c.req.valid('param').id, c.req.valid('json'), new Date())),
  )
  .post(
    '/:id/lines/:lineId/weighings',
    canMake,
    validate('param', BatchLineParamSchema),
    validate('json', RecordWeighingInputSchema),
    async (c) => {
      const { id, lineId } = c.req.valid('param');
      const { deviceId, grams, source } = c.req.valid('json');
      return c.json(
        await changeBatchLine(
          c.var.db,
          c.var.userId,
          id,
          lineId,
          deviceId,
          { kind: 'weigh', grams, source },
          new Date(),
        ),
      );
    },
  )
  .post(
    '/:id/lines/:lineId/skip',
    canMake,
    validate('param', BatchLineParamSchema),
    validate('json', SkipLineInputSchema),
    async (c) => {
      const { id, lineId } = c.req.valid('param');
      const { deviceId, reason } = c.req.valid('json');
      return c.json(
        await changeBatchLine(c.var.db, c.var.userId, id, lineId, deviceId, { kind: 'skip', reason }, new Date()),
      );
    },
  )
  .post(
    '/:id/lines/:lineId/replace',
    canMake,
    validate('param', BatchLineParamSchema),
    validate('json', ReplaceLineInputSchema),
    async (c) => {
      const { id, lineId } = c.req.valid('param');
      const { deviceId, ...replacement } = c.req.valid('json');
      return c.json(
        await changeBatchLine(
          c.var.db,
          c.var.userId,
          id,
          lineId,
          deviceId,
          { kind: 'replace', ...replacement },
          new Date(),
        ),
      );
    },
  )
  .post(
    '/:id/lines/:lineId/accept',
    canMake,
    validate('param', BatchLineParamSchema),
    validate('json', AcceptDeviationInputSchema),
    async (c) => {
      const { id, lineId } = c.req.valid('param');
      const { deviceId, note } = c.req.valid('json');
      return c.json(
        await changeBatchLine(c.var.db, c.var.userId, id, lineId, deviceId, { kind: 'accept', note }, new Date()),
      );
    },
  )
  .post(
    '/:id/lines/:lineId/lot',
    canMake,
    validate('param', BatchLineParamSchema),
    validate('json', ChooseLineLotInputSchema),
    async (c) => {
      const { id, lineId } = c.req.valid('param');
      const { deviceId, lotId, confirmExpired } = c.req.valid('json');
      return c.json(
        await changeBatchLine(
          c.var.db,
          c.var.userId,
          id,
          lineId,
          deviceId,
          { kind: 'choose-lot', lotId, confirmExpired },
          new Date(),
        ),
      );
    },
  )
  .post(
    '/:id/lines/:lineId/rescale',
    canMake,
    validate('param', BatchLineParamSchema),
    validate('json', DeviceInputSchema),
    async (c) => {
      const { id, lineId } = c.req.valid('param');
      return c.json(await rescaleBatch(c.var.db, c.var.userId, id, lineId, c.req.valid('json').deviceId, new Date()));
    },
  )
  .get('/:id/sheet.pdf', canRead, validate('param', BatchIdParamSchema), async (c) => {
    const batch = toBatchResponse(await getWorkspaceBatch(c.var.db, c.var.userId, c.req.valid('param').id));
    return pdfResponse(c, await renderBatchSheet(batch), `batch-sheet-${batch.code}.pdf`);
  })
  .get('/:id/report.pdf', canRead, validate('param', BatchIdParamSchema), async (c) => {
    const batch = toBatchResponse(await getWorkspaceBatch(c.var.db, c.var.userId, c.req.valid('param').id));
    return pdfResponse(c, await renderBatchReport(batch), `batch-report-${batch.code}.pdf`);
  })
  .post(
    '/:id/labels.pdf',
    validate('param', BatchIdParamSchema),
    validate('json', BatchLabelsInputSchema),
    async (c) => {
      const batch = await getWorkspaceBatch(c.var.db, c.var.userId, c.req.valid('param').id);
      const input = c.req.valid('json');
      const pdf = await printBatchLabels(c.var.db, batch, input, c.var.deps.env.publicUrl, new Date());
      return pdfResponse(c, pdf, `labels-${input.kind}-${batch.code}.pdf`);
    },
  );
