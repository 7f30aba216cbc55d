import { requireFeature } from '../../lib/require-feature.ts';
import { and, eq, gte, sql } from 'drizzle-orm';
import { APICallError } from 'ai';
import { NO_PROVIDER_MESSAGE, type ModelRole, type TextProvider } from '../../../domain/ai/ai-providers.ts';
import {
  costOfCall,
  describeCostLimit,
  isWithinCostLimit,
  startOfMonthUtc,
  type AiFeature,
} from '../../../domain/ai/ai-usage.ts';
import type { UserSettings } from '../../../domain/settings/user-settings.ts';
import type { Db } from '../../db/client.ts';
import { aiModelPrices, aiUsage } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { readAiCredentials } from '../settings/user-settings-store.ts';
import {
  activeConnection,
  connectionFor,
  resolveModel,
  type ProviderConnection,
  type ResolvedModel,
} from './language-models.ts';

/** AI routes need a plan with the AI feature (spec section 6): the plan table's gate, one source for every feature. */
export const requireAiPlan = requireFeature('ai');

/** The user's AI spend since the first of this month (UTC), in dollars. */
export async function monthToDateCost(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ cost: number; calls: number; unpricedCalls: number }> {
  const [row] = await db
    .select({
      cost: sql<number>`coalesce(sum(${aiUsage.cost}), 0)::float8`,
      calls: sql<number>`count(*)::int`,
      unpriced: sql<number>`count(*) filter (where not ${aiUsage.priced})::int`,
    })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, startOfMonthUtc(now))));
  return { cost: Number(row?.cost ?? 0), calls: Number(row?.calls ?? 0), unpricedCalls: Number(row?.unpriced ?? 0) };
}

export type PreparedCall = { resolved: ResolvedModel; connection: ProviderConnection; settings: UserSettings };

/**
 * Everything checked before a call leaves the server: the monthly cost limit (AI_COST_LIMIT), then a connected
 * provider (AI_NOT_CONFIGURED, with how to connect one). The plan gate runs before, as middleware.
 */
export async function prepareAiCall(
  deps: Pick<AppDeps, 'secretBox' | 'env'>,
  db: Db,
  userId: string,
  options: { role: ModelRole; provider?: TextProvider; now?: Date },
): Promise<PreparedCall> {
  const { settings, keys } = await readAiCredentials(db, deps.secretBox, userId);
  const spent = await monthToDateCost(db, userId, options.now ?? new Date());
  if (!isWithinCostLimit(spent.cost, settings.costLimitPerMonth)) {
    throw new AppError('AI_COST_LIMIT', describeCostLimit(spent.cost, settings.costLimitPerMonth), {
      spent: spent.cost,
      limit: settings.costLimitPerMonth,
    });
  }
  const connection = options.provider
    ? connectionFor(options.provider, settings, keys, deps.env)
    : activeConnection(settings, keys, deps.env);
  if (!connection) throw new AppError('AI_NOT_CONFIGURED', NO_PROVIDER_MESSAGE);
  return { resolved: resolveModel(connection, options.role, settings), connection, settings };
}

/** Records one call: tokens in and out, and its cost from the admins' price table (unknown price: 0, unpriced). */
export async function recordUsage(
  db: Db,
  entry: {
    userId: string;
    feature: AiFeature;
    provider: string;
    model: string;
    tokensIn: number | undefined;
    tokensOut: number | undefined;
  },
): Promise<{ cost: number; priced: boolean }> {
  const [price] = await db
    .select()
    .from(aiModelPrices)
    .where(and(eq(aiModelPrices.provider, entry.provider), eq(aiModelPrices.model, entry.model)))
    .limit(1);
  const tokensIn = Math.max(0, Math.round(entry.tokensIn ?? 0));
  const tokensOut = Math.max(0, Math.round(entry.tokensOut ?? 0));
  const { cost, priced } = costOfCall(price ?? null, tokensIn, tokensOut);
  await db.insert(aiUsage).values({
    userId: entry.userId,
    feature: entry.feature,
    provider: entry.provider,
    model: entry.model,
    tokensIn,
    tokensOut,
    cost,
    priced,
  });
  return { cost, priced };
}

/**
 * A provider's failure as a sentence the user can act on, without the key or the provider's raw body.
 * The key is removed from the message whatever the provider echoed.
 */
export function describeProviderError(error: unknown, connection: ProviderConnection): string {
  let message: string;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 401 || status === 403) message = 'The provider refused the key. Check it in Settings → AI.';
    else if (status === 404)
      message =
        'The provider does not know this model, or the base URL is wrong. Check the model names and the URL in Settings → AI.';
    else if (status === 429) message = 'The provider is rate limiting this key. Try again in a minute.';
    else if (status) message = `The provider answered with an error (HTTP ${status}).`;
    else message = 'The provider could not be reached. Check the base URL and that the server is running.';
  } else if (
    error instanceof Error &&
    /fetch failed|ECONNREFUSED|ENOTFOUND|ETIMEDOUT/i.test(
      `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`,
    )
  ) {
    message = 'The provider could not be reached. Check the base URL and that the server is running.';
  } else if (error instanceof Error && error.name.includes('NoObjectGenerated')) {
    message = 'The model did not return the structured answer asked for. Try again, or choose a stronger model.';
  } else {
    message = 'The provider call failed.';
  }
  return connection.apiKey ? message.replaceAll(connection.apiKey, '••••') : message;
}

/** A provider failure as an AppError (502), logged without the key. */
export function providerFailure(
  error: unknown,
  connection: ProviderConnection,
  deps: Pick<AppDeps, 'logger'>,
): AppError {
  const message = describeProviderError(error, connection);
  deps.logger.warn(
    { provider: connection.provider, reason: message, errorName: error instanceof Error ? error.name : typeof error },
    'AI provider call failed',
  );
  return new AppError('AI_PROVIDER_FAILED', message);
}
