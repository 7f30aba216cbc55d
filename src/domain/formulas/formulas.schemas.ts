import { z } from 'zod';
import { PERFUMERY_FAMILY_IDS } from './perfumery-families.ts';
import { commaSeparatedIds } from '../shared/comma-separated-ids.ts';
import { IFRA_CATEGORIES } from '../regulatory/ifra-categories.ts';
import { MARKETS } from '../regulatory/compliance-verdict.ts';
import { EU_PRODUCT_KINDS } from '../regulatory/eu-product-kind-details.ts';
import { IFRA_PRODUCT_APPLICATIONS } from './formula-row.ts';

export const MAX_FORMULA_ROWS = 2000;

export const FinishedProductSchema = z.object({
  ifraCategory: z.enum(IFRA_CATEGORIES),
  dosagePercent: z.number().gt(0).max(100),
  basis: z.enum(['w/w', 'v/v']),
  application: z.enum(IFRA_PRODUCT_APPLICATIONS),
  concentrateDensity: z.number().gt(0).max(5),
  baseDensity: z.number().gt(0).max(5),
  markets: z.array(z.enum(MARKETS)).min(1).max(MARKETS.length).optional(),
  euProductKind: z.enum(EU_PRODUCT_KINDS).optional(),
});

export const MAX_FORMULA_NAME_LENGTH = 200;
const name = z.string().trim().max(MAX_FORMULA_NAME_LENGTH, 'A formula name is at most 200 characters');
const description = z.string().max(5000).nullable();
const tags = z.array(z.string().trim().min(1).max(40)).max(20);
/** Rows are checked by parseFormulaRows, which names each malformed row (422). */
const rows = z.array(z.unknown()).max(MAX_FORMULA_ROWS).or(z.string().max(900_000));

/**
 * What every formula write stores, whichever path it came by (JSON array, rows as a JSON string, file import,
 * duplicate, restore): at most 2,000 rows and a name of at most 200 characters.
 */
export const FormulaContentSchema = z.object({
  name: z.string().max(MAX_FORMULA_NAME_LENGTH, 'A formula name is at most 200 characters').optional(),
  rows: z.array(z.unknown()).max(MAX_FORMULA_ROWS, 'A formula holds at most 2,000 rows').optional(),
});

export const CreateFormulaInputSchema = z.strictObject({
  name: name.optional(),
  description: description.optional(),
  rows: rows.optional(),
  tags: tags.optional(),
  isPublic: z.boolean().optional(),
  product: FinishedProductSchema.optional(),
});
export type CreateFormulaInput = z.infer<typeof CreateFormulaInputSchema>;

/** PUT /api/formulas/:id — `version` is the version the client edited; a stale one is a 409. */
export const SaveFormulaInputSchema = z.strictObject({
  version: z.number().int().min(1),
  /** The revision the client saw (grows on every save, in-place autosaves included); optional for older clients. */
  revision: z.number().int().min(1).optional(),
  /** An autosave: updates the version autosave made within the last few minutes instead of adding one. */
  autosave: z.boolean().optional(),
  name: name.optional(),
  description: description.optional(),
  rows: rows.optional(),
  tags: tags.optional(),
  isPublic: z.boolean().optional(),
  product: FinishedProductSchema.optional(),
});
export type SaveFormulaInput = z.infer<typeof SaveFormulaInputSchema>;

export const FormulaIdParamSchema = z.object({ id: z.uuid('Unknown formula id') });
export const VersionParamSchema = z.object({
  id: z.uuid('Unknown formula id'),
  version: z.coerce.number().int().min(1),
});

export const DiffQuerySchema = z.object({ from: z.coerce.number().int().min(1), to: z.coerce.number().int().min(1) });

export const RestoreInputSchema = z.strictObject({
  version: z.number().int().min(1),
  restoreVersion: z.number().int().min(1),
});

export const ImportFormulaInputSchema = z.strictObject({
  format: z.enum(['json', 'csv']),
  content: z.string().min(1, 'The file is empty').max(900_000),
  fileName: z.string().max(255).optional(),
});
export type ImportFormulaInput = z.infer<typeof ImportFormulaInputSchema>;

export const ExportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

export const AnalysisReportInputSchema = z.strictObject({
  technicalSummary: z.string().trim().min(1).max(20_000),
  data: z.record(z.string(), z.unknown()).optional(),
});

/** POST /api/formulas/:id/batches — grams of concentrate to make from the saved formula. */
export const MakeBatchInputSchema = z.strictObject({
  grams: z
    .number({ error: 'The batch size must be a number of grams' })
    .gt(0, 'The batch size must be more than 0 g')
    .max(1_000_000, 'The batch size must be at most 1,000,000 g'),
});
export type MakeBatchInput = z.infer<typeof MakeBatchInputSchema>;

