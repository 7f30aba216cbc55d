import {
  BRIEFING_PROMPT_VERSION,
  BriefingNarrativeSchema,
  buildBriefingPrompt,
  checkNarrative,
} from '../../../domain/ai/briefing-narrative.ts';
import type { Briefing } from '../../../domain/intelligence/assemble-briefing.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { getBriefing } from '../intelligence/intelligence.public.ts';
import { prepareAiCall } from './ai-access.ts';
import { generateWithinBudget } from './generate-within-budget.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';

/**
 * The latest computed briefing written up by the model (intelligence-briefing of spec section 7): the model sees only
 * the briefing's numbered points; a paragraph whose numbers are not all in the points it cites is dropped, and every
 * kept paragraph links to its sources.
 */
export async function writeBriefingNarrative(
  deps: Pick<AppDeps, 'secretBox' | 'env' | 'logger'>,
  db: Db,
  scope: WorkspaceScope,
) {
  const { userId } = scope;
  const latest = await getBriefing(db);
  const briefing = (latest && !latest.error ? latest.briefingData : null) as Briefing | null;
  if (!latest || !briefing || briefing.points.length === 0) {
    throw new AppError(
      'NOT_FOUND',
      'There is no computed briefing with trend points yet: refresh the briefing on the intelligence screen once the catalogue is imported.',
    );
  }
  const call = await prepareAiCall(deps, db, scope, { role: 'default', feature: 'briefing' });
  const { output, ...usage } = await generateWithinBudget(deps, db, call, {
    userId,
    feature: 'briefing',
    prompt: buildBriefingPrompt(briefing.points),
    schema: BriefingNarrativeSchema,
  });
  const checked = checkNarrative(output, briefing.points);
  return {
    briefingId: latest.id,
    paragraphs: checked.paragraphs.map((paragraph) => ({
      text: paragraph.text,
      sources: paragraph.facts.map((fact) => fact.source),
    })),
    dropped: checked.dropped,
    provenance: {
      provider: call.resolved.provider,
      model: call.resolved.modelId,
      promptVersion: BRIEFING_PROMPT_VERSION,
      label: 'AI-generated' as const,
    },
    cost: usage.cost,
    priced: usage.priced,
  };
}
