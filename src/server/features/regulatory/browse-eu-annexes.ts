import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { euAnnexEntries, euLabellingAllergens } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type EuQuery = { q?: string; list: 'allergens' | 'annex-ii' | 'annex-iii'; page: number; pageSize: number };

const like = (value: string) => containsPattern(value.toLowerCase());

/** A page of the EU labelling allergens or of Annex II / Annex III, searched by name, CAS or reference. */
export async function listEuEntries(db: Db, query: EuQuery) {
  const offset = (query.page - 1) * query.pageSize;
  if (query.list === 'allergens') {
    const where = query.q
      ? or(
          sql`lower(array_to_string(${euLabellingAllergens.names}, ' | ')) LIKE ${like(query.q)}`,
          sql`lower(coalesce(${euLabellingAllergens.labelName}, '')) LIKE ${like(query.q)}`,
          sql`${euLabellingAllergens.cas} LIKE ${like(query.q)}`,
          eq(euLabellingAllergens.annexIiiRef, query.q),
        )
      : undefined;
    const [items, [total]] = await Promise.all([
      db
        .select({
          id: euLabellingAllergens.id,
          annexIiiRef: euLabellingAllergens.annexIiiRef,
          cas: euLabellingAllergens.cas,
          names: euLabellingAllergens.names,
          labelName: euLabellingAllergens.labelName,
          leaveOnThresholdPct: euLabellingAllergens.leaveOnThresholdPct,
          rinseOffThresholdPct: euLabellingAllergens.rinseOffThresholdPct,
          isAddedBy20231545: euLabellingAllergens.isAddedBy20231545,
        })
        .from(euLabellingAllergens)
        .where(where)
        .orderBy(
          sql`nullif(regexp_replace(${euLabellingAllergens.annexIiiRef}, '\\D', '', 'g'), '')::int NULLS LAST`,
          asc(euLabellingAllergens.id),
        )
        .limit(query.pageSize)
        .offset(offset),
      db.select({ value: count() }).from(euLabellingAllergens).where(where),
    ]);
    return {
      list: query.list,
      total: total?.value ?? 0,
      page: query.page,
      pageSize: query.pageSize,
      allergens: items,
      entries: [],
    };
  }
  const annex = query.list === 'annex-ii' ? 'II' : 'III';
  const filters: (SQL | undefined)[] = [eq(euAnnexEntries.annex, annex)];
  if (query.q)
    filters.push(
      or(
        sql`lower(${euAnnexEntries.substanceName}) LIKE ${like(query.q)}`,
        sql`${euAnnexEntries.cas} LIKE ${like(query.q)}`,
        eq(euAnnexEntries.refNo, query.q),
      ),
    );
  const where = and(...filters);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: euAnnexEntries.id,
        refNo: euAnnexEntries.refNo,
        substanceName: euAnnexEntries.substanceName,
        cas: euAnnexEntries.cas,
        casValid: euAnnexEntries.casValid,
        productTypes: euAnnexEntries.productTypes,
        maximumThreshold: euAnnexEntries.maximumThreshold,
        restrictions: euAnnexEntries.restrictions,
      })
      .from(euAnnexEntries)
      .where(where)
      .orderBy(
        sql`nullif(regexp_replace(${euAnnexEntries.refNo}, '\\D', '', 'g'), '')::int NULLS LAST`,
        asc(euAnnexEntries.id),
      )
      .limit(query.pageSize)
      .offset(offset),
    db.select({ value: count() }).from(euAnnexEntries).where(where),
  ]);
  return {
    list: query.list,
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    allergens: [],
    entries: items,
  };
}
