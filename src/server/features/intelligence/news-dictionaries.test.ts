import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { materials } from '../../db/schema/index.ts';
import { loadDictionaries } from './fetch-feeds.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

// Issue 35 item 22: news analysis tags the library's materials named by their trade names (trade-names.ts).
describe('the news dictionaries', () => {
  it('name a library material by its trade name (Hedione, CAS 24851-98-7), and not one the library lacks', async () => {
    const before = await loadDictionaries(db);
    expect(before.ingredients).not.toContain('Hedione');
    await db.insert(materials).values({
      name: 'Methyl dihydrojasmonate',
      cas: '24851-98-7',
      kind: 'single',
      searchText: 'methyl dihydrojasmonate hedione',
    });
    const after = await loadDictionaries(db);
    expect(after.ingredients).toContain('Hedione');
    expect(after.ingredients).not.toContain('Iso E Super');
  });
});
