import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-context.ts';
import {
  ListMaterialsQuerySchema,
  MaterialAnnotationInputSchema,
  MaterialIdParamSchema,
  MatchMaterialNamesInputSchema,
  MaterialInputSchema,
  MergeMaterialInputSchema,
  NaturalTypeInputSchema,
  SearchIndexVersionParamSchema,
  SearchMaterialsQuerySchema,
} from '../../../domain/materials/materials.schemas.ts';
import { type JsonAnswer } from '../../lib/cached-json.ts';
import { apiJson } from '../../lib/security-headers.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import {
  findRequestWorkspaceTier,
  getRequestScope,
  readRequestScope,
  requireWorkspacePermission,
  type WorkspaceScope,
} from '../workspaces/workspaces.public.ts';
import { annotateMaterial } from './annotate-material.ts';
import { findDuplicateMaterials, mergeOwnMaterial } from './consolidate-materials.ts';
import { getMaterial } from './get-material.ts';
import { listMaterialFormulas } from './list-material-formulas.ts';
import { listMaterials, listOdourFamilies } from './list-materials.ts';
import type { CompactSearchIndexFile } from './material-search-store.ts';
import { createOwnMaterial, deleteOwnMaterial, stateNaturalType, updateOwnMaterial } from './save-own-material.ts';
import { matchMaterialNames, searchMaterialsJsonNow, type MaterialSearchItem } from './search-materials.ts';

/** GET /api/materials/search: the best hits, typed like c.json's for the contract. */
type SearchAnswer = JsonAnswer<{ items: MaterialSearchItem[] }>;

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

const canRead = requireWorkspacePermission('materials.read');
const canEdit = requireWorkspacePermission('materials.edit');

export const materialsRouter = createRouter()
  .get('/search', canRead, validate('query', SearchMaterialsQuerySchema), (c): SearchAnswer | Promise<SearchAnswer> => {
    // A keystroke's read (issue 34): c.get, not c.var (a new object of every variable on each access), no promise
    // when the session's workspace and both indexes are in hand, and the API's headers in one object (apiJson).
    // A text asked before of the same indexes is answered from the memo (searchMaterialsJsonNow, ADR 054).
    const query = c.req.valid('query');
    const answer = (scope: WorkspaceScope) => {
      const body = searchMaterialsJsonNow(c.get('deps'), scope, query);
      return body instanceof Promise
        ? body.then((json) => apiJson(c, json) as SearchAnswer)
        : (apiJson(c, body) as SearchAnswer);
    };
    const scope = readRequestScope(c);
    return scope instanceof Promise ? scope.then(answer) : answer(scope);
  })
  // The lines of a paste matched in one request, not one search per line (a read, sent as a body: 1,000 names).
  .post('/match', canRead, validate('json', MatchMaterialNamesInputSchema), async (c) => {
    const matches = await matchMaterialNames(c.var.deps, await getRequestScope(c), c.req.valid('json').names);
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
  .get('/consolidation', canEdit, async (c) => {
    const { database, secretBox, materialIndex } = c.var.deps;
    return c.json(
      await findDuplicateMaterials({ db: database.db, secretBox, materialIndex }, await getRequestScope(c)),
    );
  })
  .post('/consolidation/merge', canEdit, validate('json', MergeMaterialInputSchema), async (c) => {
    const { ownMaterialId, referenceMaterialId } = c.req.valid('json');
    const scope = await getRequestScope(c);
    return c.json(
      await mergeOwnMaterial(c.var.db, c.var.deps.ownMaterialIndexes, scope, ownMaterialId, referenceMaterialId),
    );
  })
  .get('/odour-families', canRead, async (c) =>
    c.json({ items: await listOdourFamilies(c.var.db, await getRequestScope(c)) }),
  )
  .get('/', canRead, validate('query', ListMaterialsQuerySchema), async (c) => {
    return c.json(await listMaterials(c.var.db, await getRequestScope(c), c.req.valid('query')));
  })
  .get('/:id', canRead, validate('param', MaterialIdParamSchema), async (c) => {
    return c.json(await getMaterial(c.var.db, await getRequestScope(c), c.req.valid('param').id));
  })
  .get('/:id/formulas', canRead, validate('param', MaterialIdParamSchema), async (c) => {
    return c.json({ items: await listMaterialFormulas(c.var.db, await getRequestScope(c), c.req.valid('param').id) });
  })
  .post('/', canEdit, validate('json', MaterialInputSchema), async (c) => {
    const { db } = c.var.deps.database;
    const scope = await getRequestScope(c);
    // The own-material limit is the active workspace's plan's, counted over its own materials (issue 30).
    const tier = await findRequestWorkspaceTier(c);
    const created = await createOwnMaterial(db, c.var.deps.ownMaterialIndexes, { ...scope, tier }, c.req.valid('json'));
    return c.json(await getMaterial(db, scope, created.id), 201);
  })
  .put('/:id', canEdit, validate('param', MaterialIdParamSchema), validate('json', MaterialInputSchema), async (c) => {
    const { db } = c.var.deps.database;
    const scope = await getRequestScope(c);
    const { ownMaterialIndexes } = c.var.deps;
    const { id } = await updateOwnMaterial(db, ownMaterialIndexes, scope, c.req.valid('param').id, c.req.valid('json'));
    return c.json(await getMaterial(db, scope, id));
  })
  .put(
    '/:id/natural-type',
    canEdit,
    validate('param', MaterialIdParamSchema),
    validate('json', NaturalTypeInputSchema),
    async (c) => {
      const { db } = c.var.deps.database;
      const scope = await getRequestScope(c);
      const { ownMaterialIndexes } = c.var.deps;
      const { naturalType } = c.req.valid('json');
      const { id } = await stateNaturalType(db, ownMaterialIndexes, scope, c.req.valid('param').id, naturalType);
      return c.json(await getMaterial(db, scope, id));
    },
  )
  .delete('/:id', canEdit, validate('param', MaterialIdParamSchema), async (c) => {
    const scope = await getRequestScope(c);
    await deleteOwnMaterial(c.var.db, c.var.deps.ownMaterialIndexes, scope, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .put(
    '/:id/annotation',
    canRead,
    validate('param', MaterialIdParamSchema),
    validate('json', MaterialAnnotationInputSchema),
    async (c) => {
      const scope = await getRequestScope(c);
      const annotation = await annotateMaterial(c.var.db, scope, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ annotation });
    },
  );
