import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { RATING_PRIOR_VOTES } from '../../../domain/intelligence/weighted-rating.ts';

/**
 * `computeWeightedRating` (domain/intelligence/weighted-rating.ts) as SQL, so the database can rank a whole catalogue
 * by it: (v / (v + m)) · R + (m / (v + m)) · C. Tested against the domain function on one table of cases
 * (weighted-rating-sql.test.ts).
 */
export function weightedRatingSql(rating: SQLWrapper, votes: SQLWrapper, catalogueMean: number): SQL<number> {
  return sql<number>`((${votes}::float8 / (${votes} + ${RATING_PRIOR_VOTES})) * ${rating} + (${RATING_PRIOR_VOTES}::float8 / (${votes} + ${RATING_PRIOR_VOTES})) * ${catalogueMean}::float8)`;
}
