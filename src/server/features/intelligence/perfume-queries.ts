import { and, arrayContains, count, desc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import { normaliseNote, toNoteKey } from '../../../domain/intelligence/note-key.ts';
import type { SearchPerfumesQuery, TopPerfumesQuery } from '../../../domain/intelligence/intelligence.schemas.ts';
import { RATING_PRIOR_VOTES } from '../../../domain/intelligence/weighted-rating.ts';
import { weightedRatingSql } from './weighted-rating-sql.ts';
import type { Db } from '../../db/client.ts';
import { commercialPerfumes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findNoteMaterials } from './find-note-materials.ts';
import { containsPattern, escapeLike } from '../../lib/like-pattern.ts';

const summary = {
  id: commercialPerfumes.id,
  name: commercialPerfumes.name,
  brand: commercialPerfumes.brand,
  brandCountry: commercialPerfumes.brandCountry,
  releaseYear: commercialPerfumes.releaseYear,
  concentration: commercialPerfumes.concentration,
  gender: commercialPerfumes.gender,
  ratingValue: commercialPerfumes.ratingValue,
  ratingCount: commercialPerfumes.ratingCount,
  accords: commercialPerfumes.accords,
  perfumers: commercialPerfumes.perfumers,
};

function buildFilters(query: SearchPerfumesQuery): SQL[] {
  // Rows whose data contradicts itself or copies another row's figures are kept but never listed (issue 26 item 7).
  const filters: SQL[] = [
    eq(commercialPerfumes.catalogue, query.catalogue),
    sql`cardinality(${commercialPerfumes.dataIssues}) = 0`,
  ];
  if (query.q) filters.push(sql`${commercialPerfumes.searchText} LIKE ${containsPattern(normaliseNote(query.q))}`);
  if (query.brand) filters.push(ilike(commercialPerfumes.brand, escapeLike(query.brand)));
  if (query.note) filters.push(arrayContains(commercialPerfumes.noteKeys, [toNoteKey(query.note)]));
  if (query.accord) filters.push(arrayContains(commercialPerfumes.accords, [query.accord]));
  if (query.perfumer)
    filters.push(
      sql`EXISTS (SELECT 1 FROM unnest(${commercialPerfumes.perfumers}) p WHERE p ILIKE ${containsPattern(query.perfumer)})`,
    );
  if (query.year) filters.push(eq(commercialPerfumes.releaseYear, query.year));
  return filters;
}

type Facet = { value: string; count: number };

/** A page of perfumes matching the filters, with facets (accords, brands, decades) over all the matches. */
export async function searchPerfumes(db: Db, query: SearchPerfumesQuery) {
  const where = and(...buildFilters(query));
  const [items, [total], accords, brands, years] = await Promise.all([
    db
      .select(summary)
      .from(commercialPerfumes)
      .where(where)
      .orderBy(sql`${commercialPerfumes.ratingCount} DESC NULLS LAST`, commercialPerfumes.name)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(commercialPerfumes).where(where),
    db.execute<Facet>(
      sql`SELECT a AS value, count(*)::int AS count FROM ${commercialPerfumes}, unnest(${commercialPerfumes.accords}) a WHERE ${where} GROUP BY a ORDER BY count DESC, a LIMIT 21`,
    ),
    db.execute<Facet>(
      sql`SELECT ${commercialPerfumes.brand} AS value, count(*)::int AS count FROM ${commercialPerfumes} WHERE ${where} GROUP BY 1 ORDER BY count DESC, 1 LIMIT 12`,
    ),
    db.execute<Facet>(
      sql`SELECT ((${commercialPerfumes.releaseYear} / 10) * 10)::text AS value, count(*)::int AS count FROM ${commercialPerfumes} WHERE ${where} AND ${commercialPerfumes.releaseYear} IS NOT NULL GROUP BY 1 ORDER BY 1 DESC LIMIT 12`,
    ),
  ]);
  return {
    items,
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    facets: { accords: accords.rows, brands: brands.rows, decades: years.rows },
  };
}

/** One perfume with its pyramid, and the library materials matching each of its notes. */
export async function getPerfume(db: Db, userId: string, id: string) {
  const [perfume] = await db.select().from(commercialPerfumes).where(eq(commercialPerfumes.id, id)).limit(1);
  if (!perfume) throw new AppError('NOT_FOUND', 'No perfume with this id.');
  const notes = [...new Set([...perfume.topNotes, ...perfume.heartNotes, ...perfume.baseNotes])];
  const materials = await findNoteMaterials(db, notes.slice(0, 60));
  const { searchText: _searchText, ...rest } = perfume;
  return { perfume: rest, noteMaterials: materials };
}

/** Perfumes ranked by vote-weighted rating (see weighted-rating.ts), by year, gender and family (first accord). */
export async function listTopPerfumes(db: Db, query: TopPerfumesQuery) {
  const filters: SQL[] = [
    eq(commercialPerfumes.catalogue, query.catalogue),
    isNotNull(commercialPerfumes.ratingValue),
    sql`${commercialPerfumes.ratingCount} > 0`,
    sql`cardinality(${commercialPerfumes.dataIssues}) = 0`,
  ];
  if (query.year) filters.push(eq(commercialPerfumes.releaseYear, query.year));
  if (query.gender) filters.push(ilike(commercialPerfumes.gender, escapeLike(query.gender)));
  if (query.family) filters.push(sql`${commercialPerfumes.accords}[1] = ${query.family}`);
  const where = and(...filters);
  const [mean] = await db
    .select({ value: sql<number>`coalesce(avg(${commercialPerfumes.ratingValue}), 0)::float8` })
    .from(commercialPerfumes)
    .where(and(eq(commercialPerfumes.catalogue, query.catalogue), isNotNull(commercialPerfumes.ratingValue)));
  const catalogueMean = mean?.value ?? 0;
  const weighted = weightedRatingSql(commercialPerfumes.ratingValue, commercialPerfumes.ratingCount, catalogueMean);
  const items = await db
    .select({ ...summary, weightedRating: weighted })
    .from(commercialPerfumes)
    .where(where)
    .orderBy(desc(weighted))
    .limit(query.limit);
  const genders = await db.execute<Facet>(
    sql`SELECT gender AS value, count(*)::int AS count FROM ${commercialPerfumes} WHERE catalogue = ${query.catalogue} AND gender IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 10`,
  );
  return { items, catalogueMean, priorVotes: RATING_PRIOR_VOTES, genders: genders.rows };
}

const FIELDS = [
  'name',
  'brand',
  'brand_country',
  'release_year',
  'concentration',
  'gender',
  'rating_value',
  'accords',
  'top_notes',
  'heart_notes',
  'base_notes',
  'perfumers',
  'url',
] as const;

/** Counts and completeness per field of each imported catalogue. */
export async function describeCatalogues(db: Db) {
  const filled = FIELDS.map((field) =>
    ['accords', 'top_notes', 'heart_notes', 'base_notes', 'perfumers'].includes(field)
      ? sql.raw(`count(*) FILTER (WHERE cardinality(${field}) > 0)::int AS "${field}"`)
      : sql.raw(`count(${field})::int AS "${field}"`),
  );
  const rows = await db.execute<Record<string, number | string>>(sql`
    SELECT catalogue, count(*)::int AS total, count(DISTINCT brand)::int AS brands, min(release_year) AS first_year, max(release_year) AS last_year,
      ${sql.join(filled, sql`, `)} FROM ${commercialPerfumes} GROUP BY catalogue ORDER BY catalogue`);
  return rows.rows.map((row) => ({
    catalogue: String(row.catalogue),
    total: Number(row.total),
    brands: Number(row.brands),
    firstYear: row.first_year === null ? null : Number(row.first_year),
    lastYear: row.last_year === null ? null : Number(row.last_year),
    fields: FIELDS.map((field) => ({
      field,
      filled: Number(row[field] ?? 0),
      share: Number(row.total) > 0 ? Number(row[field] ?? 0) / Number(row.total) : 0,
    })),
  }));
}
