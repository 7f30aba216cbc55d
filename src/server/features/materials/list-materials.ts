import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ListMaterialsQuery } from '../../../domain/materials/materials.schemas.ts';
import { normaliseSearchText } from '../../../domain/materials/normalise-search-text.ts';
import { EU_ALLERGEN_CAS_REFERENCES } from '../../../domain/regulatory/eu-allergen-label-names.ts';
import type { Db } from '../../db/client.ts';
import { formulas, inventoryLots, materials } from '../../db/schema/index.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { ownMaterials, visibleMaterials } from '../workspaces/workspaces.public.ts';
import { containsPattern, startsWithPattern } from '../../lib/like-pattern.ts';

/**
 * The CAS numbers of the naturals IFRA's Annex lists as bringing a constituent a Standard regulates (the Annex row
 * names the Standard, or the constituent's CAS is in one): litsea cubeba or rose oil through their citral.
 */
const IFRA_REGULATED_NATURALS_CAS = sql`SELECT unnest(n.principal_cas || n.other_cas) FROM ifra_natural_contributions n
  WHERE n.standard_key IS NOT NULL OR n.constituent_cas IN (SELECT c.cas FROM ifra_standard_cas c)`;
/**
 * A material an IFRA Standard reaches: its CAS or one of its other CAS numbers is in a Standard's scope, or the Annex
 * lists it as a natural bringing a regulated constituent. Never "not restricted" for a natural whose constituents
 * are (the library's filter and badge; the formula's verdicts sum the constituents themselves). Qualified by hand:
 * inside a sub-query an unqualified "cas" would be the sub-query's own column. Other CAS numbers are compared only
 * when a material has some: `&&` against the 2,000 Annex numbers for each of 54,000 materials took 0.4 s, against
 * 30 ms for the whole filter so.
 */
export const isIfraRestrictedSql = sql<boolean>`(COALESCE("materials"."cas" IN (SELECT s.cas FROM ifra_standard_cas s), false)
  OR COALESCE("materials"."cas" IN (${IFRA_REGULATED_NATURALS_CAS}), false)
  OR (cardinality("materials"."other_cas") > 0 AND ("materials"."other_cas" && ARRAY(SELECT s.cas FROM ifra_standard_cas s)
    OR "materials"."other_cas" && ARRAY(${IFRA_REGULATED_NATURALS_CAS}))))`;
// An entry's CAS beyond ECHA's own rows (oakmoss absolute under entry 91), counted only while the imported Annex
// holds that entry: constants of eu-allergen-label-names.ts, checked to be CAS numbers and references before use.
const EU_ALLERGEN_CAS_VALUES = sql.raw(
  EU_ALLERGEN_CAS_REFERENCES.map(({ cas, annexIiiReference }) => {
    if (!/^\d{2,7}-\d{2}-\d$/.test(cas) || !/^\d+[a-z]?$/.test(annexIiiReference))
      throw new Error(`Not a CAS number and Annex III reference: ${cas}, ${annexIiiReference}`);
    return `('${cas}', '${annexIiiReference}')`;
  }).join(', '),
);
export const isEuAllergenSql = sql<boolean>`(EXISTS (SELECT 1 FROM eu_labelling_allergens a WHERE a.cas = "materials"."cas") OR EXISTS (SELECT 1 FROM (VALUES ${EU_ALLERGEN_CAS_VALUES}) AS t(cas, ref) JOIN eu_labelling_allergens a ON a.annex_iii_ref = t.ref WHERE t.cas = "materials"."cas"))`;
const isIfraRestricted = isIfraRestrictedSql;
const isEuAllergen = isEuAllergenSql;

/**
 * The order perfumers read names in: from the first word of three letters or more, stereo words left out, so
 * `(-)-Ambroxide`, `alpha-Ionone`, `dl-Citronellol` and `2,6-Nonadienal` sort under A, I, C and N.
 */
const STEREO_WORDS = String.raw`(alpha|beta|gamma|delta|cis|trans|tert|sec)-`;
const PERFUMER_NAME_ORDER = sql`substring(regexp_replace(lower(${materials.name}), ${STEREO_WORDS}, '', 'g') from '[a-z]{3,}.*')`;

