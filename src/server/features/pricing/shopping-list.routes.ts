import {
  AddShoppingItemInputSchema,
  AddShortfallInputSchema,
  ExportQuerySchema,
  ItemIdParamSchema,
  UpdateQuantityInputSchema,
  UpdateVendorInputSchema,
} from '../../../domain/pricing/pricing.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { getRequestScope, requireWorkspacePermission } from '../workspaces/workspaces.public.ts';
import { addFormulaShortfall } from './add-formula-shortfall.ts';
import { exportShoppingCsv } from './export-shopping-csv.ts';
import { SeedMaterialsInputSchema, seedTestMaterials } from './seed-test-materials.ts';
import {
  addShoppingItem,
  clearShoppingList,
  deleteShoppingItem,
  listShoppingItems,
  refreshShoppingPrices,
  updateShoppingQuantity,
  updateShoppingVendor,
} from './shopping-items.ts';

/** Every member reads the workspace's shopping list (with its prices); perfumer, lab, buyer and admins change it. */
const canRead = requireWorkspacePermission('prices.read');
const canEdit = requireWorkspacePermission('shopping.edit');

export const shoppingListRouter = createRouter()
  .get('/', canRead, async (c) => c.json(await listShoppingItems(c.var.db, await getRequestScope(c))))
  .post('/', canEdit, validate('json', AddShoppingItemInputSchema), async (c) => {
    return c.json(await addShoppingItem(c.var.db, await getRequestScope(c), c.req.valid('json')), 201);
  })
  .delete('/', canEdit, async (c) => c.json(await clearShoppingList(c.var.db, await getRequestScope(c))))
  .post('/refresh-prices', canEdit, async (c) =>
    c.json(await refreshShoppingPrices(c.var.db, await getRequestScope(c))),
  )
  .post('/shortfall', canEdit, validate('json', AddShortfallInputSchema), async (c) => {
    return c.json(await addFormulaShortfall(c.var.db, await getRequestScope(c), c.req.valid('json')));
  })
  .get('/export', canRead, validate('query', ExportQuerySchema), async (c) => {
    const { csv, filename } = await exportShoppingCsv(c.var.db, await getRequestScope(c), c.req.valid('query').vendor);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    });
  })
  .patch(
    '/:id',
    canEdit,
    validate('param', ItemIdParamSchema),
    validate('json', UpdateQuantityInputSchema),
    async (c) => {
      return c.json(
        await updateShoppingQuantity(
          c.var.db,
          await getRequestScope(c),
          c.req.valid('param').id,
          c.req.valid('json').quantity,
        ),
      );
    },
  )
  .patch(
    '/:id/vendor',
    canEdit,
    validate('param', ItemIdParamSchema),
    validate('json', UpdateVendorInputSchema),
    async (c) => {
      return c.json(
        await updateShoppingVendor(c.var.db, await getRequestScope(c), c.req.valid('param').id, c.req.valid('json')),
      );
    },
  )
  .delete('/:id', canEdit, validate('param', ItemIdParamSchema), async (c) => {
    await deleteShoppingItem(c.var.db, await getRequestScope(c), c.req.valid('param').id);
    return c.json({ deleted: true });
  });

/** NODE_ENV=test only: seeds the signed-in user's own materials for end-to-end journeys. */
export const testShoppingRouter = createRouter().post(
  '/materials',
  validate('json', SeedMaterialsInputSchema),
  async (c) => {
    return c.json({ materials: await seedTestMaterials(c.var.db, c.var.userId, c.req.valid('json')) }, 201);
  },
);
