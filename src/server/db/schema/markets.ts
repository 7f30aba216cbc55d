import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { Prop65Toxicity } from '../../../domain/markets/assess-markets.ts';

/** OEHHA's Proposition 65 list (imported from ca-prop65-oehha): one row per row of p65chemicalslist.csv. */
export const prop65Listings = pgTable(
  'prop65_listings',
  {
    id: text('id').primaryKey(),
    chemical: text('chemical').notNull(),
    toxicity: text('toxicity').array().$type<Prop65Toxicity[]>().notNull(),
    listingMechanism: text('listing_mechanism'),
    cas: text('cas').array().notNull(),
    /** ISO date of the listing, null for the level notes under a group listing. */
    listedOn: text('listed_on'),
    /** `NSRL or MADL (µg/day)` as printed by OEHHA. */
    safeHarbourLevel: text('safe_harbour_level'),
  },
  (table) => [index('prop65_listings_chemical_idx').on(table.chemical)],
);
