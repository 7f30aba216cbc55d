import { ListMaterialsQuerySchema, MaterialIdParamSchema, SearchMaterialsQuerySchema } from '../../../domain/materials/materials.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { getMaterial } from './get-material.ts';
import { listMaterials, listOdourFamilies } from './list-materials.ts';
import { searchMaterials } from './search-materials.ts';

export const materialsRouter = createRouter()
  .get('/search', validate('query', SearchMaterialsQuerySchema), async (c) => {
    const items = await searchMaterials(c.var.deps.database.db, currentUser(c).id, c.req.valid('query'));
    return c.json({ items });
  })
  .get('/odour-families', async (c) => c.json({ items: await listOdourFamilies(c.var.deps.database.db) }))
  .get('/', validate('query', ListMaterialsQuerySchema), async (c) => {
    return c.json(await listMaterials(c.var.deps.database.db, currentUser(c).id, c.req.valid('query')));
  })
  .get('/:id', validate('param', MaterialIdParamSchema), async (c) => {
    return c.json(await getMaterial(c.var.deps.database.db, currentUser(c).id, c.req.valid('param').id));
  });
