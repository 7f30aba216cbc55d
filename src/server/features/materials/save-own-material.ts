import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { MaterialInput, NaturalTypeInput } from '../../../domain/materials/materials.schemas.ts';
import { deriveNotePosition } from '../../../domain/materials/note-position.ts';
import { normaliseSearchText } from '../../../domain/materials/normalise-search-text.ts';
import { canCreateOwnMaterial, OWN_MATERIAL_LIMITS } from '../../../domain/materials/own-material-limits.ts';
import { findCompositionCycle, type CompositionLine } from '../../../domain/materials/validate-composition.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import {
  findVisibleMaterials,
  getOwnMaterial,
  ownMaterials,
  recordAuditEvent,
} from '../workspaces/workspaces.public.ts';
import type { OwnMaterialIndexes } from './own-material-indexes.ts';

/** The own-material indexes a change must drop the workspace's entry from (deps.ownMaterialIndexes). */
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

/** Every material a composition names must be one the workspace can see (reference or its own), and no loops. */
async function checkComposition(
  db: Db,
  scope: WorkspaceScope,
  materialId: string | null,
  lines: readonly CompositionLine[],
) {
  if (lines.length === 0) return;
  const ids = [...new Set(lines.map((line) => line.materialId))];
  const visible = await findVisibleMaterials(db, scope, ids);
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
    .where(and(ownMaterials(scope), isNotNull(materials.composition)));
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
    naturalType: input.kind === 'natural' ? input.naturalType : null,
    odourFamily: input.odourFamily,
    odourDescriptors: input.odourDescriptors,
    substantivityHours: input.substantivityHours,
    notePosition: input.notePosition ?? deriveNotePosition(input.substantivityHours),
    notes: input.notes,
    isFoodGradeFlavour: input.isFoodGradeFlavour,
    composition: composition.length > 0 ? composition : null,
    dilutionPercent: input.dilution?.percent ?? null,
    solventMaterialId: input.dilution?.solventMaterialId ?? null,
    searchText: normaliseSearchText(names.join(' | ')),
    datasets: [],
    sourceCount: 0,
  };
}

/**
 * Creates one of the workspace's own materials, its author the session user (422 on a bad composition, 403 over the
 * tier's limit, counted over the workspace's own materials).
 */
export async function createOwnMaterial(
  db: Db,
  ownIndexes: OwnIndexes,
  scope: WorkspaceScope & { tier: Tier },
  input: MaterialInput,
) {
  const [used] = await db.select({ total: count() }).from(materials).where(ownMaterials(scope));
  if (!canCreateOwnMaterial(scope.tier, used?.total ?? 0)) {
    throw new AppError(
      'FORBIDDEN',
      `Your ${scope.tier} plan allows ${OWN_MATERIAL_LIMITS[scope.tier]} own materials. Upgrade to add more.`,
    );
  }
  await checkComposition(db, scope, null, compositionOf(input));
  const [created] = await db
    .insert(materials)
    .values({ ...toColumns(input), userId: scope.userId, workspaceId: scope.workspaceId })
    .returning({ id: materials.id });
  ownIndexes.forget(scope);
  if (!created) throw new AppError('INTERNAL', 'The material was not saved');
  await recordAuditEvent(db, scope, { entity: 'material', entityId: created.id, action: 'create', after: input });
  return created;
}

/** Replaces one of the workspace's own materials; another workspace's (or a reference) material is a 404. */
export async function updateOwnMaterial(
  db: Db,
  ownIndexes: OwnIndexes,
  scope: WorkspaceScope,
  id: string,
  input: MaterialInput,
) {
  const before = await readAuditedMaterial(db, scope, id);
  await checkComposition(db, scope, id, compositionOf(input));
  return writeOwnMaterial(db, ownIndexes, scope, id, before, toColumns(input));
}

/** Writes changed columns of one of the workspace's own materials, drops its search index and notes the change. */
async function writeOwnMaterial(
  db: Db,
  ownIndexes: OwnIndexes,
  scope: WorkspaceScope,
  id: string,
  before: ReturnType<typeof pickAudited>,
  columns: Partial<typeof materials.$inferInsert>,
) {
  const after = { ...columns, updatedAt: new Date() };
  await db
    .update(materials)
    .set(after)
    .where(and(eq(materials.id, id), ownMaterials(scope)));
  ownIndexes.forget(scope);
  await recordAuditEvent(db, scope, {
    entity: 'material',
    entityId: id,
    action: 'update',
    before,
    after: { ...before, ...pickAudited(after) },
  });
  return { id };
}

/**
 * States the type of one of the workspace's own naturals (null: read from its name, never as furocoumarin-free):
 * 404 for a reference or another workspace's material, 422 for a material that is not a natural.
 */
export async function stateNaturalType(
  db: Db,
  ownIndexes: OwnIndexes,
  scope: WorkspaceScope,
  id: string,
  naturalType: NaturalTypeInput['naturalType'],
) {
  const before = await readAuditedMaterial(db, scope, id);
  if (before.kind !== 'natural') {
    throw new AppError('VALIDATION_FAILED', 'Only a natural has a type (essential oil, absolute, furocoumarin-free…)', {
      issues: [{ path: 'naturalType', message: 'Only a natural has a type' }],
    });
  }
  return writeOwnMaterial(db, ownIndexes, scope, id, before, { naturalType });
}

/** Deletes one of the workspace's own materials, unless another of its materials is made with it (409). */
export async function deleteOwnMaterial(db: Db, ownIndexes: OwnIndexes, scope: WorkspaceScope, id: string) {
  const before = await readAuditedMaterial(db, scope, id);
  const users = await db
    .select({ name: materials.name, composition: materials.composition })
    .from(materials)
    .where(and(ownMaterials(scope), isNotNull(materials.composition)));
  const usedBy = users.find((row) => (row.composition ?? []).some((line) => line.materialId === id));
  if (usedBy)
    throw new AppError('CONFLICT', `This material is in the composition of ${usedBy.name}. Remove it there first.`);
  await db.delete(materials).where(and(eq(materials.id, id), ownMaterials(scope)));
  ownIndexes.forget(scope);
  await recordAuditEvent(db, scope, { entity: 'material', entityId: id, action: 'delete', before });
}

/** The fields of an own material the audit trail keeps (the search text and bookkeeping left out). */
function pickAudited(row: Partial<typeof materials.$inferSelect>) {
  const { searchText: _search, datasets: _datasets, sourceCount: _sources, updatedAt: _updated, ...fields } = row;
  return fields;
}

/** One of the workspace's own materials as the trail keeps it; 404 for a reference or another workspace's. */
async function readAuditedMaterial(db: Db, scope: WorkspaceScope, id: string) {
  await getOwnMaterial(db, scope, id);
  const [row] = await db.select().from(materials).where(eq(materials.id, id));
  const { id: _id, userId: _user, workspaceId: _workspace, createdAt: _created, mergeKey: _merge, ...fields } = row!;
  return pickAudited(fields);
}
