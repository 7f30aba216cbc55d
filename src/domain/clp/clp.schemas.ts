import { z } from 'zod';
import { LOADED_FORMS, PRODUCT_FORMS, type ProductForm } from './clp-mixture.ts';
import { MAX_UFI_FORMULATION_NUMBER } from './generate-ufi.ts';
import { DEFAULT_SDS_TEMPLATES, SDS_PRODUCT_FORMS } from './sds-templates.ts';
import { parseHazardClassification, parseSpecificLimitsCell } from './parse-hazard-classification.ts';
import { IsoDateSchema } from '../shared/iso-date.ts';

/** Longest ingredient list the classification accepts (a 300-line formula takes well under 5 ms). */
export const MAX_CLP_COMPONENTS = 5_000;

const FORM_MESSAGE = `productForm must be one of ${PRODUCT_FORMS.join(', ')}`;

/** `wax-melt`, `wax_melt`, `Wax melt` → `waxMelt`. */
function normaliseProductForm(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const key = value.replaceAll(/[\s_-]/g, '').toLowerCase();
  return PRODUCT_FORMS.find((form) => form.toLowerCase() === key) ?? value;
}

export const ProductFormSchema = z.preprocess(normaliseProductForm, z.enum(PRODUCT_FORMS, { error: FORM_MESSAGE }));

const ClassificationListSchema = z
  .array(z.string().trim().max(200), { error: 'supplierClassification must be a list like ["Skin Sens. 1B; H317"]' })
  .max(60)
  .superRefine((list, context) => {
    list.forEach((text, index) => {
      if (text && !parseHazardClassification(text)) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message: `"${text}" is not a CLP classification such as "Skin Sens. 1B; H317"`,
        });
      }
    });
  });

const SpecificLimitsSchema = z
  .array(z.string().trim().max(200))
  .max(30)
  .superRefine((list, context) => {
    list.forEach((text, index) => {
      if (parseSpecificLimitsCell(text).unread.length > 0) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message: `"${text}" is not a specific limit such as "Skin Sens. 1; H317: C ≥ 0.01 %"`,
        });
      }
    });
  });

const MFactorSchema = z.number().int().min(1).max(1_000_000);
const AteValueSchema = z.number().positive().max(1_000_000);

const SubstanceFields = {
  cas: z.string().trim().max(40).nullable().optional(),
  name: z.string().trim().min(1, 'name is required').max(300),
  /** The supplier's or own classification: `["Skin Sens. 1B; H317", "Aquatic Chronic 2; H411"]`. */
  supplierClassification: ClassificationListSchema.optional(),
  /** The supplier's specific concentration limits, written as Annex VI writes them. */
  specificConcentrationLimits: SpecificLimitsSchema.optional(),
  mFactors: z.object({ acute: MFactorSchema.optional(), chronic: MFactorSchema.optional() }).optional(),
  ate: z
    .object({
      oral: AteValueSchema.optional(),
      dermal: AteValueSchema.optional(),
      inhalation: AteValueSchema.optional(),
    })
    .optional(),
};

export const ClpComponentSchema = z.object({
  ...SubstanceFields,
  percent: z.number({ error: 'percent must be a number' }).min(0).max(100),
});
export const ClpBaseComponentSchema = z.object({
  ...SubstanceFields,
  percentOfBase: z.number({ error: 'percentOfBase must be a number' }).min(0).max(100),
});

const MeasuredSchema = z.object({
  flashPointC: z.number().min(-100).max(500).nullable().optional(),
  initialBoilingPointC: z.number().min(-100).max(1000).nullable().optional(),
  kinematicViscosity40C: z.number().min(0).max(1_000_000).nullable().optional(),
});

const SUM_TOLERANCE = 0.01;

