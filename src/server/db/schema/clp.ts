import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AnnexViEntry } from '../../../domain/clp/annex-vi-entry.ts';

/** CLP Annex VI Table 3 (imported from ECHA's export): one row per index number, found by any of its CAS numbers. */
export const clpAnnexViEntries = pgTable(
  'clp_annex_vi_entries',
  {
    id: text('id').primaryKey(),
    indexNo: text('index_no').notNull(),
    casNumbers: text('cas_numbers').array().notNull(),
    names: text('names').array().notNull(),
    entry: jsonb('entry').$type<AnnexViEntry>().notNull(),
  },
  (table) => [index('clp_annex_vi_entries_cas_idx').using('gin', table.casNumbers)],
);
