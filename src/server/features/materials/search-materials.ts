import { sql, type SQL } from 'drizzle-orm';
import { isCasLike } from '../../../domain/materials/cas-number.ts';
import type { SearchMaterialsQuery } from '../../../domain/materials/materials.schemas.ts';
import { normalizeSearchText } from '../../../domain/materials/normalize-search-text.ts';
import type { Db } from '../../db/client.ts';

export type MaterialSearchItem = {
  id: string;
  name: string;
  cas: string | null;
  kind: string;
  odourFamily: string | null;
  notePosition: string | null;
  isNatural: boolean;
  isOwn: boolean;
  matchedSynonym: string | null;
};

/** Candidates per kind of match, before ranking: enough that the best ones are always among them. */
const CANDIDATES_PER_KIND = 200;

type SearchRow = {
  id: string; name: string; cas: string | null; kind: string; odour_family: string | null; note_position: string | null;
  is_natural: boolean; is_own: boolean; synonyms: string[] | null; tier: number;
};

function escapeLike(text: string): string {
  return text.replaceAll(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Best match first: exact name, CAS or synonym; then names starting with the text; then any word of a name or
 * synonym starting with it; then substrings; then typo-tolerant matches (trigram word similarity). Within a
 * rank, materials known to more datasets come first, then shorter names. A user sees reference materials and
 * their own, never another user's.
 */
export async function searchMaterials(db: Db, userId: string, query: SearchMaterialsQuery): Promise<MaterialSearchItem[]> {
  const raw = query.q.trim();
  const normalized = normalizeSearchText(raw) || raw.toLowerCase();
  const like = escapeLike(normalized);
  const prefix = `${like}%`;
  const substring = `%${like}%`;
  const visible = sql`(m.user_id IS NULL OR m.user_id = ${userId})`;
  const isLong = normalized.length >= 4;
  const casLike = isCasLike(raw);
  const exactParts = [sql`(SELECT m.id FROM materials m WHERE lower(m.name) LIKE ${prefix} AND ${visible} LIMIT ${CANDIDATES_PER_KIND})`];
  if (isLong) exactParts.push(sql`(SELECT m.id FROM materials m WHERE m.search_text LIKE ${substring} AND ${visible} LIMIT ${CANDIDATES_PER_KIND})`);
  if (casLike) {
    exactParts.push(sql`(SELECT m.id FROM materials m WHERE m.cas LIKE ${`${escapeLike(raw)}%`} AND ${visible} LIMIT ${CANDIDATES_PER_KIND})`);
    exactParts.push(sql`(SELECT m.id FROM materials m WHERE m.other_cas @> ARRAY[${raw}]::text[] AND ${visible} LIMIT 20)`);
  }
  const rank = (parts: SQL[]) => db.execute<SearchRow>(sql`
    WITH candidates AS (${sql.join(parts, sql` UNION `)}), ranked AS (
    SELECT m.id, m.name, m.cas, m.kind, m.odour_family, m.note_position, m.is_natural, (m.user_id IS NOT NULL) AS is_own, m.synonyms,
      CASE
        WHEN lower(m.name) = ${normalized} OR m.cas = ${raw} OR ${raw} = ANY(m.other_cas)
          OR position(${`| ${normalized} |`} in ${'| '} || m.search_text || ${' |'}) > 0 THEN 0
        WHEN lower(m.name) LIKE ${prefix} OR m.cas LIKE ${`${escapeLike(raw)}%`} THEN 1
        ELSE 2
      END AS tier,
      strict_word_similarity(${normalized}, lower(m.name)) AS name_similarity,
      word_similarity(${normalized}, m.search_text) AS similarity
      , least(m.source_count, 4) AS known_by
    FROM materials m JOIN candidates c ON c.id = m.id)
    SELECT * FROM ranked
    ORDER BY tier, CASE WHEN tier = 2 THEN name_similarity ELSE 0 END DESC, CASE WHEN tier = 2 THEN similarity ELSE 0 END DESC,
      known_by DESC, length(name), name
    LIMIT ${query.limit}
  `);
  let rows = (await rank(exactParts)).rows;
  // Typo tolerance only when the exact kinds of match leave room: trigram look-ups cost more.
  if (rows.length < query.limit && normalized.length >= 4) {
    const fuzzyParts = [...exactParts, sql`(SELECT m.id FROM materials m WHERE ${normalized} <% lower(m.name) AND ${visible} LIMIT ${CANDIDATES_PER_KIND})`];
    rows = (await rank(fuzzyParts)).rows;
  }
  return rows.map((row) => {
    const matchedSynonym = row.tier !== 1
      ? (row.synonyms ?? []).find((synonym) => normalizeSearchText(synonym).includes(normalized)) ?? null
      : null;
    return {
      id: row.id,
      name: row.name,
      cas: row.cas,
      kind: row.kind,
      odourFamily: row.odour_family,
      notePosition: row.note_position,
      isNatural: row.is_natural,
      isOwn: row.is_own,
      matchedSynonym,
    };
  });
}
