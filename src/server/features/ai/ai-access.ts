import { and, eq, gte, or, sql } from 'drizzle-orm';
import { APICallError } from 'ai';
import { NO_PROVIDER_MESSAGE, type ModelRole, type TextProvider } from '../../../domain/ai/ai-providers.ts';
import {
  costOfCall,
  describeCostLimit,
  describeInstanceCostLimit,
  estimateCallCost,
  isWithinCostLimit,
  startOfMonthUtc,
  type AiFeature,
} from '../../../domain/ai/ai-usage.ts';
import type { UserSettings } from '../../../domain/settings/user-settings.ts';
import type { Db } from '../../db/client.ts';
import { aiModelPrices, aiUsage } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { FetchRefusedError } from '../../lib/fetch-public.ts';
import { readAiCredentials } from '../settings/settings.public.ts';
import {
  activeConnection,
  connectionFor,
  resolveModel,
  type ProviderConnection,
  type ResolvedModel,
} from './language-models.ts';
import { findInstanceCostLimit } from './plan-cost-limits.ts';
import {
  requireWorkspaceFeature,
  resolveActiveWorkspace,
  type WorkspaceScope,
} from '../workspaces/workspaces.public.ts';

/**
 * The scope of an AI call made outside a request (a background job, an administrator's run): the user's active
 * workspace, where its spend then counts.
 */
export async function resolveAiScope(db: Db, userId: string): Promise<AiScope> {
  return { userId, workspaceId: (await resolveActiveWorkspace(db, userId)).id };
}

/**
 * AI routes need a plan with the AI feature (spec section 6): the plan table's gate, one source for every feature,
 * read from the active workspace's plan (issue 30: the plan belongs to the workspace).
 */
export const requireAiPlan = requireWorkspaceFeature('ai');

/**
 * A reservation still counts while its call may be running: every call ends within AI_CALL_TIMEOUT_SECONDS (the
 * bounded fetch), so an unsettled row older than that plus this margin is a call that crashed before settling.
 */
const RESERVATION_MARGIN_MS = 60_000;

/** AI calls one user may have running at once (reservations not yet settled): more answer 429. */
export const MAX_CONCURRENT_AI_CALLS = 3;

/**
 * Who an AI call is made for: its user, in the workspace the call is made in (issue 30). The user's own monthly limit
 * (Settings → AI) counts the user's calls in every workspace; the plan's limit on the instance's keys counts the calls
 * of every member of the workspace, and reads the workspace's plan.
 */
export type AiScope = WorkspaceScope;

/** Rows that count toward the month: settled calls, and reservations of calls that may still be running. */
function countedThisMonth(now: Date, callTimeoutSeconds: number) {
  const staleBefore = new Date(now.getTime() - callTimeoutSeconds * 1000 - RESERVATION_MARGIN_MS);
  return and(
    gte(aiUsage.createdAt, startOfMonthUtc(now)),
    or(eq(aiUsage.settled, true), gte(aiUsage.createdAt, staleBefore)),
  );
}

/**
 * The AI spend since the first of this month (UTC), in dollars, calls in flight at their estimate: the user's own
 * (`cost`, `calls`, `unpricedCalls`, `inFlight`, in every workspace) and the workspace's (`workspaceCost`,
 * `workspaceCalls`, and `instanceCost`, its members' calls on the instance's keys, which the plan's limit counts).
 */
