import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { REFERENCE_DATASET_IDS, REFERENCE_DATASETS } from '../../../domain/reference-data/reference-datasets.ts';
import { createRouter } from '../../lib/create-router.ts';
import { AppError, toErrorBody } from '../../lib/app-error.ts';
import { validate } from '../../lib/validate.ts';
import { findImportJob, getReferenceDataset, startImportJob } from './import-jobs.ts';
import { listReferenceDatasets } from './list-reference-datasets.ts';
import { MAX_UPLOAD_BYTES, readUploadedFiles } from './read-uploaded-files.ts';
import { readSetupState, startSetupJob } from './setup-jobs.ts';
import { FetchReferenceDataInputSchema } from '../../../domain/reference-data/reference-data.schemas.ts';

const DatasetParamSchema = z.object({ dataset: z.enum(REFERENCE_DATASET_IDS) });

export const adminReferenceDataRouter = createRouter()
  .get('/', async (c) => {
    const { env } = c.var.deps;
    const datasets = await listReferenceDatasets(c.var.db, env.REFERENCE_DATA_ALLOW_NONCOMMERCIAL);
    return c.json({ datasets, job: await findImportJob(c.var.deps.jobs) });
  })
  .get('/setup', async (c) => c.json(await readSetupState(c.var.deps)))
  .post('/setup', validate('json', FetchReferenceDataInputSchema), async (c) => {
    const input = c.req.valid('json');
    const job = await startSetupJob(c.var.deps, {
      datasets: input.datasets,
      allowNonCommercial: input.allowNonCommercial,
      baseUrl: input.from ?? c.var.deps.env.REFERENCE_DATA_URL ?? null,
      startedBy: c.var.userId,
    });
    return c.json({ job }, 202);
  })
  .post('/run-all', async (c) => {
    return c.json(
      { job: await startImportJob(c.var.deps, { datasets: REFERENCE_DATASETS, startedBy: c.var.userId }) },
      202,
    );
  })
  .post(
    '/:dataset/upload',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES,
      onError: (c) =>
        c.json(
          toErrorBody(
            new AppError('PAYLOAD_TOO_LARGE', `An upload may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`),
          ),
          413,
        ),
    }),
    validate('param', DatasetParamSchema),
    async (c) => {
      const dataset = getReferenceDataset(c.req.valid('param').dataset);
      const uploads = await readUploadedFiles(dataset, await c.req.parseBody({ all: true }));
      return c.json(
        { job: await startImportJob(c.var.deps, { datasets: [dataset], uploads, startedBy: c.var.userId }) },
        202,
      );
    },
  )
  .post('/:dataset/run', validate('param', DatasetParamSchema), async (c) => {
    const dataset = getReferenceDataset(c.req.valid('param').dataset);
    return c.json({ job: await startImportJob(c.var.deps, { datasets: [dataset], startedBy: c.var.userId }) }, 202);
  });
