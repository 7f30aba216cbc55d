import { ExchangeRateIdParamSchema, ExchangeRateInputSchema } from '../../../domain/pricing/pricing.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { createExchangeRate, deleteExchangeRate, listExchangeRates } from './exchange-rates.ts';

/** /api/admin/exchange-rates: the dated rates the shopping list converts prices at (issue 35). */
export const adminExchangeRatesRouter = createRouter()
  .get('/', async (c) => c.json({ rates: await listExchangeRates(c.var.db) }))
  .post('/', validate('json', ExchangeRateInputSchema), async (c) => {
    return c.json({ rate: await createExchangeRate(c.var.db, currentUser(c), c.req.valid('json')) }, 201);
  })
  .delete('/:id', validate('param', ExchangeRateIdParamSchema), async (c) => {
    await deleteExchangeRate(c.var.db, currentUser(c), c.req.valid('param').id);
    return c.json({ deleted: true });
  });