/**
 * The library's search box with filters (the in-browser index answers text alone): names and synonyms contain the
 * text, and a text of digits and dashes is also the start of the material's CAS number or one of its other CAS
 * numbers in full (`9000-50-4` finds oakmoss absolute, `8007-75` the bergamot oils).
 */
function matchesText(q: string): SQL {
  const inNames = sql`${materials.searchText} LIKE ${containsPattern(normaliseSearchText(q))}`;
  const cas = q.trim();
  if (!/^\d[\d-]*$/.test(cas)) return inNames;
  return or(inNames, sql`${materials.cas} LIKE ${startsWithPattern(cas)}`, sql`${cas} = ANY(${materials.otherCas})`)!;
}

/** A page of the library (reference materials and the workspace's own), filtered and sorted. */
export async function listMaterials(db: Db, scope: WorkspaceScope, query: ListMaterialsQuery) {
  const { workspaceId } = scope;
  const filters: (SQL | undefined)[] = [query.own ? ownMaterials(scope) : visibleMaterials(scope)];
  if (query.q) filters.push(matchesText(query.q));
  if (query.odourFamily) filters.push(sql`lower(${materials.odourFamily}) = ${query.odourFamily.toLowerCase()}`);
  if (query.notePosition) filters.push(eq(materials.notePosition, query.notePosition));
  if (query.natural !== undefined) filters.push(eq(materials.isNatural, query.natural));
  if (query.ifraRestricted !== undefined)
    filters.push(query.ifraRestricted ? isIfraRestricted : sql`NOT ${isIfraRestricted}`);
  if (query.euAllergen !== undefined) filters.push(query.euAllergen ? isEuAllergen : sql`NOT ${isEuAllergen}`);
  if (query.inInventory !== undefined) {
    const inInventory = sql`EXISTS (SELECT 1 FROM ${inventoryLots} l WHERE l.material_id = "materials"."id" AND l.workspace_id = ${workspaceId})`;
    filters.push(query.inInventory ? inInventory : sql`NOT ${inInventory}`);
  }
  if (query.scope === 'used') {
    filters.push(
      or(
        sql`${materials.datasets} @> ARRAY['ifra-transparency-list']::text[]`,
        ownMaterials(scope),
        sql`EXISTS (SELECT 1 FROM ${inventoryLots} l WHERE l.material_id = "materials"."id" AND l.workspace_id = ${workspaceId})`,
        sql`"materials"."id"::text IN (SELECT r->>'materialId' FROM ${formulas} f CROSS JOIN jsonb_array_elements(f.rows) r WHERE f.workspace_id = ${workspaceId})`,
      ),
    );
  }
  const where = and(...filters);
  const column = {
    name: PERFUMER_NAME_ORDER,
    cas: materials.cas,
    substantivity: materials.substantivityHours,
    sources: materials.sourceCount,
  }[query.sort];
  const order = query.direction === 'desc' ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: materials.id,
        name: materials.name,
        cas: materials.cas,
        kind: materials.kind,
        isNatural: materials.isNatural,
        odourFamily: materials.odourFamily,
        notePosition: materials.notePosition,
        substantivityHours: materials.substantivityHours,
        sourceCount: materials.sourceCount,
        isOwn: sql<boolean>`${materials.userId} IS NOT NULL`,
        isIfraRestricted,
        isEuAllergen,
      })
      .from(materials)
      .where(where)
      .orderBy(order, asc(materials.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(materials).where(where),
  ]);
  return { items, total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Odour families with their counts (reference materials and the workspace's own), for the filter and the wizard. */
export async function listOdourFamilies(db: Db, scope: WorkspaceScope) {
  return db
    .select({ odourFamily: materials.odourFamily, total: count() })
    .from(materials)
    .where(and(visibleMaterials(scope), sql`${materials.odourFamily} IS NOT NULL`))
    .groupBy(materials.odourFamily)
    .orderBy(desc(count()));
}
