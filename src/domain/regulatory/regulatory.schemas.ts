import { z } from 'zod';
import { commaSeparatedIds } from '../shared/comma-separated-ids.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import { MARKETS } from './compliance-verdict.ts';
import { EU_PRODUCT_KINDS } from './eu-product-kind-details.ts';
import { IsoDateSchema } from '../shared/iso-date.ts';

/** Longest formula the API accepts (the engine itself handles 10,000 lines in a few milliseconds). */
export const MAX_REPORT_LINES = 20_000;

/**
 * One line of POST /api/compliance/report. Amounts, purity and dosage are deliberately loose here:
 * the engine checks them and answers 422 with a message naming the line ("Line 3 (5392-40-5): …").
 */
export const ComplianceLineSchema = z.object({
  materialId: z.string().trim().min(1).max(200).optional(),
  cas: z.string().trim().min(1).max(40).optional(),
  grams: z.unknown(),
  purity: z.unknown().optional(),
  diluentMaterialId: z.string().trim().min(1).max(200).optional(),
  diluentCas: z.string().trim().min(1).max(40).optional(),
  excluded: z.boolean().optional(),
  /** One of the user's inventory lots of this material: its certificate of analysis gives the composition. */
  lotId: z.uuid('lotId must be a lot id').optional(),
  /**
   * The line accepts its material's typical composition ("typical composition, Good Scents, upper bound") as the
   * last source of its constituents: a lot's certificate, a declaration or the IFRA Annex still override it.
   */
  acceptTypicalComposition: z.boolean({ error: 'acceptTypicalComposition must be true or false' }).optional(),
});
export type ComplianceLineInput = z.infer<typeof ComplianceLineSchema>;

const CATEGORY_MESSAGE = `category must be one of the 18 IFRA categories: ${IFRA_CATEGORIES.join(', ')}`;

/** POST /api/compliance/report (and the two PDF documents, which take the same body). */
export const ComplianceReportBodySchema = z.object({
  lines: z.array(ComplianceLineSchema).max(MAX_REPORT_LINES, `A formula may have at most ${MAX_REPORT_LINES} lines`),
  category: z
    .union([z.string(), z.number()], { error: CATEGORY_MESSAGE })
    .transform((value) => String(value).trim().toUpperCase())
    .pipe(z.enum(IFRA_CATEGORIES, { error: CATEGORY_MESSAGE })),
  dosage: z.unknown(),
  dosageBasis: z.enum(['w/w', 'v/v'], { error: 'dosageBasis must be "w/w" or "v/v"' }).default('w/w'),
  /** g/mL, required with v/v: the concentrate and the base (e.g. ethanol 0.789). */
  concentrateDensity: z.unknown().optional(),
  baseDensity: z.unknown().optional(),
  productType: z
    .enum(['leave-on', 'rinse-off', 'not-cosmetic'], {
      error: 'productType must be "leave-on", "rinse-off" or "not-cosmetic"',
    })
    .optional(),
  /**
   * The finer EU product type (lips, oral, eye area, children's…) Annex III maxima and conditions apply for; its
   * leave-on / rinse-off basis replaces productType. Absent: proposed from the category.
   */
  euProductKind: z
    .enum(EU_PRODUCT_KINDS, { error: `euProductKind must be one of ${EU_PRODUCT_KINDS.join(', ')}` })
    .optional(),
  /** Specification Standards whose supplier certificate has been checked. */
  acknowledgedSpecifications: z.array(z.string().max(40)).max(300).optional(),
  /** The user's formula whose specification confirmations apply (another user's formula is a 404). */
  formulaId: z.uuid('formulaId must be a formula id').optional(),
  /** The markets of the finished product; the EU (default) adds Annex II bans and Annex III maxima to the verdict. */
  markets: z
    .array(z.enum(MARKETS, { error: `markets are ${MARKETS.join(', ')}` }))
    .min(1)
    .max(MARKETS.length)
    .optional(),
  /** The date of the market verdicts (`marketVerdicts`): today when absent; a later date shows the rules then in force. */
  marketsDate: IsoDateSchema.optional(),
  /** Documents only: the product named on the certificate and the declaration. */
  productName: z.string().trim().max(200).optional(),
});
export type ComplianceReportBody = z.infer<typeof ComplianceReportBodySchema>;

/** GET /api/compliance/engine-data?materialIds=a,b,c */
export const EngineDataQuerySchema = z.object({
  materialIds: commaSeparatedIds(40_000).pipe(z.array(z.string().max(200)).max(2_000, 'At most 2,000 material ids')),
  /** The user's lots named by the formula's lines: each comes back as the material `lot:<id>`. */
  lotIds: commaSeparatedIds(40_000).pipe(z.array(z.uuid('Not a lot id')).max(2_000, 'At most 2,000 lot ids')),
  /** A saved formula of the user: its lines name the materials and lots (instead of materialIds and lotIds). */
  formulaId: z.uuid('Not a formula id').optional(),
});

/** GET /api/regulatory/ifra */
export const IfraSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  type: z.enum(['prohibition', 'restriction', 'specification']).optional(),
});

/** GET /api/regulatory/eu */
export const EuSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  list: z.enum(['allergens', 'annex-ii', 'annex-iii']).default('allergens'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const IfraStandardParamSchema = z.object({
  id: z.string().regex(/^IFRA_STD_\d+$/, 'Not an IFRA Standard key (IFRA_STD_001…)'),
});

/** PUT /api/formulas/:id/specification-confirmations/:standardKey */
export const SpecificationConfirmationParamSchema = z.object({
  id: z.uuid('Not a formula id'),
  standardKey: z.string().regex(/^IFRA_STD_\d+$/, 'Not an IFRA Standard key (IFRA_STD_001…)'),
});
export const SpecificationConfirmationBodySchema = z.strictObject({
  confirmed: z.boolean({ error: 'confirmed must be true or false' }),
});
export const FormulaIdParamSchema = z.object({ id: z.uuid('Not a formula id') });
