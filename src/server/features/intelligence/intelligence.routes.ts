import { desc, like } from 'drizzle-orm';
import { z } from 'zod';
import {
  BriefingRequestSchema,
  CatalogueQuerySchema,
  ImportCatalogueSchema,
  MaterialPresenceQuerySchema,
  PerfumeIdParamSchema,
  SearchPerfumesQuerySchema,
  SeriesQuerySchema,
  TopPerfumesQuerySchema,
} from '../../../domain/intelligence/intelligence.schemas.ts';
import { CATALOGUE_PRESETS } from '../../../domain/intelligence/parse-catalogue-rows.ts';
import { importRuns } from '../../db/schema/index.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { requireFeature } from '../subscriptions/subscriptions.public.ts';
import { getBriefing } from './briefings.ts';
import { listCatalogueJobs, startCatalogueJob } from './catalogue-jobs.ts';
import { buildCustomSource, buildParfumoSource } from './catalogue-sources.ts';
import { describeCatalogues, getPerfume, listTopPerfumes, searchPerfumes } from './perfume-queries.ts';
import { checkTrends, getDiscoveries, getMaterialPresence, getSeries, getTrendOverview } from './trend-queries.ts';

export const perfumesRouter = createRouter()
  .get('/', validate('query', SearchPerfumesQuerySchema), async (c) =>
    c.json(await searchPerfumes(c.var.db, c.req.valid('query'))),
  )
  .get('/top', validate('query', TopPerfumesQuerySchema), async (c) =>
    c.json(await listTopPerfumes(c.var.db, c.req.valid('query'))),
  )
  .get('/catalogues', async (c) => {
    const parfumo = buildParfumoSource(c.var.deps.env);
    return c.json({
      catalogues: await describeCatalogues(c.var.db),
      sources: [
        {
          catalogue: parfumo.catalogue,
          title: parfumo.title,
          licence: parfumo.licence,
          attribution: parfumo.attribution,
        },
      ],
    });
  })
  .get('/:id', validate('param', PerfumeIdParamSchema), async (c) =>
    c.json(await getPerfume(c.var.db, c.var.userId, c.req.valid('param').id)),
  );

export const intelligenceRouter = createRouter()
  .get('/overview', validate('query', CatalogueQuerySchema), async (c) =>
    c.json(await getTrendOverview(c.var.db, c.req.valid('query').catalogue)),
  )
  // Advanced analytics (ADVANCED_ANALYSES in domain/subscriptions/plans.ts): Premium and Enterprise.
  .get('/series', requireFeature('analytics'), validate('query', SeriesQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json({ items: await getSeries(c.var.db, query.catalogue, query.kind, query.keys) });
  })
  .get('/material', requireFeature('analytics'), validate('query', MaterialPresenceQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await getMaterialPresence(c.var.db, query.catalogue, query.note));
  })
  .get('/briefing', async (c) => c.json({ briefing: await getBriefing(c.var.db) }))
  .post('/briefing', validate('json', BriefingRequestSchema), async (c) => {
    const body = c.req.valid('json');
    return c.json({ briefing: await c.var.deps.briefings.request({ ...body, requestedBy: c.var.userId }) });
  });

/** Outside the login gate (/discoveries). */
export const discoveriesRouter = createRouter().get('/', validate('query', CatalogueQuerySchema), async (c) =>
  c.json(await getDiscoveries(c.var.db, c.req.valid('query').catalogue)),
);

export const adminCataloguesRouter = createRouter()
  .get('/', async (c) => {
    const history = await c.var.db
      .select()
      .from(importRuns)
      .where(like(importRuns.dataset, 'catalogue:%'))
      .orderBy(desc(importRuns.startedAt))
      .limit(30);
    return c.json({ jobs: await listCatalogueJobs(c.var.deps.jobs), history, presets: CATALOGUE_PRESETS });
  })
  .post('/parfumo/run', async (c) => {
    const job = await startCatalogueJob(c.var.deps, buildParfumoSource(c.var.deps.env), c.var.userId);
    return c.json({ jobId: job?.id ?? null }, 202);
  })
  .post('/import', validate('json', ImportCatalogueSchema), async (c) => {
    const body = c.req.valid('json');
    const mapping = body.mapping ?? CATALOGUE_PRESETS[body.preset ?? 'parfumo'];
    const job = await startCatalogueJob(
      c.var.deps,
      buildCustomSource(c.var.deps.env, { ...body, mapping }),
      c.var.userId,
    );
    return c.json({ jobId: job?.id ?? null }, 202);
  })
  .get(
    '/trend-check',
    validate(
      'query',
      CatalogueQuerySchema.extend({ notes: z.string().max(300).default('oud,bergamot,vanilla,patchouli') }),
    ),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(
        await checkTrends(
          c.var.db,
          query.catalogue,
          query.notes
            .split(',')
            .map((note) => note.trim())
            .filter(Boolean)
            .slice(0, 8),
        ),
      );
    },
  );
