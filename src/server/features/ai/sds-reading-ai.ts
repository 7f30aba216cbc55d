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
import { prepareAiCall } from './ai-access.ts';
import { generateWithinBudget } from './generate-within-budget.ts';

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
  const call = await prepareAiCall(deps, db, scope, { role: 'default', feature: 'sds-reading' });
  const { output, ...usage } = await generateWithinBudget(deps, db, call, {
    userId: scope.userId,
    feature: 'sds-reading',
    system: SYSTEM_PROMPT,
    prompt: buildSdsAiPrompt(pages),
    schema: SdsAiOutputSchema,
  });
  return {
    ...checkSdsAiProposals(output, pages),
    provider: call.resolved.provider,
    model: call.resolved.modelId,
    promptVersion: SDS_AI_PROMPT_VERSION,
    cost: usage.cost,
    priced: usage.priced,
  };
}
