import { createHash } from 'node:crypto';
import { listOwnMaterialChildIds } from '../../../domain/regulatory/build-reference-library.ts';
import type { ComplianceReportBody } from '../../../domain/regulatory/regulatory.schemas.ts';
import type { MaterialLibrary } from '../../../domain/regulatory/regulatory-model.ts';
import { listLineMaterialIds } from './build-formula-report.ts';
import {
  isOwnMaterialCandidate,
  listCertificateMaterialIds,
  type DependencyDigests,
  type UserContextRows,
} from './load-user-context-rows.ts';

/**
 * What one formula's check read beyond the shared inputs and its own rows: every own-material id it looked up (its
 * lines', diluents', lots' and certificates' materials, and every own material their compositions and solvents name,
 * found or not), the lots its lines name and the materials whose typical composition its lines accept.
 */
export type CheckDependencies = { materialIds: string[]; lotIds: string[]; typicalIds: string[] };

/** A context's lot and own-material rows by id: built once for the formulas checked together. */
export type ContextRowsById = {
  lotsById: ReadonlyMap<string, UserContextRows['lotRows'][number]>;
  ownById: ReadonlyMap<string, UserContextRows['ownRows'][number]>;
};

export function indexContextRows(rows: UserContextRows): ContextRowsById {
  return {
    lotsById: new Map(rows.lotRows.map((lot) => [lot.id, lot])),
    ownById: new Map(rows.ownRows.map((row) => [row.id, row])),
  };
}

/**
 * The dependencies of one formula's check, from the rows its context was built from (loadUserContextRows). The rows
 * by id are built once for the formulas checked together (`byId`): built for each formula, this function was 6.8 % of
 * what the main thread allocated in a minute of the house's load (issue 34, ADR 049).
 */
export function listCheckDependencies(
  lines: readonly Pick<
    ComplianceReportBody['lines'][number],
    'materialId' | 'diluentMaterialId' | 'lotId' | 'acceptTypicalComposition'
  >[],
  rows: UserContextRows,
  library: MaterialLibrary,
  byId: ContextRowsById = indexContextRows(rows),
): CheckDependencies {
  const lotIds = [...new Set(lines.flatMap((line) => (line.lotId ? [line.lotId] : [])))];
  const { lotsById, ownById } = byId;
  const asked = new Set<string>();
  let level = [
    ...listLineMaterialIds(lines),
    ...lotIds.flatMap((id) => {
      const lot = lotsById.get(id);
      return lot ? [lot.materialId, ...listCertificateMaterialIds(lot.certificateOfAnalysis)] : [];
    }),
  ];
  while (level.length > 0) {
    const next: string[] = [];
    for (const id of level) {
      if (asked.has(id) || !isOwnMaterialCandidate(id, library)) continue;
      asked.add(id);
      const row = ownById.get(id);
      if (row) next.push(...listOwnMaterialChildIds(row));
    }
    level = next;
  }
  const typicalIds = [
    ...new Set(lines.flatMap((line) => (line.acceptTypicalComposition && line.materialId ? [line.materialId] : []))),
  ];
  return { materialIds: [...asked].sort(), lotIds: lotIds.sort(), typicalIds: typicalIds.sort() };
}

/** The digests of the rows a context was built from, as selectDependencyDigests reads them. */
export function readRowDigests(rows: UserContextRows): DependencyDigests {
  const byId = (list: readonly { id: string; digest: string }[]) => new Map(list.map((row) => [row.id, row.digest]));
  return { materials: byId(rows.ownRows), lots: byId(rows.lotRows), typical: byId(rows.typicalRows) };
}

/**
 * One digest of a check's dependencies as stored: each id with its row's digest, or a mark when it is absent (an id
 * that was not found and appears later, in a workspace the user joined, changes it too).
 */
export function digestDependencies(dependencies: CheckDependencies, digests: DependencyDigests): string {
  const parts = [
    ...dependencies.materialIds.map((id) => `m${id}:${digests.materials.get(id) ?? '-'}`),
    ...dependencies.lotIds.map((id) => `l${id}:${digests.lots.get(id) ?? '-'}`),
    ...dependencies.typicalIds.map((id) => `t${id}:${digests.typical.get(id) ?? '-'}`),
  ];
  if (parts.length === 0) return '';
  return createHash('sha1').update(parts.join('|')).digest('base64');
}
