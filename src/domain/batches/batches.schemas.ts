import { z } from 'zod';
import { BENCH_ORDERS } from './order-bench-lines.ts';
import { LABEL_FORMATS, LABEL_KINDS } from './layout-label-sheet.ts';

const MAX_BATCH_GRAMS = 100_000;
const grams = (what: string) =>
  z
    .number(`${what} must be a number of grams`)
    .finite(`${what} must be a number of grams`)
    .min(0, `${what} cannot be negative`)
    .max(MAX_BATCH_GRAMS, `${what} is at most ${MAX_BATCH_GRAMS} g`);
const deviceId = z.string('Name the device').trim().min(1, 'Name the device').max(100);
const reason = (what: string) => z.string(`Say why ${what}`).trim().min(1, `Say why ${what}`).max(500);

/** A batch id's prefix: letters, digits, dash, dot or slash, up to 12 (LAB-, B, 2026/). */
export const BatchPrefixSchema = z
  .string()
  .trim()
  .min(1, 'The batch prefix needs a character')
  .max(12, 'The batch prefix is at most 12 characters')
  .regex(/^[A-Za-z0-9./-]+$/, 'The batch prefix takes letters, digits, dash, dot or slash');

export const PlanBatchInputSchema = z.strictObject({
  formulaId: z.uuid('Not a formula id'),
  /** The saved version to make; the formula's latest when absent. */
  version: z.number().int().min(1).optional(),
  targetGrams: grams('The batch size').refine((value) => value > 0, 'The batch size must be more than 0 g'),
  tolerancePercentByLine: z.record(z.string().max(100), z.number().min(0).max(100)).optional(),
  dropWeightGramsByLine: z.record(z.string().max(100), z.number().gt(0).max(1)).optional(),
  /** The lot the user chose per line (null: no lot); lines left out get the proposed lot. */
  lotIdByLine: z.record(z.string().max(100), z.uuid('Not a lot id').nullable()).optional(),
});
export type PlanBatchInput = z.infer<typeof PlanBatchInputSchema>;

export const StartBatchInputSchema = PlanBatchInputSchema.extend({
  prefix: BatchPrefixSchema.default('B-'),
  order: z.enum(BENCH_ORDERS).default('as-written'),
  deviceId,
  /** Lots past their expiry date are used only when the user confirmed it. */
  confirmExpiredLots: z.boolean().default(false),
  notes: z.string().trim().max(2000).optional(),
});
export type StartBatchInput = z.infer<typeof StartBatchInputSchema>;

export const BatchIdParamSchema = z.object({ id: z.uuid('Not a batch id') });
export const BatchLineParamSchema = z.object({ id: z.uuid('Not a batch id'), lineId: z.string().min(1).max(100) });
export const ListBatchesQuerySchema = z.object({ formulaId: z.uuid('Not a formula id').optional() });

export const DeviceInputSchema = z.strictObject({ deviceId });
export const RecordWeighingInputSchema = z.strictObject({
  deviceId,
  grams: grams('A weighing'),
  source: z.enum(['typed', 'balance']).default('typed'),
});
export const SkipLineInputSchema = z.strictObject({ deviceId, reason: reason('the line is skipped') });
export const ReplaceLineInputSchema = z.strictObject({
  deviceId,
  materialId: z.uuid('Not a material id').nullable(),
  name: z.string().trim().min(1, 'Name the replacement').max(200),
  /** The replacement's lot; when absent, its first expiring lot in date with enough stock (none if it has none). */
  lotId: z.uuid('Not a lot id').nullable().optional(),
  reason: reason('the material is replaced'),
});
export const AcceptDeviationInputSchema = z.strictObject({ deviceId, note: z.string().trim().max(500).optional() });
export const ChooseLineLotInputSchema = z.strictObject({
  deviceId,
  lotId: z.uuid('Not a lot id').nullable(),
  confirmExpired: z.boolean().default(false),
});
export const CompleteBatchInputSchema = z.strictObject({ deviceId, notes: z.string().trim().max(2000).optional() });

/** Bottle or sample labels of a batch (issue 32 item 6). */
export const BatchLabelsInputSchema = z.strictObject({
  format: z.enum(LABEL_FORMATS, 'Choose an A4 sheet or the 62 mm roll'),
  kind: z.enum(LABEL_KINDS, 'Choose bottle or sample labels').default('bottle'),
  copies: z.number().int('Copies is a whole number').min(1, 'Print at least one label').max(500).default(1),
  /** Labels already peeled off the first A4 sheet. */
  skip: z.number().int().min(0).max(64).default(0),
  /** The product's name on the label; the formula's name when absent. */
  name: z.string().trim().min(1).max(120).optional(),
  /** The label's volume or weight (50 ml, 2 g); the batch's weight when absent. */
  quantity: z
    .strictObject({
      amount: z.number().gt(0, 'The quantity must be more than 0').max(MAX_BATCH_GRAMS),
      unit: z.enum(['ml', 'g'], 'The quantity is in ml or g'),
    })
    .optional(),
  /** The date printed: the batch's completion date (or today) when absent. */
  date: z.iso.date('The date is YYYY-MM-DD').optional(),
  /** A certificate link of the batch's formula, as it was shared (https://…/c/<token>): printed as a QR code. */
  certificateUrl: z.url('Not a link').max(500).optional(),
});
export type BatchLabelsInput = z.infer<typeof BatchLabelsInputSchema>;
