import { and, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  buildSuggestionsPrompt,
  keepConfident,
  normalisePairs,
  SUGGESTIONS_PROMPT_VERSION,
  SuggestionsOutputSchema,
} from '../../../domain/ai/material-suggestions.ts';
import type { Db } from '../../db/client.ts';
import { aiMaterialSuggestions, materials } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { getUserSettings } from '../settings/settings.public.ts';
import { prepareAiCall, releaseReservation, resolveAiScope } from './ai-access.ts';
import { generateWithinBudget } from './generate-within-budget.ts';

const SYSTEM_PROMPT =
  'You are a careful perfumery raw-materials expert. You classify only what you know and never invent CAS numbers.';

/**
 * One batch: the next reference materials (by name) with no suggestion yet, as many as the admin's batch size,
 * sent to the admin's model in one structured call. Kept: classifications at or above the classification threshold,
 * pairs at or above the consolidation threshold (the admin's settings, 0.8 and 0.75 by default). Nothing is written
 * to the materials: suggestions wait for the admin's decision.
 */
export async function runSuggestionBatch(deps: Pick<AppDeps, 'secretBox' | 'env' | 'logger'>, db: Db, adminId: string) {
  const switches = await getUserSettings(db, deps.secretBox, adminId);
  if (!switches.materialClassifierEnabled && !switches.consolidationEnabled)
    throw new AppError(
      'CONFLICT',
      'The material classifier and consolidation are both turned off in Settings → Material processing: turn one on to run a batch.',
    );
  const call = await prepareAiCall(deps, db, await resolveAiScope(db, adminId), {
    role: 'default',
    feature: 'classification',
  });
  const { resolved, settings, reservation } = call;
  const batchSize = Math.max(1, Math.min(1000, Math.round(settings.consolidationBatchSize)));
  const batch = await db
    .select({
      id: materials.id,
      name: materials.name,
      cas: materials.cas,
      odourFamily: materials.odourFamily,
      notePosition: materials.notePosition,
      odourDescriptors: materials.odourDescriptors,
    })
    .from(materials)
    .where(
      and(
        isNull(materials.userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(aiMaterialSuggestions)
            .where(eq(aiMaterialSuggestions.materialId, materials.id)),
        ),
      ),
    )
    .orderBy(materials.name)
    .limit(batchSize);
  if (batch.length === 0) {
    await releaseReservation(db, reservation);
    return { considered: 0, classifications: 0, duplicates: 0, discarded: 0, cost: 0, priced: true };
  }
  const refs = new Map(batch.map((material, index) => [`M${index + 1}`, material.id]));
  const { output, ...usage } = await generateWithinBudget(deps, db, call, {
    userId: adminId,
    feature: 'classification',
    system: SYSTEM_PROMPT,
    prompt: buildSuggestionsPrompt(batch.map((material, index) => ({ ...material, ref: `M${index + 1}` }))),
    schema: SuggestionsOutputSchema,
  });
  const known = output.classifications.filter((item) => refs.has(item.ref.trim()));
  // The admin's Material processing switches: the classifier's suggestions and the duplicate pairs are kept only
  // while their switch is on.
  const classifications = settings.materialClassifierEnabled
    ? keepConfident(known, settings.classificationThreshold)
    : [];
  const pairs = normalisePairs(output.duplicates, refs);
  const duplicates = settings.consolidationEnabled ? keepConfident(pairs, settings.consolidationThreshold) : [];
  const provenance = {
    provider: resolved.provider,
    model: resolved.modelId,
    promptVersion: SUGGESTIONS_PROMPT_VERSION,
    requestedBy: adminId,
  };
  const rows = [
    ...classifications.map((item) => ({
      ...provenance,
      kind: 'classification',
      materialId: refs.get(item.ref.trim())!,
      otherMaterialId: null,
      proposal: { odourFamily: item.odourFamily.trim(), notePosition: item.notePosition },
      confidence: item.confidence,
    })),
    ...duplicates.map((pair) => ({
      ...provenance,
      kind: 'duplicate',
      materialId: pair.materialId,
      otherMaterialId: pair.otherMaterialId,
      proposal: { reason: pair.reason },
      confidence: pair.confidence,
    })),
  ];
  if (rows.length > 0) await db.insert(aiMaterialSuggestions).values(rows);
  return {
    considered: batch.length,
    classifications: classifications.length,
    duplicates: duplicates.length,
    discarded: known.length - classifications.length + (pairs.length - duplicates.length),
    cost: usage.cost,
    priced: usage.priced,
  };
}

/** The suggestions, pending first then the decided ones (newest first), with both materials' names. */
export async function listSuggestions(db: Db, limit = 300) {
  const other = alias(materials, 'other_material');
  const rows = await db
    .select({
      suggestion: aiMaterialSuggestions,
      materialName: materials.name,
      materialCas: materials.cas,
      otherName: other.name,
      otherCas: other.cas,
    })
    .from(aiMaterialSuggestions)
    .innerJoin(materials, eq(materials.id, aiMaterialSuggestions.materialId))
    .leftJoin(other, eq(other.id, aiMaterialSuggestions.otherMaterialId))
    .orderBy(sql`${aiMaterialSuggestions.status} = 'pending' desc`, desc(aiMaterialSuggestions.createdAt))
    .limit(limit);
  return rows.map(({ suggestion, ...names }) => ({
    id: suggestion.id,
    kind: suggestion.kind as 'classification' | 'duplicate',
    materialId: suggestion.materialId,
    materialName: names.materialName,
    materialCas: names.materialCas,
    otherMaterialId: suggestion.otherMaterialId,
    otherName: names.otherName,
    otherCas: names.otherCas,
    proposal: suggestion.proposal as { odourFamily?: string; notePosition?: string; reason?: string },
    confidence: suggestion.confidence,
    status: suggestion.status as 'pending' | 'accepted' | 'rejected',
    provenance: {
      provider: suggestion.provider,
      model: suggestion.model,
      promptVersion: suggestion.promptVersion,
      createdAt: suggestion.createdAt.toISOString(),
    },
    decidedBy: suggestion.decidedBy,
    decidedAt: suggestion.decidedAt?.toISOString() ?? null,
    label: suggestion.status === 'accepted' ? ('Accepted by an admin' as const) : ('AI-generated' as const),
  }));
}

/**
 * The admin's decision on a pending suggestion, with who and when. Accepting records the decision only: the
 * reference rows are not changed (a rebuild from the datasets would undo it) and no merge is applied.
 */
export async function decideSuggestion(db: Db, adminId: string, id: string, decision: 'accept' | 'reject') {
  const [row] = await db
    .update(aiMaterialSuggestions)
    .set({ status: decision === 'accept' ? 'accepted' : 'rejected', decidedBy: adminId, decidedAt: new Date() })
    .where(and(eq(aiMaterialSuggestions.id, id), eq(aiMaterialSuggestions.status, 'pending')))
    .returning({ id: aiMaterialSuggestions.id, status: aiMaterialSuggestions.status });
  if (row) return row;
  const [existing] = await db
    .select({ id: aiMaterialSuggestions.id })
    .from(aiMaterialSuggestions)
    .where(eq(aiMaterialSuggestions.id, id));
  if (!existing) throw new AppError('NOT_FOUND', 'Suggestion not found');
  throw new AppError('CONFLICT', 'This suggestion has already been decided.');
}
