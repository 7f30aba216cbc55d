import { ClpClassifyBodySchema, FormulaClpQuerySchema } from '../../../domain/clp/clp.schemas.ts';
import { FormulaIdParamSchema } from '../../../domain/formulas/formulas.schemas.ts';
import type { ProductForm } from '../../../domain/clp/clp-mixture.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { classifyClp } from './classify-clp.ts';
import { classifyFormulaClp } from './classify-formula-clp.ts';

/** POST /api/compliance/clp/classify: a mixture sent in the body, classified under CLP with its label. */
export const clpRouter = createRouter().post('/classify', validate('json', ClpClassifyBodySchema), async (c) =>
  c.json(await classifyClp(c.var.db, c.req.valid('json'))),
);

/** GET /api/formulas/:id/clp?productForm=&loadPercent=: one's own saved formula as a CLP product. */
export const formulaClpRouter = createRouter().get(
  '/:id/clp',
  validate('param', FormulaIdParamSchema),
  validate('query', FormulaClpQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    return c.json(
      await classifyFormulaClp(c.var.db, c.var.userId, c.req.valid('param').id, {
        ...query,
        productForm: query.productForm as ProductForm,
      }),
    );
  },
);
