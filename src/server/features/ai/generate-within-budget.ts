import { generateText, Output, type ModelMessage } from 'ai';
import type { z } from 'zod';
import type { AiFeature } from '../../../domain/ai/ai-usage.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { providerFailure, recordUsage, releaseReservation, type PreparedCall } from './ai-access.ts';

/**
 * One structured-output call on a call prepareAiCall reserved: the model answers `schema` (one retry); when the
 * provider fails the reservation is given back and the failure answered as AI_PROVIDER_FAILED (providerFailure),
 * else the reservation is settled with the call's tokens and cost. What the SDS reading, the material enrichments,
 * the material suggestions, the briefing narrative and the formula wizard share.
 */
export async function generateWithinBudget<Schema extends z.ZodType>(
  deps: Pick<AppDeps, 'env' | 'logger'>,
  db: Db,
  call: PreparedCall,
  request: {
    userId: string;
    feature: AiFeature;
    system?: string;
    /** The user's turn, or the whole conversation so far (the wizard's retry). */
    prompt: string | ModelMessage[];
    schema: Schema;
  },
): Promise<{ output: z.output<Schema>; cost: number; priced: boolean }> {
  const { resolved, connection, reservation } = call;
  let result;
  try {
    result = await generateText({
      model: resolved.model,
      system: request.system,
      ...(typeof request.prompt === 'string' ? { prompt: request.prompt } : { messages: request.prompt }),
      output: Output.object({ schema: request.schema }),
      maxRetries: 1,
    });
  } catch (error) {
    await releaseReservation(db, reservation);
    throw providerFailure(error, connection, deps);
  }
  const usage = await recordUsage(db, {
    reservation,
    userId: request.userId,
    feature: request.feature,
    provider: resolved.provider,
    model: resolved.modelId,
    tokensIn: result.usage.inputTokens,
    tokensOut: result.usage.outputTokens,
  });
  // The SDK checked the answer against the schema already; parsing it again gives it the schema's type without a cast.
  return { output: request.schema.parse(result.output), cost: usage.cost, priced: usage.priced };
}
