/**
 * The kinds a user's own material can be. Apart from the schemas (materials.schemas.ts) so the materials screen's
 * new-material dialog, which only lists them, does not bring zod and every material schema with it.
 */
export const OWN_MATERIAL_KINDS = ['natural', 'accord', 'base', 'dilution', 'substance'] as const;
export type OwnMaterialKind = (typeof OWN_MATERIAL_KINDS)[number];
