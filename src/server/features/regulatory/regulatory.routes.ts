import { count } from 'drizzle-orm';
import { EuSearchQuerySchema, IfraSearchQuerySchema, IfraStandardParamSchema } from '../../../domain/regulatory/regulatory.schemas.ts';
import { euAnnexEntries, euLabellingAllergens, ifraStandards } from '../../db/schema/index.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { loadComplianceInputs } from './load-compliance-inputs.ts';
import { listEuEntries } from './browse-eu-annexes.ts';
import { getIfraStandard, listIfraStandards } from './browse-ifra-standards.ts';
import { listSampleFormulas } from './list-sample-formulas.ts';
import { runIfraSystemCheck } from './run-ifra-system-check.ts';

/** The regulatory database: reference data shared by every user (no user rows here). */
export const regulatoryRouter = createRouter()
  .get('/summary', async (c) => {
    const { database } = c.var.deps;
    const [[standards], [allergens], [annex], inputs] = await Promise.all([
      database.db.select({ value: count() }).from(ifraStandards),
      database.db.select({ value: count() }).from(euLabellingAllergens),
      database.db.select({ value: count() }).from(euAnnexEntries),
      loadComplianceInputs(database),
    ]);
    return c.json({ dataVersion: inputs.regulatoryData.dataVersion, counts: { ifraStandards: standards?.value ?? 0, euAllergens: allergens?.value ?? 0, euAnnexEntries: annex?.value ?? 0 } });
  })
  .get('/ifra', validate('query', IfraSearchQuerySchema), async (c) => c.json(await listIfraStandards(c.var.db, c.req.valid('query'))))
  .get('/ifra/:id', validate('param', IfraStandardParamSchema), async (c) => c.json(await getIfraStandard(c.var.db, c.req.valid('param').id)))
  .get('/eu', validate('query', EuSearchQuerySchema), async (c) => c.json(await listEuEntries(c.var.db, c.req.valid('query'))));

/** Admin: the check of the loaded IFRA data, and sample formulas for the document preview. */
export const adminIfraSystemCheckRouter = createRouter()
  .get('/', async (c) => c.json(await runIfraSystemCheck(c.var.deps.database)))
  .get('/sample-formulas', async (c) => c.json({ items: await listSampleFormulas(c.var.deps.database) }));
