import { generateText, Output } from 'ai';
import {
  buildSdsAiPrompt,
  checkSdsAiProposals,
  SDS_AI_PROMPT_VERSION,
  SdsAiOutputSchema,
  type SdsAiReading,
} from '../../../domain/clp/check-sds-ai-proposals.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { prepareAiCall, providerFailure, recordUsage, releaseReservation } from './ai-access.ts';

const SYSTEM_PROMPT =
  'You read safety data sheets. You copy what the sheet states, with the page and an exact quote, and never add a classification, CAS number or concentration the text does not contain.';

/**
 * The model's proposals for sections 2 and 3 of a supplier's SDS (issue 31, Data), from the text of its pages: each
 * must cite its page and a quote found in that page's text, else it is dropped (checkSdsAiProposals). Counted in
 * the workspace's AI budget (prepareAiCall reserves, recordUsage settles); nothing is saved.
 */
export async function proposeSdsFieldsWithAi(
  deps: Pick<AppDeps, 'secretBox' | 'env' | 'logger'>,
  db: Db,
  scope: WorkspaceScope,
  pages: readonly string[],
): Promise<SdsAiReading & { provider: string; model: string; promptVersion: string; cost: number; priced: boolean }> {
  const { resolved, connection, reservation } = await prepareAiCall(deps, db, scope, {
    role: 'default',
    feature: 'sds-reading',
  });
  let result;
  try {
    result = await generateText({
      model: resolved.model,
      system: SYSTEM_PROMPT,
      prompt: buildSdsAiPrompt(pages),
      output: Output.object({ schema: SdsAiOutputSchema }),
      maxRetries: 1,
    });
  } catch (error) {
    await releaseReservation(db, reservation);
    throw providerFailure(error, connection, deps);
  }
  const usage = await recordUsage(db, {
    reservation,
    userId: scope.userId,
    feature: 'sds-reading',
    provider: resolved.provider,
    model: resolved.modelId,
    tokensIn: result.usage.inputTokens,
    tokensOut: result.usage.outputTokens,
  });
  return {
    ...checkSdsAiProposals(result.output, pages),
    provider: resolved.provider,
    model: resolved.modelId,
    promptVersion: SDS_AI_PROMPT_VERSION,
    cost: usage.cost,
    priced: usage.priced,
  };
}
