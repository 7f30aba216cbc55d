/** The root of every formulas query key; a write to a formula invalidates it (list, details, versions, usage). */
export const FORMULAS_ROOT_KEY = ['formulas'] as const;
