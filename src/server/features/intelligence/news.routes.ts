import { z } from 'zod';
import {
  CreateFeedSchema,
  FeedIdParamSchema,
  ListArticlesQuerySchema,
  UpdateFeedSchema,
} from '../../../domain/intelligence/intelligence.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { createFeed, deleteFeed, listFeeds, updateFeed } from './news-feeds.ts';
import { listArticles, listHeadlines } from './news-queries.ts';
import { fetchNewsNow } from './news-schedule.ts';

export const newsRouter = createRouter()
  .get('/', validate('query', ListArticlesQuerySchema), async (c) =>
    c.json(await listArticles(c.var.db, c.req.valid('query'))),
  )
  .get(
    '/headlines',
    validate('query', z.object({ limit: z.coerce.number().int().min(1).max(10).default(5) })),
    async (c) => c.json({ items: await listHeadlines(c.var.db, c.req.valid('query').limit) }),
  );

export const adminNewsFeedsRouter = createRouter()
  .get('/', async (c) => c.json({ items: await listFeeds(c.var.db) }))
  .post('/', validate('json', CreateFeedSchema), async (c) =>
    c.json({ feed: await createFeed(c.var.db, c.req.valid('json')) }, 201),
  )
  .put('/:id', validate('param', FeedIdParamSchema), validate('json', UpdateFeedSchema), async (c) =>
    c.json({ feed: await updateFeed(c.var.db, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete('/:id', validate('param', FeedIdParamSchema), async (c) => {
    await deleteFeed(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/fetch', async (c) => c.json({ results: await fetchNewsNow(c.var.deps.jobs, c.var.userId) }));
