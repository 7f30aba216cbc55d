import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { computeWeightedRating } from '../../../domain/intelligence/weighted-rating.ts';
import { weightedRatingSql } from './weighted-rating-sql.ts';

const ctx = await createTestContext();

// Issue 29 item 1: production ranks perfumes in SQL; the same cases through the domain function and the database
// must agree, so a change to one that is not made to the other fails here.
const CASES: { rating: number; votes: number; mean: number }[] = [
  { rating: 9.5, votes: 3, mean: 7.8 },
  { rating: 8.6, votes: 2000, mean: 7.8 },
  { rating: 7.8, votes: 25, mean: 7.8 },
  { rating: 4.1, votes: 1, mean: 7.2 },
  { rating: 10, votes: 250, mean: 6.95 },
  { rating: 6.4, votes: 0, mean: 7.2 },
  { rating: 8.25, votes: 1_000_000, mean: 5 },
];

describe('the weighted perfume rating in SQL is the domain function', () => {
  it('agrees with computeWeightedRating on every case', async () => {
    for (const { rating, votes, mean } of CASES) {
      const expression = weightedRatingSql(sql`${rating}::float8`, sql`${votes}::int`, mean);
      const result = await ctx.deps.database.db.execute<{ value: number }>(sql`SELECT ${expression} AS value`);
      expect(Number(result.rows[0]?.value), `${rating} from ${votes} votes, mean ${mean}`).toBeCloseTo(
        computeWeightedRating(rating, votes, mean),
        10,
      );
    }
  });

  it('ranks a high rating from few votes below a slightly lower one from many, in both', async () => {
    const few = computeWeightedRating(9.5, 3, 7.8);
    const many = computeWeightedRating(8.6, 2000, 7.8);
    expect(few).toBeLessThan(many);
    const result = await ctx.deps.database.db.execute<{ few: number; many: number }>(
      sql`SELECT ${weightedRatingSql(sql`9.5::float8`, sql`3::int`, 7.8)} AS few, ${weightedRatingSql(sql`8.6::float8`, sql`2000::int`, 7.8)} AS many`,
    );
    expect(Number(result.rows[0]?.few)).toBeLessThan(Number(result.rows[0]?.many));
  });
});
