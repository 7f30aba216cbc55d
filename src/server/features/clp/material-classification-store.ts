import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describeHazard, resolveIngredient } from '../../../domain/clp/classify-clp-request.ts';
import type { SaveMaterialClassificationBody } from '../../../domain/clp/clp.schemas.ts';
import {
  toComponentClassification,
  type MaterialClassification,
  type MaterialClassificationSource,
} from '../../../domain/clp/material-classification.ts';
import type { Db } from '../../db/client.ts';
import { inventoryLots, materialClpClassifications } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getVisibleMaterial, recordAuditEvent, type WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { findAnnexViEntries } from './find-annex-vi-entries.ts';

type Row = typeof materialClpClassifications.$inferSelect;

function toClassification(row: Row): MaterialClassification {
  const source: MaterialClassificationSource =
    row.source === 'supplierSds'
      ? {
          kind: 'supplierSds',
          supplier: row.sdsSupplier ?? '',
          sdsDate: row.sdsDate ?? '',
          sdsRevision: row.sdsRevision ?? '',
        }
      : { kind: 'ownAssessment', assessedBy: row.assessedBy ?? '', assessedOn: row.assessedOn ?? '' };
  const defined = <T extends Record<string, number | null>>(values: T) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as {
      [K in keyof T]?: number;
    };
  return {
    materialId: row.materialId,
    lotId: row.lotId,
    classification: row.classification,
    specificConcentrationLimits: row.specificLimits,
    mFactors: defined({ acute: row.mFactorAcute, chronic: row.mFactorChronic }),
    ate: defined({ oral: row.ateOral, dermal: row.ateDermal, inhalation: row.ateInhalation }),
    source,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toColumns(body: SaveMaterialClassificationBody) {
  const { source } = body;
  return {
    classification: body.classification,
    specificLimits: body.specificConcentrationLimits,
    mFactorAcute: body.mFactors?.acute ?? null,
    mFactorChronic: body.mFactors?.chronic ?? null,
    ateOral: body.ate?.oral ?? null,
    ateDermal: body.ate?.dermal ?? null,
    ateInhalation: body.ate?.inhalation ?? null,
    source: source.kind,
    sdsSupplier: source.kind === 'supplierSds' ? source.supplier : null,
    sdsDate: source.kind === 'supplierSds' ? source.sdsDate : null,
    sdsRevision: source.kind === 'supplierSds' ? source.sdsRevision : null,
    assessedBy: source.kind === 'ownAssessment' ? source.assessedBy : null,
    assessedOn: source.kind === 'ownAssessment' ? source.assessedOn : null,
    notes: body.notes ?? null,
  };
}

/** A lot of the scope's workspace (id, material, number), else 404. */
async function getWorkspaceLot(db: Db, scope: WorkspaceScope, lotId: string) {
  const [lot] = await db
    .select({ id: inventoryLots.id, materialId: inventoryLots.materialId, lotNumber: inventoryLots.lotNumber })
    .from(inventoryLots)
    .where(and(eq(inventoryLots.id, lotId), eq(inventoryLots.workspaceId, scope.workspaceId)));
  if (!lot) throw new AppError('NOT_FOUND', 'Lot not found');
  return lot;
}

export type LotClassificationView = MaterialClassification & { lotNumber: string | null };

/** What the material page shows: the material's classification, its lots', and what CLP makes of it. */
export type MaterialClassificationsView = {
  material: MaterialClassification | null;
  lots: { lotId: string; lotNumber: string | null; classification: MaterialClassification | null }[];
  annexVi: { indexNo: string; classification: string[] } | null;
  /** The classification the classifier uses for the material (Annex VI merged over the material's own). */
  effective: { classification: string[]; source: string; trace: string[] };
};

/** GET …/materials/:materialId/classification: a material the scope sees (404 otherwise). */
export async function listMaterialClassifications(
  db: Db,
  scope: WorkspaceScope,
  materialId: string,
): Promise<MaterialClassificationsView> {
  const material = await getVisibleMaterial(db, scope, materialId);
  const [rows, lots, entries] = await Promise.all([
    db
      .select()
      .from(materialClpClassifications)
      .where(
        and(
          eq(materialClpClassifications.workspaceId, scope.workspaceId),
          eq(materialClpClassifications.materialId, materialId),
        ),
      ),
    db
      .select({ id: inventoryLots.id, lotNumber: inventoryLots.lotNumber })
      .from(inventoryLots)
      .where(and(eq(inventoryLots.workspaceId, scope.workspaceId), eq(inventoryLots.materialId, materialId)))
      .orderBy(inventoryLots.createdAt),
    findAnnexViEntries(db, material.cas ? [material.cas] : []),
  ]);
  const own = rows.find((row) => row.lotId === null);
  const byLot = new Map(rows.filter((row) => row.lotId !== null).map((row) => [row.lotId, row]));
  const entry = material.cas ? (entries.get(material.cas.trim()) ?? null) : null;
  const ownClassification = own ? toClassification(own) : null;
  const trace: string[] = [];
  const effective = resolveIngredient(
    {
      cas: material.cas,
      name: material.name,
      ...(ownClassification ? toComponentClassification(ownClassification) : {}),
    },
    100,
    'fragrance',
    entry,
    trace,
  );
  return {
    material: ownClassification,
    lots: lots.map((lot) => {
      const row = byLot.get(lot.id);
      return { lotId: lot.id, lotNumber: lot.lotNumber, classification: row ? toClassification(row) : null };
    }),
    annexVi: entry ? { indexNo: entry.indexNo, classification: entry.hazards.map(describeHazard) } : null,
    effective: { classification: effective.hazards.map(describeHazard), source: effective.source, trace },
  };
}

async function upsert(
  db: Db,
  scope: WorkspaceScope,
  target: { materialId: string; lotId: string | null },
  body: SaveMaterialClassificationBody,
): Promise<MaterialClassification> {
  const columns = { ...toColumns(body), updatedBy: scope.userId, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    const where = and(
      eq(materialClpClassifications.workspaceId, scope.workspaceId),
      eq(materialClpClassifications.materialId, target.materialId),
      target.lotId === null
        ? isNull(materialClpClassifications.lotId)
        : eq(materialClpClassifications.lotId, target.lotId),
    );
    const [before] = await tx.select().from(materialClpClassifications).where(where);
    const [row] = before
      ? await tx.update(materialClpClassifications).set(columns).where(where).returning()
      : await tx
          .insert(materialClpClassifications)
          .values({ workspaceId: scope.workspaceId, ...target, ...columns })
          .returning();
    const saved = toClassification(row!);
    await recordAuditEvent(tx, scope, {
      entity: target.lotId === null ? 'material' : 'lot',
      entityId: target.lotId ?? target.materialId,
      action: 'update',
      before: { clpClassification: before ? toClassification(before) : null },
      after: { clpClassification: saved },
    });
    return saved;
  });
}

/** PUT …/materials/:materialId/classification: the workspace's classification of a material it sees. */
export async function saveMaterialClassification(
  db: Db,
  scope: WorkspaceScope,
  materialId: string,
  body: SaveMaterialClassificationBody,
): Promise<MaterialClassification> {
  await getVisibleMaterial(db, scope, materialId);
  return upsert(db, scope, { materialId, lotId: null }, body);
}

/** PUT …/lots/:lotId/classification: the classification of one of the workspace's lots. */
export async function saveLotClassification(
  db: Db,
  scope: WorkspaceScope,
  lotId: string,
  body: SaveMaterialClassificationBody,
): Promise<LotClassificationView> {
  const lot = await getWorkspaceLot(db, scope, lotId);
  return { ...(await upsert(db, scope, { materialId: lot.materialId, lotId }, body)), lotNumber: lot.lotNumber };
}

/** DELETE …/classification of a material or a lot: 404 when there is none. */
export async function deleteClassification(
  db: Db,
  scope: WorkspaceScope,
  target: { materialId: string } | { lotId: string },
): Promise<void> {
  const lot = 'lotId' in target ? await getWorkspaceLot(db, scope, target.lotId) : null;
  if ('materialId' in target) await getVisibleMaterial(db, scope, target.materialId);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(materialClpClassifications)
      .where(
        and(
          eq(materialClpClassifications.workspaceId, scope.workspaceId),
          lot
            ? eq(materialClpClassifications.lotId, lot.id)
            : and(
                eq(materialClpClassifications.materialId, (target as { materialId: string }).materialId),
                isNull(materialClpClassifications.lotId),
              ),
        ),
      )
      .returning();
    if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No classification to remove');
    await recordAuditEvent(tx, scope, {
      entity: lot ? 'lot' : 'material',
      entityId: lot ? lot.id : deleted[0]!.materialId,
      action: 'update',
      before: { clpClassification: toClassification(deleted[0]!) },
      after: { clpClassification: null },
    });
  });
}

