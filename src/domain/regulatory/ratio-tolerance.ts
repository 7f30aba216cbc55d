/** Comparisons at full precision with ε = 1e-9, applied to the dimensionless ratio (compliance-rules.md §4). */
export const RATIO_TOLERANCE = 1e-9;
