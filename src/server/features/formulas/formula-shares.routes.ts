import { FormulaIdParamSchema } from '../../../domain/formulas/formulas.schemas.ts';
import {
  FormulaShareParamSchema,
  OpenShareLinkInputSchema,
  SharedFormulaParamSchema,
  ShareWithColleagueInputSchema,
} from '../../../domain/formulas/formula-shares.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { findRequestTier } from '../subscriptions/subscriptions.public.ts';
import { validate } from '../../lib/validate.ts';
import {
  createShareLink,
  duplicateSharedFormula,
  getSharedFormula,
  listColleagues,
  listFormulaShares,
  listSharedWithMe,
  openShareLink,
  revokeFormulaShare,
  shareWithColleague,
} from './formula-shares.ts';

/**
 * The owner's shares of one formula, mounted at /api/formulas: GET /:id/shares (with the colleagues one may share
 * with), POST /:id/shares (a colleague), POST /:id/share-links (a link for signed-in users), DELETE /:id/shares/:shareId.
 */
export const formulaSharesRouter = createRouter()
  .get('/:id/shares', validate('param', FormulaIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [items, colleagues] = await Promise.all([
      listFormulaShares(c.var.db, c.var.userId, id),
      listColleagues(c.var.db, c.var.userId),
    ]);
    return c.json({ items, colleagues });
  })
  .post(
    '/:id/shares',
    validate('param', FormulaIdParamSchema),
    validate('json', ShareWithColleagueInputSchema),
    async (c) => {
      const share = await shareWithColleague(
        c.var.db,
        c.var.userId,
        c.req.valid('param').id,
        c.req.valid('json').recipientId,
      );
      return c.json({ share }, share.created ? 201 : 200);
    },
  )
  .post('/:id/share-links', validate('param', FormulaIdParamSchema), async (c) =>
    c.json(
      { link: await createShareLink(c.var.db, c.var.deps.env.publicUrl, c.var.userId, c.req.valid('param').id) },
      201,
    ),
  )
  .delete('/:id/shares/:shareId', validate('param', FormulaShareParamSchema), async (c) => {
    const { id, shareId } = c.req.valid('param');
    return c.json(await revokeFormulaShare(c.var.db, c.var.userId, id, shareId, new Date()));
  });

/**
 * /api/shared-formulas: what others shared with the signed-in user, read-only. There is no write route on a shared
 * formula: every /api/formulas/:id write checks the owner and answers 404 to a recipient.
 */
export const sharedFormulasRouter = createRouter()
  .get('/', async (c) => c.json({ items: await listSharedWithMe(c.var.db, c.var.userId) }))
  .post('/open', validate('json', OpenShareLinkInputSchema), async (c) =>
    c.json(await openShareLink(c.var.db, c.var.userId, c.req.valid('json').token, new Date())),
  )
  .get('/:shareId', validate('param', SharedFormulaParamSchema), async (c) =>
    c.json(await getSharedFormula(c.var.db, c.var.userId, c.req.valid('param').shareId, new Date())),
  )
  .post('/:shareId/duplicate', validate('param', SharedFormulaParamSchema), async (c) => {
    const formula = await duplicateSharedFormula(
      c.var.db,
      c.var.userId,
      await findRequestTier(c),
      c.req.valid('param').shareId,
      { storageBytes: c.var.deps.env.USER_STORAGE_BYTES },
    );
    return c.json({ formula }, 201);
  });
