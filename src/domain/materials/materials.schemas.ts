import { z } from 'zod';
import { isValidCasCheckDigit } from './cas-number.ts';
import { NOTE_POSITIONS } from './note-position.ts';
import { validateComposition } from './validate-composition.ts';
import { MAX_MATCH_NAMES } from './max-match-names.ts';
import { NATURAL_TYPES } from './natural-type.ts';
import { OWN_MATERIAL_KINDS } from './own-material-kind.ts';

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const MAX_SEARCH_RESULTS = 100;

/** GET /api/materials/search */
export const SearchMaterialsQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type at least one character').max(200),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_RESULTS).default(20),
});
export type SearchMaterialsQuery = z.infer<typeof SearchMaterialsQuerySchema>;

export { MAX_MATCH_NAMES };

/** POST /api/materials/match: the lines of a paste, matched to the library in one request. */
export const MatchMaterialNamesInputSchema = z.object({
  names: z.array(z.string().max(200)).min(1, 'Send at least one name').max(MAX_MATCH_NAMES),
});
export type MatchMaterialNamesInput = z.infer<typeof MatchMaterialNamesInputSchema>;

export const MATERIAL_SORTS = ['name', 'cas', 'substantivity', 'sources'] as const;

/** GET /api/materials: a page of the library with filters. */
export const ListMaterialsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  odourFamily: z.string().trim().min(1).max(60).optional(),
  notePosition: z.enum(NOTE_POSITIONS).optional(),
  natural: booleanQuery.optional(),
  ifraRestricted: booleanQuery.optional(),
  euAllergen: booleanQuery.optional(),
  own: booleanQuery.optional(),
  /** Only materials with at least one lot in the user's inventory. */
  inInventory: booleanQuery.optional(),
  /**
   * `used`: the materials perfumers use (IFRA Transparency List members, the user's own, those in any of their
   * formulas or stock), the library's first view; `all` (default): the whole library.
   */
  scope: z.enum(['used', 'all']).default('all'),
  sort: z.enum(MATERIAL_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type ListMaterialsQuery = z.infer<typeof ListMaterialsQuerySchema>;

export const MaterialIdParamSchema = z.object({ id: z.uuid('Not a material id') });

/** GET /api/materials/search-index/:version: the content hash GET /api/materials/search-index/version answers. */
export const SearchIndexVersionParamSchema = z.object({
  version: z.string().regex(/^m-[\w-]{22}$/, 'Not a search index version'),
});

/** Kinds of material a user may create: a natural, an accord or a base with its composition, a dilution, a substance. */
export const MAX_COMPOSITION_LINES = 300;

const CompositionLineSchema = z.object({
  materialId: z.uuid('Not a material id'),
  percent: z
    .number('A share must be a number')
    .min(0, 'A share must be from 0 to 100 %')
    .max(100, 'A share must be from 0 to 100 %'),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const StatedNaturalTypeSchema = z
  .enum(NATURAL_TYPES, 'Not a type of natural')
  .exclude(['unknown'], 'Not a type of natural')
  .nullish()
  .transform((value) => value ?? null);

/** PUT /api/materials/:id/natural-type: the type of one of the workspace's own naturals, as MaterialInputSchema's. */
export const NaturalTypeInputSchema = z.object({ naturalType: StatedNaturalTypeSchema });
export type NaturalTypeInput = z.infer<typeof NaturalTypeInputSchema>;

/** POST /api/materials and PUT /api/materials/:id (a user's own material). */
export const MaterialInputSchema = z
  .object({
    name: z.string().trim().min(1, 'A material needs a name').max(200),
    kind: z.enum(OWN_MATERIAL_KINDS),
    cas: z
      .string()
      .trim()
      .max(20)
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || isValidCasCheckDigit(value), 'Not a valid CAS number (check digit)'),
    synonyms: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
    odourFamily: optionalText(60),
    odourDescriptors: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
    substantivityHours: z
      .number()
      .min(0)
      .max(10_000)
      .nullish()
      .transform((value) => value ?? null),
    notePosition: z
      .enum(NOTE_POSITIONS)
      .nullish()
      .transform((value) => value ?? null),
    notes: optionalText(5000),
    /**
     * Food/flavour grade as the user declares it (IFRA categories 1 and 6 require every material to be a recognised
     * flavouring): true, false, or null / absent when not declared (those categories then read "not assessed").
     */
    isFoodGradeFlavour: z
      .boolean()
      .nullish()
      .transform((value) => value ?? null),
    /**
     * A natural's type as its supplier's specification states it (essential oil, absolute…). Only a stated
     * furocoumarin-free keeps it out of the IFRA furocoumarin sum (compliance-rules.md §4: "an explicit flag, never a
     * name heuristic"). Null or absent: its name tells the type, never as furocoumarin-free.
     */
    naturalType: StatedNaturalTypeSchema,
    composition: z.array(CompositionLineSchema).max(MAX_COMPOSITION_LINES).default([]),
    dilution: z
      .object({
        materialId: z.uuid('Not a material id'),
        percent: z.number().gt(0, 'A dilution must be over 0 %').max(100, 'A dilution must be at most 100 %'),
        solventMaterialId: z.uuid('Not a material id'),
      })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((input, context) => {
    for (const issue of validateComposition(input.composition)) {
      context.addIssue({
        code: 'custom',
        path: issue.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: issue.message,
      });
    }
    if ((input.kind === 'accord' || input.kind === 'base') && input.composition.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['composition'],
        message: `An ${input.kind === 'accord' ? 'accord' : 'base'} needs at least one material in its composition`,
      });
    }
    if (input.naturalType !== null && input.kind !== 'natural') {
      context.addIssue({
        code: 'custom',
        path: ['naturalType'],
        message: 'Only a natural has a type (essential oil, absolute, furocoumarin-free…)',
      });
    }
    if (input.kind === 'dilution' && !input.dilution) {
      context.addIssue({
        code: 'custom',
        path: ['dilution'],
        message: 'A dilution needs the material diluted, its share and the solvent',
      });
    }
    if (input.dilution && input.dilution.materialId === input.dilution.solventMaterialId) {
      context.addIssue({
        code: 'custom',
        path: ['dilution', 'solventMaterialId'],
        message: 'The solvent must differ from the material diluted',
      });
    }
  });
export type MaterialInput = z.infer<typeof MaterialInputSchema>;

/** PUT /api/materials/:id/annotation: the user's own note on any material (reference ones stay unchanged). */
export const MaterialAnnotationInputSchema = z.object({
  notePositionOverride: z.enum(NOTE_POSITIONS).nullable(),
  notes: z
    .string()
    .trim()
    .max(5000)
    .nullable()
    .transform((value) => value || null),
});
export type MaterialAnnotationInput = z.infer<typeof MaterialAnnotationInputSchema>;

/** POST /api/materials/consolidation/merge: one of the user's materials into a reference one. */
export const MergeMaterialInputSchema = z.object({
  ownMaterialId: z.uuid('Not a material id'),
  referenceMaterialId: z.uuid('Not a material id'),
});
