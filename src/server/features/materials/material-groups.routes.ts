import {
  OdourFamilyLabelInputSchema,
  OdourFamilyQuerySchema,
} from '../../../domain/materials/material-groups.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { listMaterialGroups } from './list-material-groups.ts';
import { deleteOdourFamilyLabel, saveOdourFamilyLabel } from './save-odour-family-label.ts';

/** /api/admin/material-groups (admins only, enforced for /api/admin/* in app.ts). */
export const adminMaterialGroupsRouter = createRouter()
  .get('/', async (c) => c.json(await listMaterialGroups(c.var.db)))
  .put('/odour-families', validate('json', OdourFamilyLabelInputSchema), async (c) => {
    return c.json(await saveOdourFamilyLabel(c.var.db, c.var.userId, c.req.valid('json')));
  })
  .delete('/odour-families', validate('query', OdourFamilyQuerySchema), async (c) => {
    await deleteOdourFamilyLabel(c.var.db, c.req.valid('query').family);
    return c.body(null, 204);
  });
