import { and, asc, eq } from 'drizzle-orm';
import { EnrichmentBatchInputSchema } from '../../../domain/ai/material-enrichment.ts';
import {
  IdParamSchema,
  ModelPriceInputSchema,
  ModelPriceKeySchema,
  PlanCostLimitInputSchema,
} from '../../../domain/ai/ai.schemas.ts';
import { aiModelPrices } from '../../db/schema/index.ts';
import { NewsAnalysisSettingsInputSchema } from '../../../domain/ai/news-analysis.ts';
import { AppError } from '../../lib/app-error.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { requireAiPlan } from './ai-access.ts';
import { listPlanCostLimits, savePlanCostLimit } from './plan-cost-limits.ts';
import {
  currentEnrichmentBatch,
  pauseEnrichmentBatch,
  resumeEnrichmentBatch,
  startEnrichmentBatch,
} from './enrichment-batches.ts';
import { enqueueNewsAnalysis, newsAnalysisStatus, saveNewsAnalysisSettings } from './news-analysis.ts';
import { listPendingEnrichments } from './material-enrichments.ts';
import { decideSuggestion, listSuggestions, runSuggestionBatch } from './material-suggestions.ts';
import { SuggestionDecisionInputSchema } from '../../../domain/ai/material-suggestions.ts';

/**
 * /api/admin/ai (admins only, see app.ts): the model price table, the monthly limit per plan on the instance's keys,
 * batch enrichment and the news analysis switch.
 */
export const adminAiRouter = createRouter()
  .get('/prices', async (c) => {
    const rows = await c.var.db
      .select()
      .from(aiModelPrices)
      .orderBy(asc(aiModelPrices.provider), asc(aiModelPrices.model));
    return c.json({
      items: rows.map((row) => ({
        provider: row.provider,
        model: row.model,
        inputPerMillion: row.inputPerMillion,
        outputPerMillion: row.outputPerMillion,
        updatedAt: row.updatedAt.toISOString(),
      })),
    });
  })
  .put('/prices', validate('json', ModelPriceInputSchema), async (c) => {
    const input = c.req.valid('json');
    const values = { ...input, updatedBy: c.var.userId, updatedAt: new Date() };
    await c.var.db
      .insert(aiModelPrices)
      .values(values)
      .onConflictDoUpdate({
        target: [aiModelPrices.provider, aiModelPrices.model],
        set: {
          inputPerMillion: input.inputPerMillion,
          outputPerMillion: input.outputPerMillion,
          updatedBy: c.var.userId,
          updatedAt: new Date(),
        },
      });
    return c.json({ price: input });
  })
  .delete('/prices', validate('json', ModelPriceKeySchema), async (c) => {
    const { provider, model } = c.req.valid('json');
    await c.var.db
      .delete(aiModelPrices)
      .where(and(eq(aiModelPrices.provider, provider), eq(aiModelPrices.model, model)));
    return c.json({ ok: true as const });
  })
  .get('/plan-limits', async (c) =>
    c.json(await listPlanCostLimits(c.var.db, c.var.deps.env.AI_INSTANCE_COST_LIMIT_PER_MONTH)),
  )
  .put('/plan-limits', validate('json', PlanCostLimitInputSchema), async (c) => {
    const defaultLimit = c.var.deps.env.AI_INSTANCE_COST_LIMIT_PER_MONTH;
    return c.json(await savePlanCostLimit(c.var.db, currentUser(c), c.req.valid('json'), defaultLimit));
  })
  .use('/news-analysis', requireAiPlan)
  .use('/news-analysis/*', requireAiPlan)
  .get('/news-analysis', async (c) => c.json(await newsAnalysisStatus(c.var.db, c.var.deps.jobs)))
  .put('/news-analysis', validate('json', NewsAnalysisSettingsInputSchema), async (c) => {
    await saveNewsAnalysisSettings(c.var.db, c.var.userId, c.req.valid('json').enabled);
    return c.json(await newsAnalysisStatus(c.var.db, c.var.deps.jobs));
  })
  .post('/news-analysis/run', async (c) => {
    const job = await enqueueNewsAnalysis(c.var.db, c.var.deps.jobs, 'run by an admin', c.var.userId);
    if (!job) throw new AppError('CONFLICT', 'Turn model analysis of the news on first.');
    return c.json({ jobId: job.id }, 202);
  })
  .use('/enrichment-batches/*', requireAiPlan)
  .get('/enrichment-batches/current', async (c) =>
    c.json({ batch: await currentEnrichmentBatch(c.var.db, c.var.userId) }),
  )
  .post('/enrichment-batches', validate('json', EnrichmentBatchInputSchema), async (c) =>
    c.json({ batch: await startEnrichmentBatch(c.var.deps, c.var.userId, c.req.valid('json').materialIds) }),
  )
  .post('/enrichment-batches/:id/pause', validate('param', IdParamSchema), async (c) =>
    c.json({ batch: await pauseEnrichmentBatch(c.var.db, c.var.userId, c.req.valid('param').id) }),
  )
  .post('/enrichment-batches/:id/resume', validate('param', IdParamSchema), async (c) =>
    c.json({ batch: await resumeEnrichmentBatch(c.var.deps, c.var.userId, c.req.valid('param').id) }),
  )
  .get('/enrichments/pending', async (c) => c.json({ items: await listPendingEnrichments(c.var.db, c.var.userId) }))
  .use('/suggestions', requireAiPlan)
  .use('/suggestions/*', requireAiPlan)
  .get('/suggestions', async (c) => c.json({ items: await listSuggestions(c.var.db) }))
  .post('/suggestions/run', async (c) => c.json(await runSuggestionBatch(c.var.deps, c.var.db, c.var.userId)))
  .post(
    '/suggestions/:id/decide',
    validate('param', IdParamSchema),
    validate('json', SuggestionDecisionInputSchema),
    async (c) =>
      c.json(await decideSuggestion(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('json').decision)),
  );
