import { describe, expect, it } from 'vitest';
import { readByMergeKeyPages } from './read-by-merge-key-pages.ts';

type Row = { mergeKey: string; id: number };

/** A table answering pages as a database would: its own collation (here case-insensitive), `limit` rows after `after`. */
function table(keys: readonly string[]) {
  const collate = (a: string, b: string) =>
    a.toLowerCase().localeCompare(b.toLowerCase()) || (a < b ? -1 : a > b ? 1 : 0);
  const rows = keys.map((mergeKey, id) => ({ mergeKey, id })).sort((a, b) => collate(a.mergeKey, b.mergeKey));
  const pages: (string | null)[] = [];
  const readPage = async (after: string | null, limit: number): Promise<Row[]> => {
    pages.push(after);
    return rows.filter((row) => after === null || collate(row.mergeKey, after) > 0).slice(0, limit);
  };
  return { readPage, pages };
}

describe('readByMergeKeyPages', () => {
  it.each([
    { label: 'fewer rows than a page: one read', keys: ['b', 'a'], pageRows: 3, reads: 1 },
    { label: 'exactly a page: a second, empty read ends it', keys: ['c', 'b', 'a'], pageRows: 3, reads: 2 },
    {
      label: 'seven rows in pages of two: four reads',
      keys: ['g', 'F', 'e', 'D', 'c', 'B', 'a'],
      pageRows: 2,
      reads: 4,
    },
    { label: 'no rows', keys: [], pageRows: 2, reads: 1 },
  ])('$label', async ({ keys, pageRows, reads }) => {
    const source = table(keys);
    const rows = await readByMergeKeyPages(source.readPage, pageRows);
    // Every row once, in JavaScript's order of the keys (upper case first), whatever the database's collation.
    expect(rows.map((row) => row.mergeKey)).toEqual([...keys].sort());
    expect(source.pages).toHaveLength(reads);
  });

  it('lets the event loop serve what waits between two pages', async () => {
    const log: string[] = [];
    const reading = readByMergeKeyPages(async (after: string | null) => {
      log.push(`page after ${after}`);
      return after === null ? [{ mergeKey: 'a' }] : [];
    }, 1);
    setImmediate(() => log.push('a request'));
    await reading;
    expect(log).toEqual(['page after null', 'a request', 'page after a']);
  });
});
