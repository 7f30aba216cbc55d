// The library search word by word on a house (issue 34, ADR 044): each word's answer timed on its own, p50/p95 over
// several rounds, and compared with the reference (the search before ADR 044: LIKE over each formula's search text)
// for the same page. Run against a database that holds the house (never the one a load bench is using):
//   DATABASE_URL=postgres://…/house_search nice -n 10 node bench/library-search-words.ts [rounds] [limit]
import { performance } from 'node:perf_hooks';
import { and, desc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { formulaSearchEntries, formulas } from '../src/server/db/schema/index.ts';
import { isDateWord, splitSearchWords } from '../src/domain/formulas/search-formulas.ts';
import { listFormulaSummaries } from '../src/server/features/formulas/list-formula-summaries.ts';
import { openableFormulas } from '../src/server/features/workspaces/workspaces.public.ts';
import type { Db } from '../src/server/db/client.ts';
import { SEARCHES } from './lib/house-load.ts';
import { percentile } from './lib/percentile.ts';

/** The 16 words of the load (bench/lib/house-load.ts), the 3-letter prefixes it also asks, and harder ones. */
const LOAD_WORDS = SEARCHES;
const PREFIXES = ['cit', 'ber', 'van', 'hed', 'mus', 'ros', 'amb', 'ced', 'eth', 'ben', 'cou', '78-'];
const OTHERS = [
  'a',
  'e',
  'li',
  'zz',
  'qqq',
  'Héd',
  'ÉTHYL',
  'hedione',
  '78-70-6',
  '-70-',
  '8000',
  '5989-27-5',
  '1-',
  '50%',
  'a_b',
  'x\\y',
  'lin ethyl',
  'rose musk cedar',
  'ambro 2026',
  '2026',
  '2026-11',
  'berg lin',
  'iso e super',
  'galax',
  'patch',
  'oakmoss',
  'ylang',
  'vetiver',
  'musk hedi',
  'citral limonene',
  'zzz lin',
  'γ',
  'ß',
  'œ',
];

const ROUNDS = Number(process.argv[2] ?? 5);
const LIMIT = Number(process.argv[3] ?? 200);

/** The search as it was (migration 0042): every word LIKE over the formula's whole search text, trigram index. */
async function referenceIds(
  db: Db,
  scope: { userId: string; workspaceId: string },
  q: string,
  limit: number,
  offset: number,
) {
  const words = splitSearchWords(q);
  const containing = (word: string) => `%${word.replaceAll(/[\\%_]/g, '\\$&')}%`;
  const condition = and(
    openableFormulas(scope),
    ...words.filter(isDateWord).map(
      (word) => sql`(left(to_char(${formulas.createdAt} at time zone 'UTC', 'YYYY-MM-DD'), ${word.length}) = ${word}
            or left(to_char(${formulas.updatedAt} at time zone 'UTC', 'YYYY-MM-DD'), ${word.length}) = ${word})`,
    ),
    ...words
      .filter((word) => !isDateWord(word))
      .map((word) => sql`${formulaSearchEntries.searchText} like ${containing(word)}`),
  );
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx
      .select({ id: formulas.id })
      .from(formulas)
      .leftJoin(formulaSearchEntries, eq(formulaSearchEntries.formulaId, formulas.id))
      .where(condition)
      .orderBy(desc(formulas.createdAt), desc(formulas.id))
      .limit(limit + 1)
      .offset(offset);
  });
  return rows.map((row) => row.id);
}

async function time<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
}

const { db, close } = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
const [owner] = await db
  .execute<{ user_id: string; workspace_id: string }>(
    sql`select user_id, workspace_id from formulas group by 1, 2 order by count(*) desc limit 1`,
  )
  .then((result) => result.rows);
const scope = { userId: owner!.user_id, workspaceId: owner!.workspace_id };
const mode = process.env.SEARCH_MODE ?? 'both';
const words = [...LOAD_WORDS, ...PREFIXES, ...OTHERS];
const timings = new Map<string, { reference: number[]; current: number[]; count: number }>();
let differences = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const q of words) {
    const entry = timings.get(q) ?? { reference: [], current: [], count: 0 };
    timings.set(q, entry);
    const offsets = round === 0 ? [0, LIMIT] : [0];
    for (const offset of offsets) {
      const [referenceMs, expected] =
        mode === 'current' ? [0, null] : await time(() => referenceIds(db, scope, q, LIMIT, offset));
      const [currentMs, page] =
        mode === 'reference'
          ? [0, null]
          : await time(() => listFormulaSummaries(db, scope, { q, limit: LIMIT, offset }));
      if (offset === 0) {
        entry.reference.push(referenceMs);
        entry.current.push(currentMs);
      }
      if (expected && page) {
        const ids = page.items.map((item) => item.id);
        const same =
          ids.join() === expected.slice(0, LIMIT).join() && (page.nextOffset !== null) === expected.length > LIMIT;
        if (offset === 0) entry.count = ids.length;
        if (!same) {
          differences++;
          console.log(`DIFFERENT "${q}" offset ${offset}: ${ids.length} against ${Math.min(expected.length, LIMIT)}`);
        }
      }
    }
  }
}
const ms = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p / 100,
  )
    .toFixed(1)
    .padStart(7);
console.log(
  `limit ${LIMIT}, ${ROUNDS} rounds (${mode}); ms p50 / p95: reference, current; answers compared: ${differences} different`,
);
for (const [q, entry] of timings)
  console.log(
    `${JSON.stringify(q).padEnd(20)} ${String(entry.count).padStart(4)}  ref ${ms(entry.reference, 50)} ${ms(entry.reference, 95)}   new ${ms(entry.current, 50)} ${ms(entry.current, 95)}`,
  );
const all = (key: 'reference' | 'current') => [...timings.values()].flatMap((entry) => entry[key]);
const load = (key: 'reference' | 'current') => LOAD_WORDS.flatMap((word) => timings.get(word)![key]);
console.log(
  `load words: ref ${ms(load('reference'), 50)} ${ms(load('reference'), 95)}   new ${ms(load('current'), 50)} ${ms(load('current'), 95)}`,
);
console.log(
  `all words:  ref ${ms(all('reference'), 50)} ${ms(all('reference'), 95)}   new ${ms(all('current'), 50)} ${ms(all('current'), 95)}`,
);
await close();
