import { desc, eq } from 'drizzle-orm';
import { ScraperSourceInputSchema, SourceIdParamSchema } from '../../../domain/pricing/pricing.schemas.ts';
import { scraperRuns, scraperSources } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { isScraperRunning, startScraperRun } from './run-scraper.ts';

/** /api/admin/scrapers: vendor catalogue sources, their runs (progress and log) and a run-now action. */
export const adminScrapersRouter = createRouter()
  .get('/', async (c) => {
    const { db, deps } = c.var;
    const sources = await db.select().from(scraperSources).orderBy(scraperSources.vendor);
    const withRuns = await Promise.all(
      sources.map(async (source) => {
        const [lastRun] = await db
          .select()
          .from(scraperRuns)
          .where(eq(scraperRuns.sourceId, source.id))
          .orderBy(desc(scraperRuns.startedAt))
          .limit(1);
        return { ...source, isRunning: await isScraperRunning(deps.jobs, source.id), lastRun: lastRun ?? null };
      }),
    );
    return c.json({ sources: withRuns });
  })
  .post('/', validate('json', ScraperSourceInputSchema), async (c) => {
    const [source] = await c.var.db
      .insert(scraperSources)
      .values({ ...c.req.valid('json'), createdBy: c.var.userId })
      .returning();
    return c.json({ source }, 201);
  })
  .put('/:id', validate('param', SourceIdParamSchema), validate('json', ScraperSourceInputSchema), async (c) => {
    const [source] = await c.var.db
      .update(scraperSources)
      .set({ ...c.req.valid('json'), updatedAt: new Date() })
      .where(eq(scraperSources.id, c.req.valid('param').id))
      .returning();
    if (!source) throw new AppError('NOT_FOUND', 'Source not found');
    return c.json({ source });
  })
  .delete('/:id', validate('param', SourceIdParamSchema), async (c) => {
    const deleted = await c.var.db
      .delete(scraperSources)
      .where(eq(scraperSources.id, c.req.valid('param').id))
      .returning({ id: scraperSources.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Source not found');
    return c.json({ deleted: true });
  })
  .post('/:id/run', validate('param', SourceIdParamSchema), async (c) => {
    const started = await startScraperRun(
      { db: c.var.db, jobs: c.var.deps.jobs },
      c.req.valid('param').id,
      c.var.userId,
    );
    return c.json({ runId: started?.runId ?? null }, 202);
  })
  .get('/:id/runs', validate('param', SourceIdParamSchema), async (c) => {
    const runs = await c.var.db
      .select()
      .from(scraperRuns)
      .where(eq(scraperRuns.sourceId, c.req.valid('param').id))
      .orderBy(desc(scraperRuns.startedAt))
      .limit(20);
    return c.json({ runs });
  });
