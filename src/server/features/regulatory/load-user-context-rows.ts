import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { isUuid, matchEachUuid } from './match-any-uuid.ts';
import { listOwnMaterialChildIds } from '../../../domain/regulatory/build-reference-library.ts';
import type { MaterialLibrary } from '../../../domain/regulatory/regulatory-model.ts';
import type { Database } from '../../db/client.ts';
import { inventoryLots, materials, workspaceMembers } from '../../db/schema/index.ts';
import { MATERIAL_COLUMNS } from './material-columns.ts';

/** The workspaces a user belongs to (a sub-query): whose own materials and lots their formulas may name. */
function workspacesOf(userId: string) {
  return sql`(select ${workspaceMembers.workspaceId} from ${workspaceMembers} where ${workspaceMembers.userId} = ${userId})`;
}

/**
 * Digests the database gives of what a verdict reads of a row, so that a remembered verdict is checked without
 * fetching and hashing the rows (issue 34). An own material's is the transaction id of its row's last write
 * (PostgreSQL's `xmin`: every UPDATE writes a new row version, whichever code path ran it, even one that touches a
 * column the engine does not read, which only computes the verdict anew). A lot's is an md5 of what buildLotMaterial
 * reads (its quantities move with every stock movement and change no verdict); a typical composition's, of itself.
 */
const OWN_MATERIAL_DIGEST = sql<string>`${materials}.xmin::text`;
const LOT_DIGEST = sql<string>`md5(jsonb_build_array(${inventoryLots.materialId}, ${inventoryLots.lotNumber}, ${inventoryLots.certificateOfAnalysis})::text)`;
const TYPICAL_DIGEST = sql<string>`md5(${materials.typicalComposition}::text)`;

const OWN_MATERIAL_COLUMNS = {
  ...MATERIAL_COLUMNS,
  composition: materials.composition,
  isFoodGradeFlavour: materials.isFoodGradeFlavour,
  dilutionPercent: materials.dilutionPercent,
  solventMaterialId: materials.solventMaterialId,
  /** The scope a check that read it depends on (check-scopes.ts). */
  workspaceId: materials.workspaceId,
  digest: OWN_MATERIAL_DIGEST,
};

/** Whether an id can be an own material's (a uuid the reference library does not hold): the ids worth a query. */
export function isOwnMaterialCandidate(id: string, library: MaterialLibrary): boolean {
  return !library.has(id) && isUuid(id);
}

export type OwnMaterialRow = Awaited<ReturnType<typeof selectOwnMaterials>>[number];

function selectOwnMaterials(database: Database, userId: string, ids: readonly string[] | 'all') {
  const inWorkspaces = inArray(materials.workspaceId, workspacesOf(userId));
  return database.db
    .select(OWN_MATERIAL_COLUMNS)
    .from(materials)
    .where(ids === 'all' ? inWorkspaces : and(inWorkspaces, matchEachUuid(materials.id, ids)));
}

/**
 * The own materials of the user's workspaces among `wanted`, and every own material their compositions and solvents
 * name, level by level until closed (an accord of own accords of own naturals: one query per level). A reference
 * material needs no query; an id of another workspace is simply absent, as it was when every own material was loaded.
 */
async function loadOwnMaterialRows(
  database: Database,
  userId: string,
  library: MaterialLibrary,
  wanted: Iterable<string> | 'all',
): Promise<OwnMaterialRow[]> {
  if (wanted === 'all') return selectOwnMaterials(database, userId, 'all');
  const rows: OwnMaterialRow[] = [];
  const asked = new Set<string>();
  let level = [...wanted];
  while (level.length > 0) {
    const ids = [...new Set(level)].filter((id) => !asked.has(id) && isOwnMaterialCandidate(id, library));
    if (ids.length === 0) break;
    for (const id of ids) asked.add(id);
    const found = await selectOwnMaterials(database, userId, ids);
    rows.push(...found);
    level = found.flatMap((row) => listOwnMaterialChildIds(row));
  }
  return rows;
}

/** The material ids a certificate of analysis names (its rows matched by id; by CAS they are reference materials). */
export function listCertificateMaterialIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { materialId } = entry as Record<string, unknown>;
    return typeof materialId === 'string' ? [materialId] : [];
  });
}

/** What a request's lines name beyond the shared inputs: materials (lines, diluents), lots and typical compositions. */
export type ContextRequest = {
  materialIds: readonly string[] | 'all';
  lotIds?: readonly string[];
  typicalMaterialIds?: readonly string[];
};

/** What a user's compliance context adds to the shared inputs, as stored, each row with its digest. */
export type UserContextRows = Awaited<ReturnType<typeof loadUserContextRows>>;

/**
 * The rows of a user's compliance context: the lots asked for (with their certificates of analysis), the typical
 * compositions asked for, and the own materials (with every own material they reference, see loadOwnMaterialRows) of
 * the workspaces the user belongs to. `'all'` loads every own material of those workspaces: say it only when the
 * request truly reads them all. A material or lot outside those workspaces is simply absent.
 */