/** GET /api/formulas/material-prices?materialIds=a,b,c — the best known price per gram of each. */
export const MaterialPricesQuerySchema = z.object({
  materialIds: commaSeparatedIds(80_000).pipe(
    z.array(z.uuid('Unknown material id')).max(MAX_FORMULA_ROWS, 'At most 2,000 material ids'),
  ),
});

/**
 * POST /api/formulas/material-prices { materialIds } — the same answer for a formula of any size: 2,000 ids do not fit
 * in a URL (a request line over 16 kB is answered 431 before it reaches the app, at about 430 ids).
 */
export const MaterialPricesInputSchema = z.strictObject({
  materialIds: z.array(z.uuid('Unknown material id')).max(MAX_FORMULA_ROWS, 'At most 2,000 material ids'),
});

/** GET /api/formulas/wizard-candidates?family=Woody */
export const WizardCandidatesQuerySchema = z.object({
  family: z.string().trim().min(1, 'Pick an olfactive family').max(100),
});

/** GET /api/formulas/wizard-structure-candidates?family=chypre: one of the perfumery families (perfumery-families.ts). */
export const WizardStructureQuerySchema = z.object({
  family: z.enum(PERFUMERY_FAMILY_IDS as [string, ...string[]], {
    error: `family must be one of the perfumery families: ${PERFUMERY_FAMILY_IDS.join(', ')}`,
  }),
});

const CATEGORY_MESSAGE = `category must be one of the 18 IFRA categories: ${IFRA_CATEGORIES.join(', ')}`;

/**
 * GET /api/formulas/:id/certificate.pdf and allergen-declaration.pdf: the finished product the document is for.
 * Each field left out comes from the formula's saved finished product.
 */
export const FormulaDocumentQuerySchema = z.strictObject({
  category: z
    .string({ error: CATEGORY_MESSAGE })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.enum(IFRA_CATEGORIES, { error: CATEGORY_MESSAGE }))
    .optional(),
  dosage: z.coerce
    .number({ error: 'dosage must be a number (% of concentrate in the finished product)' })
    .gt(0, 'dosage must be above 0%')
    .max(100, 'dosage cannot exceed 100%')
    .optional(),
  dosageBasis: z.enum(['w/w', 'v/v'], { error: 'dosageBasis must be "w/w" or "v/v"' }).optional(),
  productType: z
    .enum(['leave-on', 'rinse-off', 'not-cosmetic'], {
      error: 'productType must be "leave-on", "rinse-off" or "not-cosmetic"',
    })
    .optional(),
  /** The certificate's "certificate delivered to": the customer it is made for. */
  deliveredTo: z.string().trim().max(200, 'deliveredTo must be at most 200 characters').optional(),
  /** "true" prints the IFRA-regulated materials with CAS and concentration on the certificate (off by default). */
  regulatedMaterials: z
    .enum(['true', 'false'], { error: 'regulatedMaterials must be "true" or "false"' })
    .transform((value) => value === 'true')
    .optional(),
});
export type FormulaDocumentQuery = z.infer<typeof FormulaDocumentQuerySchema>;

/**
 * The library's page size when none is asked, and the most one request may ask (issue 34, ADR 088): 60 cards are
 * twenty rows of the three-column grid, several screens; "Show more" brings the next 60. A page of 200 was 163 kB of
 * JSON and 200 verdicts per visit, most of them never scrolled to.
 */
export const FORMULA_LIST_DEFAULT_LIMIT = 60;
export const FORMULA_LIST_MAX_LIMIT = 1000;

/** GET /api/formulas: the full formulas, every one as before, or a page of `limit` from `offset` (newest first). */
export const FormulaListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FORMULA_LIST_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/**
 * GET /api/formulas/summaries (issue 34): each formula without its rows (line count and first names instead), a page
 * of `limit` (60 unless asked) from `offset`, newest first, filtered by `q` (name, ingredient name or CAS, tag, date).
 */
export const FormulaSummariesQuerySchema = FormulaListQuerySchema.extend({ q: z.string().max(200).optional() });

/** GET /api/formulas/verdicts?ids=a,b: the verdicts of these formulas only (the library's visible page). */
export const FormulaVerdictsQuerySchema = z.object({
  // Without `ids`, the most recent formulas as before: commaSeparatedIds would read a missing value as none.
  ids: z
    .string()
    .max(40_000)
    .optional()
    .transform((value) => (value === undefined ? undefined : commaSeparatedIds(40_000).parse(value)))
    .pipe(z.array(z.uuid('Unknown formula id')).max(FORMULA_LIST_MAX_LIMIT).optional()),
});
