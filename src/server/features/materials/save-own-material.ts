import { and, count, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { MaterialInput } from '../../../domain/materials/materials.schemas.ts';
import { deriveNotePosition } from '../../../domain/materials/note-position.ts';
import { normalizeSearchText } from '../../../domain/materials/normalize-search-text.ts';
import { canCreateOwnMaterial, OWN_MATERIAL_LIMITS } from '../../../domain/materials/own-material-limits.ts';
import { findCompositionCycle, type CompositionLine } from '../../../domain/materials/validate-composition.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OwnMaterialIndexes } from './search-materials.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';

/** The own-material indexes a change must drop the user's entry from (deps.ownMaterialIndexes). */
type OwnIndexes = Pick<OwnMaterialIndexes, 'forget'>;

/** A dilution is stored as a two-line composition (the material, then the solvent) so compliance can expand it. */
function compositionOf(input: MaterialInput): CompositionLine[] {
  if (input.kind === 'dilution' && input.dilution) {
    return [
      { materialId: input.dilution.materialId, percent: input.dilution.percent },
      { materialId: input.dilution.solventMaterialId, percent: Math.round((100 - input.dilution.percent) * 1e6) / 1e6 },
    ];
  }
  return input.composition;
}

/** Every material a composition names must be one the user can see (reference or their own), and no loops. */
async function checkComposition(db: Db, userId: string, materialId: string | null, lines: readonly CompositionLine[]) {
  if (lines.length === 0) return;
  const ids = [...new Set(lines.map((line) => line.materialId))];
  const visible = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(inArray(materials.id, ids), or(isNull(materials.userId), eq(materials.userId, userId))));
  const found = new Set(visible.map((row) => row.id));
  const missing = lines.findIndex((line) => !found.has(line.materialId));
  if (missing !== -1) {
    throw new AppError('VALIDATION_FAILED', `Invalid body: composition.${missing}.materialId: No such material`, {
      issues: [{ path: `composition.${missing}.materialId`, message: 'No such material' }],
    });
  }
  if (!materialId) return;
  const own = await db
    .select({ id: materials.id, composition: materials.composition })
    .from(materials)
    .where(and(eq(materials.userId, userId), isNotNull(materials.composition)));
  const graph = new Map(own.map((row) => [row.id, (row.composition ?? []).map((line) => line.materialId)]));
  const cycle = findCompositionCycle(materialId, ids, graph);
  if (cycle) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Invalid body: composition: a material cannot contain itself, directly or through another material',
      {
        issues: [
          { path: 'composition', message: 'A material cannot contain itself, directly or through another material' },
        ],
        cycle,
      },
    );
  }
}

function toColumns(input: MaterialInput) {
  const composition = compositionOf(input);
  const names = [input.name, ...input.synonyms];
  return {
    name: input.name,
    kind: input.kind,
    cas: input.cas,
    casValid: input.cas !== null,
    synonyms: input.synonyms,
    isNatural: input.kind === 'natural',
    odourFamily: input.odourFamily,
    odourDescriptors: input.odourDescriptors,
    substantivityHours: input.substantivityHours,
    notePosition: input.notePosition ?? deriveNotePosition(input.substantivityHours),
    notes: input.notes,
    composition: composition.length > 0 ? composition : null,
    dilutionPercent: input.dilution?.percent ?? null,
    solventMaterialId: input.dilution?.solventMaterialId ?? null,
    searchText: normalizeSearchText(names.join(' | ')),
    datasets: [],
    sourceCount: 0,
  };
}

/** Creates a user's own material (422 on a bad composition, 403 over the tier's limit). */
export async function createOwnMaterial(
  db: Db,
  ownIndexes: OwnIndexes,
  user: { id: string; tier: Tier },
  input: MaterialInput,
) {
  const [used] = await db.select({ total: count() }).from(materials).where(eq(materials.userId, user.id));
  if (!canCreateOwnMaterial(user.tier, used?.total ?? 0)) {
    throw new AppError(
      'FORBIDDEN',
      `Your ${user.tier} plan allows ${OWN_MATERIAL_LIMITS[user.tier]} own materials. Upgrade to add more.`,
    );
  }
  await checkComposition(db, user.id, null, compositionOf(input));
  const [created] = await db
    .insert(materials)
    .values({ ...toColumns(input), userId: user.id, workspaceId: await getPersonalWorkspaceId(db, user.id) })
    .returning({ id: materials.id });
  ownIndexes.forget(user.id);
  if (!created) throw new AppError('INTERNAL', 'The material was not saved');
  return created;
}

/** Replaces one of the user's own materials; another user's (or a reference) material is a 404. */
export async function updateOwnMaterial(
  db: Db,
  ownIndexes: OwnIndexes,
  userId: string,
  id: string,
  input: MaterialInput,
) {
  const [existing] = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.id, id), eq(materials.userId, userId)));
  if (!existing) throw new AppError('NOT_FOUND', 'Material not found');
  await checkComposition(db, userId, id, compositionOf(input));
  await db
    .update(materials)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(and(eq(materials.id, id), eq(materials.userId, userId)));
  ownIndexes.forget(userId);
  return { id };
}

/** Deletes one of the user's own materials, unless another of their materials is made with it (409). */
export async function deleteOwnMaterial(db: Db, ownIndexes: OwnIndexes, userId: string, id: string) {
  const [existing] = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.id, id), eq(materials.userId, userId)));
  if (!existing) throw new AppError('NOT_FOUND', 'Material not found');
  const users = await db
    .select({ name: materials.name, composition: materials.composition })
    .from(materials)
    .where(and(eq(materials.userId, userId), isNotNull(materials.composition)));
  const usedBy = users.find((row) => (row.composition ?? []).some((line) => line.materialId === id));
  if (usedBy)
    throw new AppError('CONFLICT', `This material is in the composition of ${usedBy.name}. Remove it there first.`);
  await db.delete(materials).where(and(eq(materials.id, id), eq(materials.userId, userId)));
  ownIndexes.forget(userId);
}
