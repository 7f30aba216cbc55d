import {
  AddPriceInputSchema,
  ComparisonQuerySchema,
  ImportPriceListInputSchema,
  MaterialParamSchema,
  PriceIdParamSchema,
} from '../../../domain/pricing/pricing.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { getRequestScope, requireWorkspacePermission } from '../workspaces/workspaces.public.ts';
import { importPriceList } from './import-price-list.ts';
import {
  addMaterialPrice,
  compareMaterialVendors,
  deleteMaterialPrice,
  listMaterialPrices,
} from './material-prices.ts';

const canRead = requireWorkspacePermission('prices.read');
const canEdit = requireWorkspacePermission('prices.edit');

export const pricingRouter = createRouter()
  .get('/materials/:materialId', canRead, validate('param', MaterialParamSchema), async (c) => {
    return c.json(await listMaterialPrices(c.var.db, await getRequestScope(c), c.req.valid('param').materialId));
  })
  .post(
    '/materials/:materialId',
    canEdit,
    validate('param', MaterialParamSchema),
    validate('json', AddPriceInputSchema),
    async (c) => {
      const price = await addMaterialPrice(
        c.var.db,
        await getRequestScope(c),
        c.req.valid('param').materialId,
        c.req.valid('json'),
        new Date(),
      );
      return c.json({ price }, 201);
    },
  )
  .get(
    '/materials/:materialId/comparison',
    canRead,
    validate('param', MaterialParamSchema),
    validate('query', ComparisonQuerySchema),
    async (c) => {
      const { grams, mode } = c.req.valid('query');
      return c.json(
        await compareMaterialVendors(c.var.db, await getRequestScope(c), c.req.valid('param').materialId, grams, mode),
      );
    },
  )
  .delete('/prices/:id', canEdit, validate('param', PriceIdParamSchema), async (c) => {
    await deleteMaterialPrice(c.var.db, await getRequestScope(c), c.req.valid('param').id);
    return c.json({ deleted: true });
  })
  .post('/import', canEdit, validate('json', ImportPriceListInputSchema), async (c) => {
    return c.json(await importPriceList(c.var.db, await getRequestScope(c), c.req.valid('json'), new Date()));
  });
