import type { IsoDate } from './market-rules.ts';
import type { Prop65Listing, Prop65Toxicity } from './assess-markets.ts';

/** One row of OEHHA's p65chemicalslist.csv as stored (table prop65_listings). */
export type Prop65ListRow = {
  id: string;
  chemical: string;
  toxicity: Prop65Toxicity[];
  listingMechanism: string | null;
  /** Every CAS of the row ("68-22-4/ 57-63-6" gives two); empty for group listings ("---"). */
  cas: string[];
  listedOn: IsoDate | null;
  /** `NSRL or MADL (µg/day)a` as printed, or null. */
  safeHarbourLevel: string | null;
};

export const PROP65_FILE = 'p65chemicalslist.csv';
export const PROP65_COLUMNS = {
  chemical: 'Chemical',
  toxicity: 'Type of Toxicity',
  mechanism: 'Listing Mechanism',
  cas: 'CAS No.',
  listed: 'Date Listed',
  level: 'NSRL or MADL (µg/day)a',
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TOXICITIES: readonly Prop65Toxicity[] = ['cancer', 'developmental', 'female', 'male'];

/** OEHHA's `d-Mon-yy` (e.g. `27-Mar-15`); the list began in 1987, so 87–99 are 19xx and the rest 20xx. */
export function parseOehhaDate(cell: string | undefined): IsoDate | null {
  const match = /^(\d{1,2})-([A-Z][a-z]{2})-(\d{2})$/.exec((cell ?? '').trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[2] ?? '');
  if (month < 0) return null;
  const twoDigits = Number(match[3]);
  const year = twoDigits >= 87 ? 1900 + twoDigits : 2000 + twoDigits;
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Number(match[1])).padStart(2, '0')}`;
}

/** "cancer", "developmental, female, male " or "developmental male" as a list of toxicity types. */
export function parseToxicity(cell: string | undefined): Prop65Toxicity[] {
  const words = (cell ?? '').toLowerCase().split(/[\s,]+/);
  return TOXICITIES.filter((kind) => words.includes(kind));
}

/** The CAS numbers of a cell ("123-35-3", "68-22-4/   57-63-6", "34465-46- 8"); "---" and empty give none. */
export function parseProp65Cas(cell: string | undefined): string[] {
  return (cell ?? '')
    .split('/')
    .map((part) => part.replace(/\s+/g, ''))
    .filter((part) => /^\d{2,7}-\d{2}-\d$/.test(part));
}

/** The rows of the file (already read as Latin-1 and checked for its columns) as table rows with stable ids. */
export function parseProp65List(rows: readonly Record<string, string>[]): Prop65ListRow[] {
  const seen = new Map<string, number>();
  return rows.flatMap((row): Prop65ListRow[] => {
    const chemical = (row[PROP65_COLUMNS.chemical] ?? '').trim();
    if (!chemical) return [];
    const toxicity = parseToxicity(row[PROP65_COLUMNS.toxicity]);
    const cas = parseProp65Cas(row[PROP65_COLUMNS.cas]);
    const key = `${chemical}|${toxicity.join(',')}|${cas.join(',')}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    const level = (row[PROP65_COLUMNS.level] ?? '').replace(/\s+/g, ' ').trim();
    return [
      {
        id: count === 1 ? key : `${key}|${count}`,
        chemical,
        toxicity,
        listingMechanism: (row[PROP65_COLUMNS.mechanism] ?? '').trim() || null,
        cas,
        listedOn: parseOehhaDate(row[PROP65_COLUMNS.listed]),
        safeHarbourLevel: level || null,
      },
    ];
  });
}

/**
 * One listing per CAS for the rules: the rows of a chemical merged (toxicity types joined, the earliest date,
 * the safe-harbour levels joined). Rows without a CAS or a listing date (group listings, the level notes
 * under a group) are left out: they cannot be matched to a material.
 */
export function mergeProp65Listings(rows: readonly Prop65ListRow[]): Prop65Listing[] {
  const byCas = new Map<string, Prop65Listing>();
  for (const row of rows) {
    if (!row.listedOn || row.toxicity.length === 0) continue;
    for (const cas of row.cas) {
      const known = byCas.get(cas);
      if (!known) {
        byCas.set(cas, {
          chemical: row.chemical,
          cas,
          toxicity: row.toxicity,
          listedOn: row.listedOn,
          safeHarbourLevel: row.safeHarbourLevel,
        });
        continue;
      }
      byCas.set(cas, {
        ...known,
        toxicity: TOXICITIES.filter((kind) => known.toxicity.includes(kind) || row.toxicity.includes(kind)),
        listedOn: row.listedOn < known.listedOn ? row.listedOn : known.listedOn,
        safeHarbourLevel:
          [known.safeHarbourLevel, row.safeHarbourLevel].filter((level): level is string => !!level).join('; ') || null,
      });
    }
  }
  return [...byCas.values()];
}
