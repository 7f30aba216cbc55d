import { and, desc, eq } from 'drizzle-orm';
import { generateText } from 'ai';
import { NO_PROVIDER_MESSAGE, providerInfo, TEXT_PROVIDERS } from '../../../domain/ai/ai-providers.ts';
import { WizardStructureInputSchema } from '../../../domain/ai/wizard-structure.ts';
import { EnrichmentReviewInputSchema } from '../../../domain/ai/material-enrichment.ts';
import {
  ChatInputSchema,
  IdParamSchema,
  MaterialIdParamSchema,
  TestConnectionInputSchema,
} from '../../../domain/ai/ai.schemas.ts';
import { aiUsage } from '../../db/schema/index.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-context.ts';
import {
  assertWorkspacePermission,
  getRequestScope,
  getRequestWorkspace,
  requireWorkspacePermission,
} from '../workspaces/workspaces.public.ts';
import { readAiCredentials } from '../settings/settings.public.ts';
import {
  describeProviderError,
  monthToDateCost,
  prepareAiCall,
  recordUsage,
  releaseReservation,
  requireAiPlan,
} from './ai-access.ts';
import { activeConnection, connectionFor } from './language-models.ts';
import { writeBriefingNarrative } from './briefing-narrative.ts';
import { listConversations, readConversation, startChat } from './assistant.ts';
import { applyProposal, discardProposal } from './formula-proposals.ts';
import { proposeStructureWithModel } from './wizard-structure.ts';
import { deleteImage, generateMaterialImage, listMaterialImages, readImageFile } from './material-images.ts';
import { enrichMaterial, listMaterialEnrichments, reviewEnrichments } from './material-enrichments.ts';

type TestConnectionResult = { ok: boolean; provider: string; model: string; ms: number; message: string };

/** Every write of /api/ai spends or changes something of the workspace's AI: the role must grant `ai.use` (issue 30). */
const requireAiUse = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET') assertWorkspacePermission(await getRequestWorkspace(c), 'ai.use');
  await next();
});

/**
 * /api/ai: every route behind the plan gate of the active workspace's plan (free plan: 403 with the plan's message),
 * and every write behind the role's `ai.use`. Calls that reach a model also pass the monthly cost limits (the user's,
 * and the workspace's plan on the instance's keys) and need a connected provider (prepareAiCall) before anything
 * leaves the server.
 */
