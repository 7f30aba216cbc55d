import { z } from 'zod';
import { IsoDateSchema } from '../shared/iso-date.ts';
import { MARKET_IDS } from './market-rules.ts';

const isoDate = IsoDateSchema;

const marketList = z
  .string()
  .trim()
  .transform((value) => value.split(',').map((part) => part.trim().toUpperCase()))
  .pipe(z.array(z.enum(MARKET_IDS, { error: `markets are ${MARKET_IDS.join(', ')}` })).min(1));

/** One constituent of a line's material, from a supplier's analysis (replaces what the library knows). */
export const MarketConstituentInputSchema = z.object({
  cas: z
    .string()
    .trim()
    .regex(/^\d{2,7}-\d{2}-\d$/, 'cas must be a CAS number like 123-35-3'),
  name: z.string().trim().min(1).max(200),
  percent: z.number({ error: 'percent must be a number' }).gt(0).max(100),
});

export const MarketLineInputSchema = z.object({
  materialId: z.string().trim().min(1).max(200).optional(),
  cas: z.string().trim().min(1).max(40).optional(),
  grams: z.number({ error: 'grams must be a number' }).positive('grams must be above 0').max(1e9),
  purity: z.number().gt(0).max(1).optional(),
  diluentMaterialId: z.string().trim().min(1).max(200).optional(),
  constituents: z.array(MarketConstituentInputSchema).max(500).optional(),
});

/** POST /api/markets/assess: a formula's lines, its product type and dosage, and the date of the verdicts. */
export const AssessMarketsBodySchema = z.object({
  lines: z.array(MarketLineInputSchema).min(1, 'A formula needs at least one line').max(20_000),
  productType: z.enum(['leave-on', 'rinse-off', 'not-cosmetic'], {
    error: 'productType must be "leave-on", "rinse-off" or "not-cosmetic"',
  }),
  /** % (w/w) of the concentrate in the finished product. */
  dosage: z.number({ error: 'dosage must be a number' }).gt(0, 'dosage must be above 0').max(100),
  /** Default: today. */
  date: isoDate.optional(),
  markets: z
    .array(z.enum(MARKET_IDS, { error: `markets are ${MARKET_IDS.join(', ')}` }))
    .min(1)
    .optional(),
});
export type AssessMarketsBody = z.infer<typeof AssessMarketsBodySchema>;

/** GET /api/formulas/:id/markets?date=&markets= */
export const FormulaMarketsQuerySchema = z.object({
  date: isoDate.optional(),
  markets: marketList.optional(),
});

/**
 * GET /api/markets/calendar?from=&to=&markets=&view= — `view=next`: the next deadline only, as the dashboard shows
 * it (its date with each market's first formula; `nextDeadline` counts them all), not every formula of every date.
 */
export const MarketCalendarQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    markets: marketList.optional(),
    view: z.enum(['all', 'next'], 'Say view=all or view=next').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '"to" must not be before "from"',
    path: ['to'],
  });

/** POST /api/markets/notifications/:id/read */
export const MarketNotificationParamSchema = z.object({ id: z.uuid('Not a notification id') });