/** The workspace's classifications of these materials and lots (for a formula's lines), by lot and by material. */
export async function findLineClassifications(
  db: Db,
  workspaceId: string,
  materialIds: readonly string[],
  lotIds: readonly string[],
): Promise<{
  byLot: Map<string, MaterialClassification>;
  byMaterial: Map<string, MaterialClassification>;
  lotNumbers: Map<string, string | null>;
}> {
  const byLot = new Map<string, MaterialClassification>();
  const byMaterial = new Map<string, MaterialClassification>();
  const lotNumbers = new Map<string, string | null>();
  if (materialIds.length === 0) return { byLot, byMaterial, lotNumbers };
  const rows = await db
    .select({ row: materialClpClassifications, lotNumber: inventoryLots.lotNumber })
    .from(materialClpClassifications)
    .leftJoin(inventoryLots, eq(inventoryLots.id, materialClpClassifications.lotId))
    .where(
      and(
        eq(materialClpClassifications.workspaceId, workspaceId),
        inArray(materialClpClassifications.materialId, [...materialIds]),
      ),
    );
  for (const { row, lotNumber } of rows) {
    if (row.lotId === null) byMaterial.set(row.materialId, toClassification(row));
    else if (lotIds.includes(row.lotId)) {
      byLot.set(row.lotId, toClassification(row));
      lotNumbers.set(row.lotId, lotNumber);
    }
  }
  return { byLot, byMaterial, lotNumbers };
}