export async function loadUserContextRows(
  database: Database,
  userId: string,
  library: MaterialLibrary,
  request: ContextRequest,
) {
  const lotIds = [...new Set(request.lotIds ?? [])];
  const typicalIds = [...new Set(request.typicalMaterialIds ?? [])];
  const [lotRows, typicalRows] = await Promise.all([
    lotIds.length === 0
      ? Promise.resolve([])
      : database.db
          .select({
            id: inventoryLots.id,
            materialId: inventoryLots.materialId,
            lotNumber: inventoryLots.lotNumber,
            certificateOfAnalysis: inventoryLots.certificateOfAnalysis,
            workspaceId: inventoryLots.workspaceId,
            digest: LOT_DIGEST,
          })
          .from(inventoryLots)
          .where(
            and(inArray(inventoryLots.workspaceId, workspacesOf(userId)), matchEachUuid(inventoryLots.id, lotIds)),
          ),
    typicalIds.length === 0
      ? Promise.resolve([])
      : database.db
          .select({ id: materials.id, typicalComposition: materials.typicalComposition, digest: TYPICAL_DIGEST })
          .from(materials)
          .where(and(isNull(materials.userId), matchEachUuid(materials.id, typicalIds))),
  ]);
  // A lot's material and the materials its certificate names are needed as much as the lines' own materials.
  const ownRows = await loadOwnMaterialRows(
    database,
    userId,
    library,
    request.materialIds === 'all'
      ? 'all'
      : [
          ...request.materialIds,
          ...lotRows.flatMap((lot) => [lot.materialId, ...listCertificateMaterialIds(lot.certificateOfAnalysis)]),
        ],
  );
  return { ownRows, lotRows, typicalRows };
}

/** Digests by id of the rows a remembered verdict read: what the database holds now (absent rows are left out). */
export type DependencyDigests = {
  materials: ReadonlyMap<string, string>;
  lots: ReadonlyMap<string, string>;
  typical: ReadonlyMap<string, string>;
};

/**
 * The current digests of the own materials, lots and typical compositions some remembered verdicts read, in the
 * user's workspaces: a few small rows per id, so that checking a page of remembered verdicts fetches no formula rows
 * and no compositions.
 */
export async function selectDependencyDigests(
  database: Database,
  userId: string,
  ids: { materialIds: Iterable<string>; lotIds: Iterable<string>; typicalIds: Iterable<string> },
): Promise<DependencyDigests> {
  const materialIds = new Set(ids.materialIds);
  const lotIds = new Set(ids.lotIds);
  const typicalIds = new Set(ids.typicalIds);
  const inWorkspaces = (column: typeof materials.workspaceId | typeof inventoryLots.workspaceId) =>
    inArray(column, workspacesOf(userId));
  const [ownRows, lotRows, typicalRows] = await Promise.all([
    materialIds.size === 0
      ? []
      : database.db
          .select({ id: materials.id, digest: OWN_MATERIAL_DIGEST })
          .from(materials)
          .where(and(inWorkspaces(materials.workspaceId), matchEachUuid(materials.id, materialIds))),
    lotIds.size === 0
      ? []
      : database.db
          .select({ id: inventoryLots.id, digest: LOT_DIGEST })
          .from(inventoryLots)
          .where(and(inWorkspaces(inventoryLots.workspaceId), matchEachUuid(inventoryLots.id, lotIds))),
    typicalIds.size === 0
      ? []
      : database.db
          .select({ id: materials.id, digest: TYPICAL_DIGEST })
          .from(materials)
          .where(and(isNull(materials.userId), matchEachUuid(materials.id, typicalIds))),
  ]);
  const byId = (rows: readonly { id: string; digest: string }[]) => new Map(rows.map((row) => [row.id, row.digest]));
  return { materials: byId(ownRows), lots: byId(lotRows), typical: byId(typicalRows) };
}

/**
 * The revisions of every scope a user's verdicts read (ADR 057): each workspace they belong to and the reference
 * library, as one text (`<workspace id>:3|reference:12`, sorted). Read before the rows a check reads: equal to a
 * remembered check's, no own material, lot or typical composition it could read has changed since (nor the
 * workspaces the user belongs to), and the check is reused without asking for the digests of its rows.
 */
export async function selectDataRevisionStamp(database: Database, userId: string): Promise<string> {
  const { rows } = await database.db.execute<RevisionRow>(dataRevisionRows(userId));
  return stampOfRevisionRows(rows);
}

type RevisionRow = { scope: string; revision: string | number };

/** The statement of selectDataRevisionStamp: one row per scope (another statement may carry it, as json_agg). */
export function dataRevisionRows(userId: string): SQL {
  return sql`
    SELECT 'reference' AS scope, coalesce((SELECT revision FROM data_revisions WHERE scope = 'reference'), 0) AS revision
    UNION ALL
    SELECT m.workspace_id::text, coalesce(d.revision, 0)
    FROM workspace_members m LEFT JOIN data_revisions d ON d.scope = m.workspace_id::text
    WHERE m.user_id = ${userId}`;
}

/** The stamp of the revision rows, however they were read (a bigint as text, or a JSON number: the same text). */
export function stampOfRevisionRows(rows: readonly RevisionRow[]): string {
  return rows
    .map((row) => `${row.scope}:${String(row.revision)}`)
    .sort()
    .join('|');
}
