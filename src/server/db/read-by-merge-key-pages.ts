import { and, gt, isNull, type SQL } from 'drizzle-orm';
import { materials } from './schema/index.ts';

/** Rows of the reference library read in one page: about 60-150 ms of the event loop on the embedded database. */
export const REFERENCE_PAGE_ROWS = 3000;

/**
 * Reads the whole reference library (every row has a merge key: the import writes each by it) page by page in merge
 * key order, letting the event loop serve what waits between two pages, and returns the rows in merge key order as
 * JavaScript compares strings: the order a fresh import inserts them, whatever the database's collation.
 *
 * One query for 28,000 materials held the embedded database's only thread and the event loop for 0.5-1.1 s while
 * PGlite parsed its answer (at every start, for the search index and again for the compliance inputs, before the
 * first request was answered: ADR 066). `readPage(after, limit)` reads the `limit` rows whose merge key sorts after
 * `after` (all from the first when null), ordered by merge key.
 */
export async function readByMergeKeyPages<Row extends { mergeKey: string | null }>(
  readPage: (after: string | null, limit: number) => Promise<Row[]>,
  pageRows = REFERENCE_PAGE_ROWS,
): Promise<Row[]> {
  const rows: Row[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await readPage(after, pageRows);
    for (const row of page) rows.push(row);
    const last = page.at(-1)?.mergeKey ?? null;
    if (page.length < pageRows || last === null) break;
    after = last;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return rows.sort((left, right) => compareKeys(left.mergeKey, right.mergeKey));
}

function compareKeys(left: string | null, right: string | null): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  return left < right ? -1 : 1;
}

/** The reference materials whose merge key sorts after `after` (all when null): the filter of a page's query. */
export function referenceMaterialsAfter(after: string | null): SQL | undefined {
  return after === null ? isNull(materials.userId) : and(isNull(materials.userId), gt(materials.mergeKey, after));
}