export async function monthToDateCost(
  db: Db,
  scope: AiScope,
  now: Date,
  callTimeoutSeconds = 180,
): Promise<{
  cost: number;
  calls: number;
  unpricedCalls: number;
  instanceCost: number;
  inFlight: number;
  workspaceCost: number;
  workspaceCalls: number;
}> {
  const mine = sql`${aiUsage.userId} = ${scope.userId}`;
  const workspace = sql`${aiUsage.workspaceId} = ${scope.workspaceId}`;
  const [row] = await db
    .select({
      cost: sql<number>`coalesce(sum(${aiUsage.cost}) filter (where ${mine}), 0)::float8`,
      calls: sql<number>`count(*) filter (where ${mine} and ${aiUsage.settled})::int`,
      unpriced: sql<number>`count(*) filter (where ${mine} and ${aiUsage.settled} and not ${aiUsage.priced})::int`,
      inFlight: sql<number>`count(*) filter (where ${mine} and not ${aiUsage.settled})::int`,
      workspaceCost: sql<number>`coalesce(sum(${aiUsage.cost}) filter (where ${workspace}), 0)::float8`,
      workspaceCalls: sql<number>`count(*) filter (where ${workspace} and ${aiUsage.settled})::int`,
      instanceCost: sql<number>`coalesce(sum(${aiUsage.cost}) filter (where ${workspace} and ${aiUsage.source} = 'instance'), 0)::float8`,
    })
    .from(aiUsage)
    .where(
      and(
        or(eq(aiUsage.userId, scope.userId), eq(aiUsage.workspaceId, scope.workspaceId)),
        countedThisMonth(now, callTimeoutSeconds),
      ),
    );
  return {
    cost: Number(row?.cost ?? 0),
    instanceCost: Number(row?.instanceCost ?? 0),
    calls: Number(row?.calls ?? 0),
    unpricedCalls: Number(row?.unpriced ?? 0),
    inFlight: Number(row?.inFlight ?? 0),
    workspaceCost: Number(row?.workspaceCost ?? 0),
    workspaceCalls: Number(row?.workspaceCalls ?? 0),
  };
}

/** What a call reserved before leaving: the ai_usage row its usage settles (recordUsage) or releases. */
export type Reservation = { id: string; estimate: number; workspaceId: string };

export type PreparedCall = {
  resolved: ResolvedModel;
  connection: ProviderConnection;
  settings: UserSettings;
  reservation: Reservation;
};

/**
 * The limits that apply to a call: the user's own monthly limit (Settings → AI) always; on the instance's keys also
 * the administrator's for the workspace's plan (Admin → AI limits, else AI_INSTANCE_COST_LIMIT_PER_MONTH), counted
 * over the workspace's calls, which the user can lower but never raise.
 */
export async function costLimitsFor(
  deps: Pick<AppDeps, 'env'>,
  db: Db,
  scope: AiScope,
  settings: UserSettings,
  source: ProviderConnection['source'],
  now: Date,
): Promise<{ user: number; instance: { limit: number; planLabel: string | null } | null }> {
  const { env } = deps;
  return {
    user: settings.costLimitPerMonth,
    instance:
      source === 'instance'
        ? await findInstanceCostLimit(db, env.adminEmails, scope.workspaceId, env.AI_INSTANCE_COST_LIMIT_PER_MONTH, now)
        : null,
  };
}

/**
 * Reserves a call's estimated cost against the month's limits, atomically: under the user's and the workspace's
 * advisory locks (always taken in that order), the month's spend (reservations of calls in flight included) is read, checked and the reservation inserted in one
 * transaction, so parallel calls are counted one after another. A call is refused once the spend reaches the limit,
 * so the month ends at most one call's estimate over it (when calls cost no more than their estimate).
 */
