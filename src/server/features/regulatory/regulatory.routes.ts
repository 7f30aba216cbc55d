import {
  EuSearchQuerySchema,
  IfraSearchQuerySchema,
  IfraStandardParamSchema,
} from '../../../domain/regulatory/regulatory.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { getRegulatorySummary } from './get-regulatory-summary.ts';
import { listEuEntries } from './browse-eu-annexes.ts';
import { getIfraStandard, listIfraStandards } from './browse-ifra-standards.ts';
import { listSampleFormulas } from './list-sample-formulas.ts';
import { runIfraSystemCheck } from './run-ifra-system-check.ts';

/** The regulatory database: reference data shared by every user (no user rows here). */
export const regulatoryRouter = createRouter()
  .get('/summary', async (c) => c.json(await getRegulatorySummary(c.var.deps)))
  .get('/ifra', validate('query', IfraSearchQuerySchema), async (c) =>
    c.json(await listIfraStandards(c.var.db, c.req.valid('query'))),
  )
  .get('/ifra/:id', validate('param', IfraStandardParamSchema), async (c) =>
    c.json(await getIfraStandard(c.var.db, c.req.valid('param').id)),
  )
  .get('/eu', validate('query', EuSearchQuerySchema), async (c) =>
    c.json(await listEuEntries(c.var.db, c.req.valid('query'))),
  );

/** Admin: the check of the loaded IFRA data, and sample formulas for the document preview. */
export const adminIfraSystemCheckRouter = createRouter()
  .get('/', async (c) => c.json(await runIfraSystemCheck(c.var.deps)))
  .get('/sample-formulas', async (c) => c.json({ items: await listSampleFormulas(c.var.deps.complianceInputs) }));
