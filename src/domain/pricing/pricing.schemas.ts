import { z } from 'zod';
import { QUANTITY_UNITS } from '../shared/quantity-units.ts';

const uuid = (what: string) => z.uuid(`Not a ${what} id`);
const vendorName = z.string().trim().min(1, 'Vendor is required').max(120);
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter code such as USD')
  .default('USD');

export const ItemIdParamSchema = z.object({ id: uuid('shopping list item') });
export const MaterialParamSchema = z.object({ materialId: uuid('material') });
export const PriceIdParamSchema = z.object({ id: uuid('price') });

/** POST /api/shopping-list: add a material (default 10 g); without a vendor the best offer of the user's price list is used. */
export const AddShoppingItemInputSchema = z.strictObject({
  materialId: uuid('material'),
  quantity: z
    .number('Quantity must be a number')
    .finite()
    .positive('Quantity must be a number above 0')
    .max(10_000_000)
    .optional(),
  vendor: vendorName.optional(),
  priceEstimate: z
    .number('Price per gram must be a number')
    .positive('Price per gram must be above 0')
    .max(100)
    .optional(),
  currency: currencyCode.optional(),
});
export type AddShoppingItemInput = z.infer<typeof AddShoppingItemInputSchema>;

/** PATCH /api/shopping-list/:id: a number; above 0 sets it, 0 or less removes the item (spec section 4). */
export const UpdateQuantityInputSchema = z.strictObject({
  quantity: z.number('Quantity must be a number').finite('Quantity must be a number').max(10_000_000),
});

/** PATCH /api/shopping-list/:id/vendor */
export const UpdateVendorInputSchema = z.strictObject({
  vendor: vendorName.nullable(),
  priceEstimate: z
    .number('Price per gram must be a number')
    .min(0.01, 'Price per gram must be at least 0.01')
    .max(100, 'Price per gram must be at most 100')
    .nullable(),
  currency: currencyCode.optional(),
});

/** POST /api/shopping-list/shortfall: a formula's batch shortfall. */
export const AddShortfallInputSchema = z.strictObject({
  formulaId: uuid('formula'),
  batchGrams: z.number('Batch size must be a number').finite().positive('Batch size must be above 0').max(1_000_000),
});

export const ExportQuerySchema = z.object({ vendor: z.string().trim().max(120).optional() });

/** A vendor offer typed by the user. */
export const AddPriceInputSchema = z.strictObject({
  vendor: vendorName,
  size: z.string().trim().min(1, 'Size is required').max(40),
  price: z.union([z.number(), z.string().trim().max(60)]),
  currency: currencyCode,
});
export type AddPriceInput = z.infer<typeof AddPriceInputSchema>;

export const ComparisonQuerySchema = z.object({
  grams: z.coerce
    .number('Needed quantity must be a number')
    .finite()
    .positive('Needed quantity must be above 0')
    .max(10_000_000)
    .default(10),
  mode: z.enum(['add', 'refresh']).default('add'),
});

/** Which CSV column holds what (the column-mapping screen). Either material or cas must be mapped. */
export const PriceListMappingSchema = z
  .strictObject({
    material: z.string().max(200).optional(),
    cas: z.string().max(200).optional(),
    vendor: z.string().max(200).optional(),
    size: z.string().min(1, 'Map the size column').max(200),
    price: z.string().min(1, 'Map the price column').max(200),
    currency: z.string().max(200).optional(),
  })
  .refine((mapping) => Boolean(mapping.material || mapping.cas), {
    message: 'Map a material name or a CAS number column',
    path: ['material'],
  });
export type PriceListMapping = z.infer<typeof PriceListMappingSchema>;

export const MAX_PRICE_LIST_ROWS = 5000;

/** POST /api/pricing/import: rows parsed from the CSV in the browser, keyed by header. */
export const ImportPriceListInputSchema = z.strictObject({
  rows: z
    .array(z.record(z.string(), z.string().max(2000)))
    .min(1, 'The file has no rows')
    .max(MAX_PRICE_LIST_ROWS, `At most ${MAX_PRICE_LIST_ROWS} rows per file`),
  mapping: PriceListMappingSchema,
  defaultVendor: z.string().trim().max(120).optional(),
  defaultCurrency: currencyCode,
});
export type ImportPriceListInput = z.infer<typeof ImportPriceListInputSchema>;

/** Scraper source parse rules: where the rows are and which field holds what. */
export const ParseRulesSchema = z.strictObject({
  format: z.enum(['csv', 'json']),
  /** json: dotted path to the array of items ('' for the top level). */
  itemsPath: z.string().max(200).default(''),
  columns: PriceListMappingSchema,
  defaultCurrency: currencyCode,
});
export type ParseRules = z.infer<typeof ParseRulesSchema>;

export const ScraperSourceInputSchema = z.strictObject({
  vendor: vendorName,
  url: z
    .url('Enter a full http(s) URL')
    .refine((url) => /^https?:\/\//i.test(url), 'Enter a full http(s) URL')
    .max(2000),
  parseRules: ParseRulesSchema,
  scheduleHours: z
    .number()
    .int()
    .min(1, 'Schedule must be at least every hour')
    .max(24 * 30)
    .nullable(),
  isEnabled: z.boolean().default(true),
});
export type ScraperSourceInput = z.infer<typeof ScraperSourceInputSchema>;

export const SourceIdParamSchema = z.object({ id: uuid('source') });

export { QUANTITY_UNITS };

/** One line of a scraper run's log (stored as jsonb on the run). */
export type ScraperLogEntry = { at: string; level: 'info' | 'warn' | 'error'; message: string };

const isoCurrency = (what: string) =>
  z
    .string(`${what} must be a 3-letter code such as EUR`)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, `${what} must be a 3-letter code such as EUR`);

/** POST /api/admin/exchange-rates: 1 base = rate quote, as of a day (today or earlier). */
export const ExchangeRateInputSchema = z
  .strictObject({
    baseCurrency: isoCurrency('From currency'),
    quoteCurrency: isoCurrency('To currency'),
    rate: z
      .number('Rate must be a number')
      .finite('Rate must be a number')
      .positive('Rate must be above 0')
      .max(1_000_000, 'Rate must be at most 1,000,000'),
    effectiveOn: z.iso.date('Date must be a day such as 2026-11-28'),
  })
  .refine((input) => input.baseCurrency !== input.quoteCurrency, {
    message: 'A rate converts between two different currencies',
    path: ['quoteCurrency'],
  })
  .refine((input) => input.effectiveOn <= new Date().toISOString().slice(0, 10), {
    message: 'A rate cannot be dated in the future',
    path: ['effectiveOn'],
  });
export type ExchangeRateInput = z.infer<typeof ExchangeRateInputSchema>;

export const ExchangeRateIdParamSchema = z.object({ id: uuid('exchange rate') });