/** POST /api/compliance/clp/classify. */
export const ClpClassifyBodySchema = z
  .object({
    productForm: ProductFormSchema,
    /** % of fragrance in the finished article (candle, wax melt, diffuser, room spray). */
    loadPercent: z.number({ error: 'loadPercent must be a number' }).gt(0).max(100).nullable().optional(),
    supplyTo: z.enum(['generalPublic', 'professional'], {
      error: 'supplyTo must be "generalPublic" or "professional"',
    }),
    components: z
      .array(ClpComponentSchema)
      .min(1, 'components must list at least one substance')
      .max(MAX_CLP_COMPONENTS),
    base: z.array(ClpBaseComponentSchema).max(200).optional(),
    measured: MeasuredSchema.optional(),
  })
  .superRefine((body, context) => {
    if (LOADED_FORMS.includes(body.productForm) && (body.loadPercent === undefined || body.loadPercent === null)) {
      context.addIssue({
        code: 'custom',
        path: ['loadPercent'],
        message: `loadPercent is required for a ${body.productForm} (the fragrance load in its base)`,
      });
    }
    const total = body.components.reduce((sum, component) => sum + component.percent, 0);
    if (total > 100 + SUM_TOLERANCE) {
      context.addIssue({
        code: 'custom',
        path: ['components'],
        message: `components add up to ${total} %, over 100 %`,
      });
    }
    const baseTotal = (body.base ?? []).reduce((sum, component) => sum + component.percentOfBase, 0);
    if (baseTotal > 100 + SUM_TOLERANCE) {
      context.addIssue({ code: 'custom', path: ['base'], message: `base adds up to ${baseTotal} %, over 100 %` });
    }
  });
export type ClpClassifyBody = z.infer<typeof ClpClassifyBodySchema>;
export type ClpComponentInput = z.infer<typeof ClpComponentSchema>;

const FormulaClpQueryObject = z.object({
  productForm: ProductFormSchema,
  loadPercent: z.coerce.number({ error: 'loadPercent must be a number' }).gt(0).max(100).optional(),
  supplyTo: z.enum(['generalPublic', 'professional']).default('generalPublic'),
  flashPointC: z.coerce.number().min(-100).max(500).optional(),
  initialBoilingPointC: z.coerce.number().min(-100).max(1000).optional(),
  kinematicViscosity40C: z.coerce.number().min(0).optional(),
  /** A finished article's base: one material of the workspace (its classification, else Annex VI, else unknown). */
  baseMaterialId: z.uuid({ error: 'baseMaterialId must be a material id' }).optional(),
});

function refineLoad(query: { productForm: unknown; loadPercent?: number }, context: z.RefinementCtx): void {
  if (LOADED_FORMS.includes(query.productForm as ProductForm) && query.loadPercent === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['loadPercent'],
      message: `loadPercent is required for a ${String(query.productForm)}`,
    });
  }
}

/** GET /api/formulas/:id/clp?productForm=&loadPercent=&supplyTo= */
export const FormulaClpQuerySchema = FormulaClpQueryObject.superRefine(refineLoad);

