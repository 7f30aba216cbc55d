import type { ModelMessage } from 'ai';
import {
  buildWizardPrompt,
  buildWizardRetryPrompt,
  resolveWizardLines,
  WIZARD_PROMPT_CANDIDATES,
  WIZARD_PROMPT_VERSION,
  WizardModelOutputSchema,
  type WizardStructureInput,
} from '../../../domain/ai/wizard-structure.ts';
import { findMaxPercentAlone } from '../../../domain/formulas/find-max-percent-alone.ts';
import { DEFAULT_FINISHED_PRODUCT, type FinishedProduct } from '../../../domain/formulas/formula-row.ts';
import {
  buildWizardRows,
  summariseProposal,
  type WizardCandidate,
  type WizardGap,
} from '../../../domain/formulas/propose-formula-structure.ts';
import { deriveNotePosition } from '../../../domain/materials/note-position.ts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { AppError } from '../../lib/app-error.ts';
import { listWizardCandidates } from '../formulas/formulas.public.ts';
import { loadUserComplianceContext } from '../regulatory/regulatory.public.ts';
import { prepareAiCall, reserveAiCall } from './ai-access.ts';
import { generateWithinBudget } from './generate-within-budget.ts';
import { summariseCompliance } from './formula-proposals.ts';

const SYSTEM_PROMPT =
  'You are a senior perfumer drafting a starting structure from a given palette. You use only the materials listed, by their reference, and keep each within its stated IFRA maximum.';

/** The model gets one more try when the engine refuses its first structure. */
const MAX_ATTEMPTS = 2;

const tierOf = (candidate: WizardCandidate) =>
  candidate.notePosition === 'top' || candidate.notePosition === 'heart' || candidate.notePosition === 'base'
    ? candidate.notePosition
    : deriveNotePosition(candidate.substantivityHours);

/**
 * The formula wizard's structure asked of the model (structured output): the server shows it the user's library
 * materials of the family (each with its IFRA maximum from the compliance engine), resolves the answer against that
 * list (a material the model names outside it is left out and said so: no CAS, name or limit comes from the model),
 * then runs the compliance engine on the whole structure. Over its limits, the model is told what fails and asked once
 * more; if it still fails, `offered` is false and the failures are returned to be explained.
 */
export async function proposeStructureWithModel(
  deps: Pick<AppDeps, 'secretBox' | 'env' | 'logger' | 'complianceInputs'>,
  database: Database,
  scope: WorkspaceScope,
  input: WizardStructureInput,
) {
  const { userId } = scope;
  const { db } = database;
  const library = await listWizardCandidates(db, scope, input.family);
  if (library.items.length === 0)
    throw new AppError(
      'NOT_FOUND',
      `The library has no ${input.family} material with a known substantivity: import reference data or add your own materials with a family and substantivity.`,
    );
  const context = await loadUserComplianceContext({ database, complianceInputs: deps.complianceInputs }, userId, {
    materialIds: library.items.map((item) => item.id),
  });
  const withLimits: WizardCandidate[] = library.items.map((item) => ({
    ...item,
    maxPercent: findMaxPercentAlone(context.userEngine, item.id, input.ifraCategory, input.dosagePercent),
  }));
  const prohibited = withLimits.filter((candidate) => candidate.maxPercent === 'prohibited');
  const shown = withLimits
    .filter((candidate) => candidate.maxPercent !== 'prohibited')
    .slice(0, WIZARD_PROMPT_CANDIDATES);
  const prepared = await prepareAiCall(deps, db, scope, { role: 'default', feature: 'wizard' });
  const { resolved } = prepared;
  let reservation = prepared.reservation;
  const product: FinishedProduct = {
    ...DEFAULT_FINISHED_PRODUCT,
    ifraCategory: input.ifraCategory,
    dosagePercent: input.dosagePercent,
    application: input.productType === 'shower-gel' ? 'rinse-off' : 'leave-on',
  };
  const gaps: WizardGap[] = prohibited.length > 0 ? [{ kind: 'prohibited-left-out', count: prohibited.length }] : [];
  const messages: ModelMessage[] = [{ role: 'user', content: buildWizardPrompt(input, shown, tierOf) }];
  let cost = 0;
  let priced = true;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    // The retry is another call: reserved against the limit like the first.
    if (attempts > 1)
      reservation = await reserveAiCall(deps, db, scope, { feature: 'wizard', resolved, settings: prepared.settings });
    const { output, ...usage } = await generateWithinBudget(
      deps,
      db,
      { ...prepared, reservation },
      { userId, feature: 'wizard', system: SYSTEM_PROMPT, prompt: messages, schema: WizardModelOutputSchema },
    );
    cost = Math.round((cost + usage.cost) * 1_000_000) / 1_000_000;
    priced &&= usage.priced;
    const { lines, unknownRefs } = resolveWizardLines(output, shown);
    const verdict =
      lines.length > 0
        ? await summariseCompliance(
            { database, complianceInputs: deps.complianceInputs },
            scope,
            'wizard',
            buildWizardRows(lines),
            product,
          )
        : null;
    // Once, the model is told what the engine refused and asked again; a second refusal is shown, explained.
    if (verdict && !verdict.limitsMet && attempts < MAX_ATTEMPTS) {
      messages.push(
        { role: 'assistant', content: JSON.stringify(output) },
        { role: 'user', content: buildWizardRetryPrompt(verdict.failing) },
      );
      continue;
    }
    return {
      proposal: summariseProposal(lines, input.budgetPerGram, gaps),
      currency: library.currency,
      rationale: output.rationale.trim(),
      unknownRefs,
      offered: verdict !== null && verdict.limitsMet,
      verdict: verdict && {
        isCompliant: verdict.isCompliant,
        limitsMet: verdict.limitsMet,
        failing: verdict.failing,
        specificationsToCheck: verdict.specificationsToCheck,
      },
      attempts,
      provenance: {
        provider: resolved.provider,
        model: resolved.modelId,
        promptVersion: WIZARD_PROMPT_VERSION,
        label: 'AI-generated' as const,
      },
      cost,
      priced,
    };
  }
}
