import {
  CreateLotInputSchema,
  ImportInventoryInputSchema,
  LotIdParamSchema,
  MaterialIdParamSchema,
  ThresholdInputSchema,
  UpdateLotInputSchema,
} from '../../../domain/inventory/inventory.schemas.ts';
import type { AppEnv } from '../../lib/app-context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { getAccountSummary } from '../accounts/accounts.public.ts';
import { exportInventoryCsv, importInventoryCsv } from './inventory-csv.ts';
import { createLot, deleteLot, getLot, listInventory, setThreshold, updateLot } from './inventory-lots.ts';
import { getRequestScope, requireWorkspacePermission } from '../workspaces/workspaces.public.ts';

/** The session user's subscription tier (admins are enterprise). */
async function tierOf(c: { var: AppEnv['Variables']; get: (key: 'user') => AppEnv['Variables']['user'] }) {
  return (await getAccountSummary(c.var.db, currentUser(c), c.var.isAdmin, new Date())).tier;
}

const canRead = requireWorkspacePermission('inventory.read');
const canEdit = requireWorkspacePermission('inventory.edit');

export const inventoryRouter = createRouter()
  .get('/', canRead, async (c) => c.json(await listInventory(c.var.db, await getRequestScope(c), await tierOf(c))))
  .post('/lots', canEdit, validate('json', CreateLotInputSchema), async (c) => {
    return c.json(await createLot(c.var.db, await getRequestScope(c), await tierOf(c), c.req.valid('json')), 201);
  })
  .get('/lots/:id', canRead, validate('param', LotIdParamSchema), async (c) =>
    c.json(await getLot(c.var.db, await getRequestScope(c), c.req.valid('param').id)),
  )
  .patch(
    '/lots/:id',
    canEdit,
    validate('param', LotIdParamSchema),
    validate('json', UpdateLotInputSchema),
    async (c) => {
      return c.json(await updateLot(c.var.db, await getRequestScope(c), c.req.valid('param').id, c.req.valid('json')));
    },
  )
  .delete('/lots/:id', canEdit, validate('param', LotIdParamSchema), async (c) => {
    await deleteLot(c.var.db, await getRequestScope(c), c.req.valid('param').id);
    return c.json({ deleted: true });
  })
  .put(
    '/thresholds/:materialId',
    canEdit,
    validate('param', MaterialIdParamSchema),
    validate('json', ThresholdInputSchema),
    async (c) => {
      return c.json(
        await setThreshold(
          c.var.db,
          await getRequestScope(c),
          c.req.valid('param').materialId,
          c.req.valid('json').minimumGrams,
        ),
      );
    },
  )
  .get('/export', canRead, async (c) => {
    const csv = await exportInventoryCsv(c.var.db, await getRequestScope(c), await tierOf(c));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="inventory.csv"',
    });
  })
  .post('/import', canEdit, validate('json', ImportInventoryInputSchema), async (c) => {
    return c.json(
      await importInventoryCsv(c.var.db, await getRequestScope(c), await tierOf(c), c.req.valid('json').csv),
    );
  });