/** The label PDF's sizes: candle base sticker (52 × 74 mm), bottle label (74 × 105 mm), A4 sheet of four A6 labels. */
export const LABEL_SIZES = ['sticker', 'bottle', 'a4-sheet'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

const LabelFields = {
  size: z.enum(LABEL_SIZES, { error: `size must be one of ${LABEL_SIZES.join(', ')}` }).default('bottle'),
  productName: z.string().trim().max(200).optional(),
  nominalQuantity: z.string().trim().max(40).optional(),
};

/** POST /api/compliance/clp/label.pdf?size=&productName=&nominalQuantity= (the body is the classify request). */
export const ClpLabelQuerySchema = z.object(LabelFields);

/** GET /api/formulas/:id/clp-label.pdf?productForm=&loadPercent=&size=&nominalQuantity= */
export const FormulaClpLabelQuerySchema = FormulaClpQueryObject.extend(LabelFields).superRefine(refineLoad);

/** POST /api/formulas/:id/ufi: the formulation number to use, or none for the next free one of the workspace. */
export const AssignFormulaUfiBodySchema = z
  .object({
    formulationNumber: z
      .number({ error: 'formulationNumber must be a whole number' })
      .int('formulationNumber must be a whole number')
      .min(0, 'formulationNumber must be 0 or more')
      .max(MAX_UFI_FORMULATION_NUMBER, `formulationNumber must be at most ${MAX_UFI_FORMULATION_NUMBER}`)
      .optional(),
  })
  .strict();
export type AssignFormulaUfiBody = z.infer<typeof AssignFormulaUfiBodySchema>;

/** GET /api/formulas/:id/sds(.pdf)?productForm=concentrate&flashPointC=&initialBoilingPointC=&kinematicViscosity40C= */
export const FormulaSdsQuerySchema = z.object({
  productForm: z
    .preprocess(
      normaliseProductForm,
      z.enum(SDS_PRODUCT_FORMS, {
        error: `A safety data sheet is made for a ${SDS_PRODUCT_FORMS.join(' or ')}; a candle, wax melt, diffuser or spray is an article or a consumer product labelled under CLP instead`,
      }),
    )
    .default('concentrate'),
  supplyTo: z.enum(['generalPublic', 'professional']).default('professional'),
  flashPointC: z.coerce.number().min(-100).max(500).optional(),
  initialBoilingPointC: z.coerce.number().min(-100).max(1000).optional(),
  kinematicViscosity40C: z.coerce.number().min(0).optional(),
});
export type FormulaSdsQuery = z.infer<typeof FormulaSdsQuerySchema>;

const TEMPLATE_SUBSECTIONS = DEFAULT_SDS_TEMPLATES.concentrate.map((template) => template.number);

/** /api/compliance/clp/sds-templates/:productForm(/:subsection) */
export const SdsTemplateParamSchema = z.object({
  productForm: z.preprocess(
    normaliseProductForm,
    z.enum(SDS_PRODUCT_FORMS, { error: `productForm must be one of ${SDS_PRODUCT_FORMS.join(', ')}` }),
  ),
  subsection: z
    .string()
    .refine((value) => TEMPLATE_SUBSECTIONS.includes(value), {
      message: `subsection must be a template subsection (${TEMPLATE_SUBSECTIONS.join(', ')}); the others come from the data`,
    })
    .optional(),
});

/** PUT …/sds-templates/:productForm/:subsection: the text, one line per paragraph, and whether it is reviewed. */
export const SaveSdsTemplateBodySchema = z.strictObject({
  lines: z
    .array(z.string().trim().min(1, 'A line cannot be empty').max(1000))
    .min(1, 'Write at least one line')
    .max(30),
  reviewed: z.boolean(),
});
export type SaveSdsTemplateBody = z.infer<typeof SaveSdsTemplateBodySchema>;

const SourceTextSchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(200);

/**
 * Where a material's or lot's classification comes from (issue 31, Data): the supplier's safety data sheet (whose,
 * its date and revision) or the company's own assessment (who made it, when).
 */
export const ClassificationSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('supplierSds'),
      supplier: SourceTextSchema('supplier'),
      sdsDate: IsoDateSchema,
      sdsRevision: SourceTextSchema('sdsRevision').max(40),
    }),
    z.strictObject({
      kind: z.literal('ownAssessment'),
      assessedBy: SourceTextSchema('assessedBy'),
      assessedOn: IsoDateSchema,
    }),
  ],
  { error: 'source.kind must be "supplierSds" or "ownAssessment"' },
);

/**
 * PUT /api/compliance/clp/materials/:materialId/classification and …/lots/:lotId/classification: the classes as
 * CLP writes them (an empty list: the source classifies it as not hazardous), the specific limits, M-factors, ATEs.
 */
export const SaveMaterialClassificationBodySchema = z.strictObject({
  classification: ClassificationListSchema.transform((list) => list.filter((text) => text !== '')),
  specificConcentrationLimits: SpecificLimitsSchema.transform((list) => list.filter((text) => text !== '')).default([]),
  mFactors: z.strictObject({ acute: MFactorSchema.optional(), chronic: MFactorSchema.optional() }).optional(),
  ate: z
    .strictObject({
      oral: AteValueSchema.optional(),
      dermal: AteValueSchema.optional(),
      inhalation: AteValueSchema.optional(),
    })
    .optional(),
  source: ClassificationSourceSchema,
  notes: z.string().trim().max(2000).nullable().optional(),
});
export type SaveMaterialClassificationBody = z.infer<typeof SaveMaterialClassificationBodySchema>;

export const MaterialClassificationParamSchema = z.object({ materialId: z.uuid('materialId must be a UUID') });
export const LotClassificationParamSchema = z.object({ lotId: z.uuid('lotId must be a UUID') });