export async function reserveAiCall(
  deps: Pick<AppDeps, 'env'>,
  db: Db,
  scope: AiScope,
  call: {
    feature: AiFeature;
    resolved: Pick<ResolvedModel, 'provider' | 'modelId' | 'source'>;
    settings: UserSettings;
  },
  now = new Date(),
): Promise<Reservation> {
  const limits = await costLimitsFor(deps, db, scope, call.settings, call.resolved.source, now);
  const [price] = await db
    .select()
    .from(aiModelPrices)
    .where(and(eq(aiModelPrices.provider, call.resolved.provider), eq(aiModelPrices.model, call.resolved.modelId)))
    .limit(1);
  const estimate = estimateCallCost(price ?? null);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ai-budget:${scope.userId}`}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ai-budget-workspace:${scope.workspaceId}`}))`);
    const spent = await monthToDateCost(tx as unknown as Db, scope, now, deps.env.AI_CALL_TIMEOUT_SECONDS);
    if (spent.inFlight >= MAX_CONCURRENT_AI_CALLS)
      throw new AppError(
        'RATE_LIMITED',
        `You have ${spent.inFlight} AI calls running; wait for one to finish before starting another.`,
        { inFlight: spent.inFlight, limit: MAX_CONCURRENT_AI_CALLS },
      );
    if (!isWithinCostLimit(spent.cost, limits.user))
      throw new AppError('AI_COST_LIMIT', describeCostLimit(spent.cost, limits.user), {
        spent: spent.cost,
        limit: limits.user,
      });
    if (limits.instance !== null && !isWithinCostLimit(spent.instanceCost, limits.instance.limit))
      throw new AppError(
        'AI_COST_LIMIT',
        describeInstanceCostLimit(spent.instanceCost, limits.instance.limit, limits.instance.planLabel ?? undefined),
        { spent: spent.instanceCost, limit: limits.instance.limit, plan: limits.instance.planLabel },
      );
    const [row] = await tx
      .insert(aiUsage)
      .values({
        userId: scope.userId,
        workspaceId: scope.workspaceId,
        feature: call.feature,
        provider: call.resolved.provider,
        model: call.resolved.modelId,
        source: call.resolved.source,
        cost: estimate,
        priced: false,
        settled: false,
      })
      .returning({ id: aiUsage.id });
    return { id: row!.id, estimate, workspaceId: scope.workspaceId };
  });
}

/** Gives a reservation back when its call failed before any usage was known. */
export async function releaseReservation(db: Db, reservation: Reservation | undefined): Promise<void> {
  if (!reservation) return;
  await db
    .update(aiUsage)
    .set({ cost: 0, settled: true })
    .where(and(eq(aiUsage.id, reservation.id), eq(aiUsage.settled, false)));
}

/** Settles a reservation at its estimate, for a call that was paid but whose usage never came (a stream cut short). */
export async function settleAtEstimate(db: Db, reservation: Reservation | undefined): Promise<void> {
  if (!reservation) return;
  await db
    .update(aiUsage)
    .set({ settled: true })
    .where(and(eq(aiUsage.id, reservation.id), eq(aiUsage.settled, false)));
}

/**
 * Everything checked before a call leaves the server: a connected provider (AI_NOT_CONFIGURED, with how to connect
 * one), then the monthly cost limits, with the call's estimate reserved (AI_COST_LIMIT). The plan gate runs before,
 * as middleware. The reservation is settled by recordUsage, or given back by releaseReservation.
 */
export async function prepareAiCall(
  deps: Pick<AppDeps, 'secretBox' | 'env'>,
  db: Db,
  scope: AiScope,
  options: { role: ModelRole; provider?: TextProvider; now?: Date; feature: AiFeature },
): Promise<PreparedCall> {
  const { settings, keys } = await readAiCredentials(db, deps.secretBox, scope.userId);
  const now = options.now ?? new Date();
  const connection = options.provider
    ? connectionFor(options.provider, settings, keys, deps.env)
    : activeConnection(settings, keys, deps.env);
  if (!connection) {
    // Over the limit says so first, as before: connecting a provider would not help.
    const spent = await monthToDateCost(db, scope, now, deps.env.AI_CALL_TIMEOUT_SECONDS);
    if (!isWithinCostLimit(spent.cost, settings.costLimitPerMonth))
      throw new AppError('AI_COST_LIMIT', describeCostLimit(spent.cost, settings.costLimitPerMonth), {
        spent: spent.cost,
        limit: settings.costLimitPerMonth,
      });
    throw new AppError('AI_NOT_CONFIGURED', NO_PROVIDER_MESSAGE);
  }
  const resolved = resolveModel(connection, options.role, settings);
  const reservation = await reserveAiCall(deps, db, scope, { feature: options.feature, resolved, settings }, now);
  return { resolved, connection, settings, reservation };
}

/**
 * Records one call: tokens in and out, and its cost from the admins' price table (unknown price: 0, unpriced).
 * With a reservation, settles it (the estimate replaced by the cost); otherwise a new row, in the reservation's
 * workspace, else `workspaceId`, else the user's active workspace.
 */
export async function recordUsage(
  db: Db,
  entry: {
    userId: string;
    workspaceId?: string;
    feature: AiFeature;
    provider: string;
    model: string;
    tokensIn: number | undefined;
    tokensOut: number | undefined;
    reservation?: Reservation;
    source?: ProviderConnection['source'];
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
  const values = {
    feature: entry.feature,
    provider: entry.provider,
    model: entry.model,
    tokensIn,
    tokensOut,
    cost,
    priced,
    settled: true,
  };
  if (entry.reservation) {
    const settled = await db
      .update(aiUsage)
      .set(values)
      .where(and(eq(aiUsage.id, entry.reservation.id), eq(aiUsage.userId, entry.userId)))
      .returning({ id: aiUsage.id });
    if (settled.length > 0) return { cost, priced };
  }
  const workspaceId =
    entry.reservation?.workspaceId ?? entry.workspaceId ?? (await resolveActiveWorkspace(db, entry.userId)).id;
  await db.insert(aiUsage).values({ ...values, userId: entry.userId, workspaceId, source: entry.source ?? 'user' });
  return { cost, priced };
}

/** The FetchRefusedError behind an error, however the AI SDK wrapped it (cause chains, retry errors). */
function findRefusal(error: unknown): FetchRefusedError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if (current instanceof FetchRefusedError) return current;
    const next = current as { cause?: unknown; lastError?: unknown; errors?: unknown[] };
    current = next.cause ?? next.lastError ?? next.errors?.at(-1);
  }
  return null;
}

const UNREACHABLE_MESSAGE = 'The provider could not be reached. Check the base URL and that the server is running.';

/**
 * A provider's failure as a sentence the user can act on, without the key or the provider's raw body. It never
 * repeats the remote status or tells a closed port from an open one that does not answer as a provider (a base
 * URL is the user's input: the answer must not make it a port scanner). The key is removed whatever was echoed.
 */
export function describeProviderError(error: unknown, connection: Pick<ProviderConnection, 'apiKey'>): string {
  let message: string;
  const refusal = findRefusal(error);
  if (refusal?.code === 'NOT_ALLOWED')
    message =
      'The base URL is not a public address. Only public addresses can be called; an administrator can allow a private host (a local Ollama) in FETCH_ALLOWED_HOSTS.';
  else if (refusal?.code === 'TOO_LARGE')
    message = 'The provider’s answer was larger than Sillage accepts for one call; it was not read.';
  else if (refusal?.code === 'TIMEOUT') message = 'The provider did not answer in time.';
  else if (refusal?.code === 'BAD_URL' || refusal?.code === 'TOO_MANY_REDIRECTS')
    message = 'The base URL is not a valid provider address. Check it in Settings → AI.';
  else if (refusal) message = UNREACHABLE_MESSAGE;
  else if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 401 || status === 403) message = 'The provider refused the key. Check it in Settings → AI.';
    else if (status === 429) message = 'The provider is rate limiting this key. Try again in a minute.';
    else if (status)
      message =
        'The provider answered with an error. Check the model names and the base URL in Settings → AI, or try again later.';
    else message = UNREACHABLE_MESSAGE;
  } else if (
    error instanceof Error &&
    /fetch failed|ECONNREFUSED|ENOTFOUND|ETIMEDOUT/i.test(
      `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`,
    )
  ) {
    message = UNREACHABLE_MESSAGE;
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
