import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  buildEnrichmentPrompt,
  ENRICHMENT_FIELDS,
  ENRICHMENT_PROMPT_VERSION,
  EnrichmentOutputSchema,
  enrichmentLabel,
  type EnrichmentReviewInput,
  type EnrichmentStatus,
} from '../../../domain/ai/material-enrichment.ts';
import type { Db } from '../../db/client.ts';
import { materialEnrichments, materials } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { getVisibleMaterialRecord } from '../workspaces/workspaces.public.ts';
import { AppError } from '../../lib/app-error.ts';
import { prepareAiCall } from './ai-access.ts';
import { generateWithinBudget } from './generate-within-budget.ts';

const SYSTEM_PROMPT =
  'You are a careful perfumery raw-materials expert. You answer only what you know, say so when you do not, and never invent regulatory limits, CAS numbers or prices.';

type EnrichmentRow = typeof materialEnrichments.$inferSelect;

export function toEnrichmentResponse(row: EnrichmentRow) {
  return {
    id: row.id,
    materialId: row.materialId,
    field: row.field,
    value: row.value,
    confidence: row.confidence,
    status: row.status as EnrichmentStatus,
    label: enrichmentLabel(row.status as EnrichmentStatus),
    provenance: {
      provider: row.provider,
      model: row.model,
      promptVersion: row.promptVersion,
      createdAt: row.createdAt.toISOString(),
    },
    verifiedBy: row.verifiedBy,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

/** The user's enrichment fields for a material, newest first (rejected ones included, marked so). */
export async function listMaterialEnrichments(db: Db, scope: WorkspaceScope, materialId: string) {
  const { userId } = scope;
  await getVisibleMaterialRecord(db, scope, materialId);
  const rows = await db
    .select()
    .from(materialEnrichments)
    .where(and(eq(materialEnrichments.userId, userId), eq(materialEnrichments.materialId, materialId)))
    .orderBy(desc(materialEnrichments.createdAt));
  return rows.map(toEnrichmentResponse);
}

/**
 * Asks the model for the four enrichment fields (structured output) and stores each as its own row with
 * provenance and confidence, labelled AI-generated. Only material_enrichments is written: the material's CAS,
 * IFRA, EU and composition data are never touched. Empty answers (the model did not know) are not stored.
 */
export async function enrichMaterial(
  deps: Pick<AppDeps, 'secretBox' | 'env' | 'logger'>,
  db: Db,
  scope: WorkspaceScope,
  materialId: string,
) {
  const { userId } = scope;
  const material = await getVisibleMaterialRecord(db, scope, materialId);
  const call = await prepareAiCall(deps, db, scope, { role: 'default', feature: 'enrichment' });
  const { output, ...usage } = await generateWithinBudget(deps, db, call, {
    userId,
    feature: 'enrichment',
    system: SYSTEM_PROMPT,
    prompt: buildEnrichmentPrompt(material),
    schema: EnrichmentOutputSchema,
  });
  const values = ENRICHMENT_FIELDS.filter((field) => output[field].text.trim() !== '').map((field) => ({
    userId,
    materialId,
    field,
    value: output[field].text.trim().slice(0, 4000),
    confidence: output[field].confidence,
    provider: call.resolved.provider,
    model: call.resolved.modelId,
    promptVersion: ENRICHMENT_PROMPT_VERSION,
  }));
  const rows = values.length > 0 ? await db.insert(materialEnrichments).values(values).returning() : [];
  return {
    items: rows.map(toEnrichmentResponse),
    cost: usage.cost,
    priced: usage.priced,
    unknownFields: ENRICHMENT_FIELDS.filter((field) => output[field].text.trim() === ''),
  };
}

/** A person confirms (verified, with who and when) or refuses fields; only the user's own rows, others are 404. */
export async function reviewEnrichments(db: Db, userId: string, input: EnrichmentReviewInput) {
  const owned = await db
    .select({ id: materialEnrichments.id })
    .from(materialEnrichments)
    .where(and(eq(materialEnrichments.userId, userId), inArray(materialEnrichments.id, input.ids)));
  if (owned.length !== new Set(input.ids).size) throw new AppError('NOT_FOUND', 'Enrichment not found');
  const rows = await db
    .update(materialEnrichments)
    .set(
      input.decision === 'verify'
        ? { status: 'verified', verifiedBy: userId, verifiedAt: new Date() }
        : { status: 'rejected', verifiedBy: userId, verifiedAt: new Date() },
    )
    .where(and(eq(materialEnrichments.userId, userId), inArray(materialEnrichments.id, input.ids)))
    .returning();
  return rows.map(toEnrichmentResponse);
}

/** The user's fields waiting for review (AI-generated, not yet verified or rejected), with their material's name. */
export async function listPendingEnrichments(db: Db, userId: string, limit = 500) {
  const rows = await db
    .select({ enrichment: materialEnrichments, materialName: materials.name })
    .from(materialEnrichments)
    .innerJoin(materials, eq(materials.id, materialEnrichments.materialId))
    .where(and(eq(materialEnrichments.userId, userId), eq(materialEnrichments.status, 'ai')))
    .orderBy(desc(materialEnrichments.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...toEnrichmentResponse(row.enrichment), materialName: row.materialName }));
}
