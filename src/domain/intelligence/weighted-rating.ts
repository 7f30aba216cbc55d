/** Votes a rating needs before it counts as much as the catalogue mean (the Bayesian prior's weight). */
export const RATING_PRIOR_VOTES = 25;

/**
 * Vote-weighted rating: (v / (v + m)) · R + (m / (v + m)) · C, where R is the perfume's rating, v its votes,
 * C the catalogue's mean rating and m the prior weight. A 9.5 from 3 votes ranks below an 8.6 from 2,000.
 */
export function computeWeightedRating(
  rating: number,
  votes: number,
  catalogueMean: number,
  priorVotes = RATING_PRIOR_VOTES,
): number {
  if (votes <= 0) return catalogueMean;
  return (votes / (votes + priorVotes)) * rating + (priorVotes / (votes + priorVotes)) * catalogueMean;
}
