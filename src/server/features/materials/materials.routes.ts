import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-context.ts';
import {
  ListMaterialsQuerySchema,
  MaterialAnnotationInputSchema,
  MaterialIdParamSchema,
  MatchMaterialNamesInputSchema,
  MaterialInputSchema,
  MergeMaterialInputSchema,
  SearchIndexVersionParamSchema,
  SearchMaterialsQuerySchema,
} from '../../../domain/materials/materials.schemas.ts';
import { getAccountSummary } from '../accounts/accounts.public.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { annotateMaterial } from './annotate-material.ts';
import { findDuplicateMaterials, mergeOwnMaterial } from './consolidate-materials.ts';
import { getMaterial } from './get-material.ts';
import { listMaterialFormulas } from './list-material-formulas.ts';
import { listMaterials, listOdourFamilies } from './list-materials.ts';
import type { CompactSearchIndexFile } from './material-search-store.ts';
import { createOwnMaterial, deleteOwnMaterial, updateOwnMaterial } from './save-own-material.ts';
import { matchMaterialNames, searchMaterials } from './search-materials.ts';

/** The compact index, pre-compressed when the client takes gzip; `immutable` only under its own version's URL. */
function sendSearchIndex(c: Context<AppEnv>, compact: CompactSearchIndexFile, immutable: boolean) {
  c.header('ETag', compact.etag);
  c.header('Cache-Control', immutable ? 'private, max-age=31536000, immutable' : 'private, no-cache');
  c.header('Vary', 'Accept-Encoding');
  if (c.req.header('If-None-Match') === compact.etag) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=utf-8');
  if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(compact.gzip));
  }
  return c.body(compact.json);
}

export const materialsRouter = createRouter()
  .get('/search', validate('query', SearchMaterialsQuerySchema), async (c) => {
    const items = await searchMaterials(c.var.deps, c.var.userId, c.req.valid('query'));
    return c.json({ items });
  })
  // The lines of a paste matched in one request, not one search per line (a read, sent as a body: 1,000 names).
  .post('/match', validate('json', MatchMaterialNamesInputSchema), async (c) => {
    const matches = await matchMaterialNames(c.var.deps, c.var.userId, c.req.valid('json').names);
    return c.json({ matches });
  })
  .get('/search-index', async (c) => sendSearchIndex(c, await c.var.deps.materialIndex.compact(), false))
  // The library's data version (the index's content hash): the browser then asks for that version's URL, which is
  // cached immutably, so a revisit downloads nothing and a new import is a new URL.
  .get('/search-index/version', async (c) => {
    const compact = await c.var.deps.materialIndex.compact();
    c.header('Cache-Control', 'private, no-cache');
    return c.json({ version: compact.etag.slice(1, -1) });
  })
  .get('/search-index/:version', validate('param', SearchIndexVersionParamSchema), async (c) => {
    const compact = await c.var.deps.materialIndex.compact();
    // A stale version (the library changed since) gets today's index, never cached under the old URL.
    return sendSearchIndex(c, compact, compact.etag === `"${c.req.valid('param').version}"`);
  })
  .get('/consolidation', async (c) => {
    const { database, secretBox, materialIndex } = c.var.deps;
    return c.json(await findDuplicateMaterials({ db: database.db, secretBox, materialIndex }, c.var.userId));
  })
  .post('/consolidation/merge', validate('json', MergeMaterialInputSchema), async (c) => {
    const { ownMaterialId, referenceMaterialId } = c.req.valid('json');
    return c.json(
      await mergeOwnMaterial(c.var.db, c.var.deps.ownMaterialIndexes, c.var.userId, ownMaterialId, referenceMaterialId),
    );
  })
  .get('/odour-families', async (c) => c.json({ items: await listOdourFamilies(c.var.db, c.var.userId) }))
  .get('/', validate('query', ListMaterialsQuerySchema), async (c) => {
    return c.json(await listMaterials(c.var.db, c.var.userId, c.req.valid('query')));
  })
  .get('/:id', validate('param', MaterialIdParamSchema), async (c) => {
    return c.json(await getMaterial(c.var.db, c.var.userId, c.req.valid('param').id));
  })
  .get('/:id/formulas', validate('param', MaterialIdParamSchema), async (c) => {
    return c.json({ items: await listMaterialFormulas(c.var.db, c.var.userId, c.req.valid('param').id) });
  })
  .post('/', validate('json', MaterialInputSchema), async (c) => {
    const user = currentUser(c);
    const { db } = c.var.deps.database;
    const { tier } = await getAccountSummary(db, user, c.var.isAdmin, new Date());
    const created = await createOwnMaterial(
      db,
      c.var.deps.ownMaterialIndexes,
      { id: user.id, tier },
      c.req.valid('json'),
    );
    return c.json(await getMaterial(db, user.id, created.id), 201);
  })
  .put('/:id', validate('param', MaterialIdParamSchema), validate('json', MaterialInputSchema), async (c) => {
    const { db } = c.var.deps.database;
    const userId = c.var.userId;
    const { ownMaterialIndexes } = c.var.deps;
    const { id } = await updateOwnMaterial(
      db,
      ownMaterialIndexes,
      userId,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(await getMaterial(db, userId, id));
  })
  .delete('/:id', validate('param', MaterialIdParamSchema), async (c) => {
    await deleteOwnMaterial(c.var.db, c.var.deps.ownMaterialIndexes, c.var.userId, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .put(
    '/:id/annotation',
    validate('param', MaterialIdParamSchema),
    validate('json', MaterialAnnotationInputSchema),
    async (c) => {
      const annotation = await annotateMaterial(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ annotation });
    },
  );
