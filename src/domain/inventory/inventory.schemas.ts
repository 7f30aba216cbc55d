import { z } from 'zod';
import { QUANTITY_UNITS } from '../shared/quantity-units.ts';
import { IsoDateSchema } from '../shared/iso-date.ts';

const isoDate = IsoDateSchema.nullable().optional();
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const CoaRowSchema = z.strictObject({
  cas: z.string().trim().max(20).nullable().optional(),
  name: z.string().trim().min(1, 'Each composition row needs a name').max(200),
  percent: z.number('Percent must be a number').min(0, 'Percent must be 0 to 100').max(100, 'Percent must be 0 to 100'),
});
export type CoaRow = z.infer<typeof CoaRowSchema>;

export const CertificateOfAnalysisSchema = z
  .array(CoaRowSchema)
  .max(500)
  .refine(
    (rows) => rows.reduce((sum, row) => sum + row.percent, 0) <= 100.0001,
    'Composition percentages add up to more than 100',
  );

export const LotFieldsSchema = z.strictObject({
  materialId: z.uuid('Not a material id'),
  lotNumber: optionalText(80),
  quantity: z.number('Quantity must be a number').finite().min(0, 'Quantity cannot be negative').max(100_000_000),
  unit: z.enum(QUANTITY_UNITS, 'Unit must be g, ml, kg, oz or lb'),
  purchaseDate: isoDate,
  supplier: optionalText(120),
  pricePaid: z.number('Price paid must be a number').min(0).max(10_000_000).nullable().optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter code')
    .nullable()
    .optional(),
  location: optionalText(120),
  expiryDate: isoDate,
  certificateOfAnalysis: CertificateOfAnalysisSchema.nullable().optional(),
  notes: optionalText(2000),
});
export type LotFields = z.infer<typeof LotFieldsSchema>;

export const EXPIRY_BEFORE_PURCHASE_MESSAGE = 'Expiry cannot be before the purchase date';

/** A lot's dates in order: an expiry on or after the purchase, when both are known. */
export function areLotDatesInOrder(dates: { purchaseDate?: string | null; expiryDate?: string | null }): boolean {
  return !dates.purchaseDate || !dates.expiryDate || dates.expiryDate >= dates.purchaseDate;
}

export const CreateLotInputSchema = LotFieldsSchema.refine(areLotDatesInOrder, {
  message: EXPIRY_BEFORE_PURCHASE_MESSAGE,
  path: ['expiryDate'],
});
/** PATCH /api/inventory/lots/:id: a correction of any of the lot's fields (null clears one), at least one. */
export const UpdateLotInputSchema = LotFieldsSchema.omit({ materialId: true })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Nothing to correct: send at least one field')
  .refine(areLotDatesInOrder, { message: EXPIRY_BEFORE_PURCHASE_MESSAGE, path: ['expiryDate'] });
export type UpdateLotInput = z.infer<typeof UpdateLotInputSchema>;

export const LotIdParamSchema = z.object({ id: z.uuid('Not a lot id') });
export const MaterialIdParamSchema = z.object({ materialId: z.uuid('Not a material id') });

export const ThresholdInputSchema = z.strictObject({
  minimumGrams: z
    .number('Threshold must be a number')
    .min(0, 'Threshold cannot be negative')
    .max(100_000_000)
    .nullable(),
});

/** Rows one inventory CSV may have (a stockroom has hundreds); more answers 422. */
export const MAX_INVENTORY_IMPORT_ROWS = 5_000;
/** Lots one user may keep: the inventory's storage budget. */
export const MAX_INVENTORY_LOTS = 20_000;

export const ImportInventoryInputSchema = z.strictObject({
  csv: z.string().min(1, 'The file is empty').max(900_000, 'The file is too large (900 kB at most)'),
});