export const aiRouter = createRouter()
  .use(requireAiPlan)
  .use(requireAiUse)
  .get('/status', async (c) => {
    const { settings, keys } = await readAiCredentials(c.var.db, c.var.deps.secretBox, c.var.userId);
    const env = c.var.deps.env;
    const active = activeConnection(settings, keys, env);
    const spent = await monthToDateCost(c.var.db, await getRequestScope(c), new Date());
    return c.json({
      connected: active !== null,
      provider: active
        ? { id: active.provider, label: providerInfo(active.provider).label, source: active.source }
        : null,
      message: active ? null : NO_PROVIDER_MESSAGE,
      providers: TEXT_PROVIDERS.map((info) => {
        const connection = connectionFor(info.id, settings, keys, env);
        return {
          id: info.id,
          label: info.label,
          needsKey: info.keySlot !== null,
          keySlot: info.keySlot,
          defaults: info.models,
          connected: connection !== null,
          source: connection?.source ?? null,
        };
      }),
      usage: {
        monthToDate: spent.cost,
        calls: spent.calls,
        unpricedCalls: spent.unpricedCalls,
        limit: settings.costLimitPerMonth,
        /** The active workspace's month: every member's calls, and those on the instance's keys its plan limits. */
        workspace: { monthToDate: spent.workspaceCost, calls: spent.workspaceCalls, instanceCost: spent.instanceCost },
      },
    });
  })
  .get('/usage', async (c) => {
    const scope = await getRequestScope(c);
    const spent = await monthToDateCost(c.var.db, scope, new Date());
    const { settings } = await readAiCredentials(c.var.db, c.var.deps.secretBox, c.var.userId);
    const recent = await c.var.db
      .select({
        feature: aiUsage.feature,
        provider: aiUsage.provider,
        model: aiUsage.model,
        tokensIn: aiUsage.tokensIn,
        tokensOut: aiUsage.tokensOut,
        cost: aiUsage.cost,
        priced: aiUsage.priced,
        createdAt: aiUsage.createdAt,
      })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, scope.userId), eq(aiUsage.workspaceId, scope.workspaceId)))
      .orderBy(desc(aiUsage.createdAt))
      .limit(20);
    return c.json({
      monthToDate: spent.cost,
      calls: spent.calls,
      unpricedCalls: spent.unpricedCalls,
      limit: settings.costLimitPerMonth,
      workspace: { monthToDate: spent.workspaceCost, calls: spent.workspaceCalls, instanceCost: spent.instanceCost },
      recent: recent.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    });
  })
  .post('/test-connection', validate('json', TestConnectionInputSchema), async (c) => {
    const { provider } = c.req.valid('json');
    const { resolved, connection, reservation } = await prepareAiCall(c.var.deps, c.var.db, await getRequestScope(c), {
      role: 'fast',
      provider,
      feature: 'test-connection',
    });
    const started = performance.now();
    try {
      const result = await generateText({
        model: resolved.model,
        prompt: 'Reply with the single word OK.',
        maxOutputTokens: 16,
        maxRetries: 0,
      });
      await recordUsage(c.var.db, {
        reservation,
        userId: c.var.userId,
        feature: 'test-connection',
        provider: resolved.provider,
        model: resolved.modelId,
        tokensIn: result.usage.inputTokens,
        tokensOut: result.usage.outputTokens,
      });
      const body: TestConnectionResult = {
        ok: true,
        provider,
        model: resolved.modelId,
        ms: Math.round(performance.now() - started),
        message: `Connected: ${resolved.modelId} answered.`,
      };
      return c.json(body);
    } catch (error) {
      await releaseReservation(c.var.db, reservation);
      const body: TestConnectionResult = {
        ok: false,
        provider,
        model: resolved.modelId,
        ms: Math.round(performance.now() - started),
        message: describeProviderError(error, connection),
      };
      return c.json(body);
    }
  })
  .get('/materials/:id/enrichments', validate('param', MaterialIdParamSchema), async (c) => {
    return c.json({
      items: await listMaterialEnrichments(c.var.db, await getRequestScope(c), c.req.valid('param').id),
    });
  })
  .post('/materials/:id/enrich', validate('param', MaterialIdParamSchema), async (c) => {
    return c.json(await enrichMaterial(c.var.deps, c.var.db, await getRequestScope(c), c.req.valid('param').id));
  })
  .get('/materials/:id/images', validate('param', MaterialIdParamSchema), async (c) =>
    c.json(await listMaterialImages(c.var.deps, c.var.db, await getRequestScope(c), c.req.valid('param').id)),
  )
  .post('/materials/:id/images', validate('param', MaterialIdParamSchema), async (c) =>
    c.json(await generateMaterialImage(c.var.deps, c.var.db, await getRequestScope(c), c.req.valid('param').id), 201),
  )
  .get('/images/:id/file', validate('param', IdParamSchema), async (c) => {
    const file = await readImageFile(c.var.deps, c.var.db, c.var.userId, c.req.valid('param').id);
    // An image never changes under its id: the browser keeps it, privately (it is one user's).
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.mediaType,
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  })
  .delete('/images/:id', validate('param', IdParamSchema), async (c) =>
    c.json(await deleteImage(c.var.deps, c.var.db, c.var.userId, c.req.valid('param').id)),
  )
  .post('/enrichments/review', validate('json', EnrichmentReviewInputSchema), async (c) => {
    return c.json({ items: await reviewEnrichments(c.var.db, c.var.userId, c.req.valid('json')) });
  })
  .post('/chat', validate('json', ChatInputSchema), async (c) => {
    const stream = await startChat(c.var.deps, c.var.deps.database, await getRequestScope(c), c.req.valid('json'));
    return c.body(stream, 200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
  })
  .get('/conversations', async (c) => c.json({ items: await listConversations(c.var.db, await getRequestScope(c)) }))
  .get('/conversations/:id', validate('param', IdParamSchema), async (c) => {
    return c.json(await readConversation(c.var.db, await getRequestScope(c), c.req.valid('param').id));
  })
  .post(
    '/proposals/:id/apply',
    requireWorkspacePermission('formulas.edit'),
    validate('param', IdParamSchema),
    async (c) => c.json(await applyProposal(c.var.deps.database, await getRequestScope(c), c.req.valid('param').id)),
  )
  .post('/proposals/:id/discard', validate('param', IdParamSchema), async (c) => {
    return c.json(await discardProposal(c.var.deps.database, c.var.userId, c.req.valid('param').id));
  })
  .post('/briefing-narrative', async (c) =>
    c.json(await writeBriefingNarrative(c.var.deps, c.var.db, await getRequestScope(c))),
  )
  .post('/wizard-structure', validate('json', WizardStructureInputSchema), async (c) =>
    c.json(
      await proposeStructureWithModel(c.var.deps, c.var.deps.database, await getRequestScope(c), c.req.valid('json')),
    ),
  );
