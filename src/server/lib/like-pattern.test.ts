import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../tests/setup/test-app.ts';
import { containsPattern, escapeLike, startsWithPattern } from './like-pattern.ts';
import { readJson } from '../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

/** What the database answers for `value LIKE pattern` (the default escape character, as every query uses). */
async function likes(value: string, pattern: string, insensitive = false): Promise<boolean> {
  const result = await db.execute<{ matched: boolean }>(
    insensitive ? sql`SELECT ${value} ILIKE ${pattern} AS matched` : sql`SELECT ${value} LIKE ${pattern} AS matched`,
  );
  return result.rows[0]!.matched;
}

describe('LIKE patterns from typed text', () => {
  it.each([
    // typed, stored value, found by "contains"
    ['50%', 'sale 50% off', true],
    ['50%', 'sale 500 off', false],
    ['a_b', 'a_b', true],
    ['a_b', 'axb', false],
    ['%', 'no percent here', false],
    ['_', 'x', false],
    ['back\\slash', 'a back\\slash b', true],
    ['back\\slash', 'a backslash b', false],
    ['\\', 'ends with \\', true],
    ['\\', 'none', false],
    ['\\%', 'literally \\%', true],
    ['\\%', 'literally \\x', false],
    ['', 'anything', true],
    ['plain', 'a plain word', true],
  ])('"%s" contained in "%s": %s', async (typed, value, expected) => {
    expect(await likes(value, containsPattern(typed))).toBe(expected);
    expect(await likes(value.toUpperCase(), containsPattern(typed), true)).toBe(expected);
  });

  it.each([
    ['50%', '50% off', true],
    ['50%', '500 off', false],
    ['a_', 'a_z', true],
    ['a_', 'az', false],
    ['rose', 'a rose', false],
  ])('"%s" starts "%s": %s', async (typed, value, expected) => {
    expect(await likes(value, startsWithPattern(typed))).toBe(expected);
  });

  it('escapes exactly the three characters LIKE gives a meaning', () => {
    expect(escapeLike('a%b_c\\d.e*f[g]')).toBe('a\\%b\\_c\\\\d.e*f[g]');
  });
});

describe('searches through the helper', () => {
  it('the admin users search reads an underscore as itself, not as any character', async () => {
    const admin = await ctx.signUp('admin@sillage.test');
    await ctx.signUp('like_probe@sillage.test');
    await ctx.signUp('likexprobe@sillage.test');
    const search = async (q: string) => {
      const response = await ctx.request(`/api/admin/users?q=${encodeURIComponent(q)}`, { cookie: admin.cookie });
      expect(response.status).toBe(200);
      return (await readJson(response, z.looseObject({ items: z.array(z.looseObject({ email: z.string() })) }))).items
        .map((item) => item.email)
        .sort();
    };
    expect(await search('like_probe')).toEqual(['like_probe@sillage.test']);
    expect(await search('like%probe')).toEqual([]);
    expect(await search('probe')).toEqual(['like_probe@sillage.test', 'likexprobe@sillage.test']);
  });
});
