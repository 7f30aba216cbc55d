/**
 * The markets Sillage assesses beyond IFRA, as cited data (issue 33). Each market names its source, the version
 * of the data it reads, and each rule its start date: `startsOn` is the first day the rule applies, `deadline`
 * the date the text names (they differ where a text says "until 31 July 2026": the rule applies from the next
 * day). What the project cannot obtain as data is listed as not assessed, with the reason, never dropped.
 */

/** EU: labelling by date only (the IFRA/EU verdict stays the compliance report's); CA, UK; US federal; California. */
export const MARKET_IDS = ['EU', 'CA', 'UK', 'US', 'US-CA'] as const;
export type MarketId = (typeof MARKET_IDS)[number];

/** An ISO calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** Today in UTC as an ISO date: the default date of a verdict. */
export const findToday = (now: Date = new Date()): IsoDate => now.toISOString().slice(0, 10);

/** Which Annex III labelling entries a rule covers: those listed before Regulation (EU) 2023/1545, or those it added. */
export type AllergenScope = 'listed-before-2023-1545' | 'added-by-2023-1545';

export type AllergenLabellingRule = {
  id: string;
  market: MarketId;
  kind: 'allergen-labelling';
  scope: AllergenScope;
  title: string;
  citation: string;
  /** Who must comply from the date: every product, units first placed on the market, or units already on sale. */
  appliesTo: 'all-products' | 'new-products' | 'existing-products';
  startsOn: IsoDate;
  deadline: IsoDate;
};

export type MarketSource = { title: string; citation: string; version: string };

export type MarketDescription = {
  id: MarketId;
  name: string;
  source: MarketSource;
  /** What the data covers, in one or two plain sentences. */
  coverage: string;
  /** Parts of the market's law the project does not assess, with the reason. */
  notAssessed: readonly { scope: string; reason: string }[];
  /** Set when the project cannot assess the market at all. */
  notAssessedReason?: string;
};

/** Annex III thresholds (Reg. (EC) 1223/2009 Annex III, labelling entries): "exceeds 0,001 % … 0,01 %". */
export const ALLERGEN_THRESHOLDS = { 'leave-on': 0.001, 'rinse-off': 0.01 } as const;

const EU_1545 =
  'Commission Regulation (EU) 2023/1545 of 26 July 2023 (OJ L 188, 27.7.2023), Art. 2: products not complying "may be placed on the Union market until 31 July 2026 and made available on the Union market until 31 July 2028"';
const SOR_2024_63 =
  'SOR/2024-63, Regulations Amending Certain Regulations Concerning the Disclosure of Cosmetic Ingredients, Canada Gazette Part II, Vol. 158, No. 9 (24 April 2024)';

export const ALLERGEN_LABELLING_RULES: readonly AllergenLabellingRule[] = [
  {
    id: 'eu-annex-iii-allergens-2003-15',
    market: 'EU',
    kind: 'allergen-labelling',
    scope: 'listed-before-2023-1545',
    title: 'EU: the allergens listed before 2023/1545 (Directive 2003/15/EC)',
    citation: 'Reg. (EC) 1223/2009 Annex III (entries of Directive 2003/15/EC, labelling required from 11 March 2005)',
    appliesTo: 'all-products',
    startsOn: '2005-03-11',
    deadline: '2005-03-11',
  },
  {
    id: 'eu-2023-1545-new-products',
    market: 'EU',
    kind: 'allergen-labelling',
    scope: 'added-by-2023-1545',
    title: 'EU: allergens added by 2023/1545, products placed on the market',
    citation: EU_1545,
    appliesTo: 'new-products',
    startsOn: '2026-08-01',
    deadline: '2026-07-31',
  },
  {
    id: 'eu-2023-1545-existing-products',
    market: 'EU',
    kind: 'allergen-labelling',
    scope: 'added-by-2023-1545',
    title: 'EU: allergens added by 2023/1545, every product made available',
    citation: EU_1545,
    appliesTo: 'existing-products',
    startsOn: '2028-08-01',
    deadline: '2028-07-31',
  },
  {
    id: 'ca-sor-2024-63-listed-before-2023-1545',
    market: 'CA',
    kind: 'allergen-labelling',
    scope: 'listed-before-2023-1545',
    title: 'Canada: the EU Annex III allergens listed before 2023/1545',
    citation: `${SOR_2024_63}: EU Annex III fragrance allergens incorporated by reference, ambulatory, same thresholds; applies from 12 April 2026 to the allergens listed before (EU) 2023/1545`,
    appliesTo: 'all-products',
    startsOn: '2026-04-12',
    deadline: '2026-04-12',
  },
  {
    id: 'ca-sor-2024-63-2023-1545-new-products',
    market: 'CA',
    kind: 'allergen-labelling',
    scope: 'added-by-2023-1545',
    title: 'Canada: allergens added by 2023/1545, new products (on the EU’s date)',
    citation: `${SOR_2024_63}: the full list follows the EU's transition periods (new products 31 July 2026)`,
    appliesTo: 'new-products',
    startsOn: '2026-08-01',
    deadline: '2026-07-31',
  },
  {
    id: 'ca-sor-2024-63-2023-1545-existing-products',
    market: 'CA',
    kind: 'allergen-labelling',
    scope: 'added-by-2023-1545',
    title: 'Canada: allergens added by 2023/1545, existing products (on the EU’s date)',
    citation: `${SOR_2024_63}: the full list follows the EU's transition periods (existing products 31 July 2028)`,
    appliesTo: 'existing-products',
    startsOn: '2028-08-01',
    deadline: '2028-07-31',
  },
  {
    id: 'uk-retained-annex-iii-allergens',
    market: 'UK',
    kind: 'allergen-labelling',
    scope: 'listed-before-2023-1545',
    title: 'Great Britain: the allergens of retained Annex III',
    citation:
      'Regulation (EC) 1223/2009 as retained in GB law (European Union (Withdrawal) Act 2018, from 1 January 2021), Annex III labelling entries of Directive 2003/15/EC',
    appliesTo: 'all-products',
    startsOn: '2005-03-11',
    deadline: '2005-03-11',
  },
];

/** The safe-harbour warning texts of 27 CCR §25603(a)(2) (consumer products), with [chemicals] to fill in. */
export const PROP65_WARNING_TEXTS = {
  citation: 'Cal. Code Regs. tit. 27, §25603(a)(2)(A)–(C), consumer product exposure warnings, content',
  cancer:
    'WARNING: This product can expose you to chemicals including [name of one or more chemicals], which is [are] known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov.',
  reproductive:
    'WARNING: This product can expose you to chemicals including [name of one or more chemicals], which is [are] known to the State of California to cause birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.',
  both: 'WARNING: This product can expose you to chemicals including [name of one or more chemicals], which is [are] known to the State of California to cause cancer, and [name of one or more chemicals], which is [are] known to the State of California to cause birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.',
} as const;

/** Health and Safety Code §25249.10(b): the warning duty starts twelve months after a chemical is listed. */
export const PROP65_GRACE_MONTHS = 12;

/** Every market, its source and what is left out. `version` of data-backed markets is filled from the import. */
export const MARKET_DESCRIPTIONS: readonly MarketDescription[] = [
  {
    id: 'EU',
    name: 'European Union: allergen labelling by date',
    source: {
      title: 'EU Cosmetics Regulation Annex III, fragrance allergens',
      citation: 'Reg. (EC) 1223/2009 Annex III as amended by Reg. (EU) 2023/1545; ECHA export',
      version: 'eu-cosmetics-annexes-echa',
    },
    coverage:
      'The Annex III entries with a labelling duty, split into those listed before 2023/1545 and those it added, with the transition dates of 2023/1545 Art. 2.',
    notAssessed: [
      {
        scope: 'IFRA, Annex II prohibitions and Annex III maxima',
        reason: 'They are the compliance report’s verdict (POST /api/compliance/report), not repeated here.',
      },
    ],
  },
  {
    id: 'CA',
    name: 'Canada',
    source: {
      title: 'Cosmetic Regulations as amended by SOR/2024-63',
      citation: SOR_2024_63,
      version: 'SOR/2024-63 (24 April 2024) over eu-cosmetics-annexes-echa',
    },
    coverage:
      'Fragrance allergens: the EU Annex III labelling entries, incorporated by reference with the same thresholds (0.001 % leave-on, 0.01 % rinse-off); from 12 April 2026 those listed before 2023/1545, the full list on the EU’s dates. Small packages may list the allergens on a tag or on a website named on the label.',
    notAssessed: [
      {
        scope: 'Cosmetic Ingredient Hotlist (prohibited and restricted ingredients)',
        reason:
          'Health Canada publishes the Hotlist as a web page; no copy of it can be obtained as data in this project, so Canada’s prohibitions and restrictions are not assessed.',
      },
    ],
  },
  {
    id: 'UK',
    name: 'United Kingdom (Great Britain)',
    source: {
      title: 'Retained Regulation (EC) 1223/2009 (GB law)',
      citation: 'European Union (Withdrawal) Act 2018; Regulation (EC) 1223/2009 as retained on 31 December 2020',
      version: 'eu-cosmetics-annexes-echa (EU text, pre-2023/1545 allergen entries only)',
    },
    coverage:
      'The allergen labelling entries of Annex III that were EU law before 2021 and so are retained in GB law. The data is the EU’s ECHA export: it does not record GB’s own amendments since 2021.',
    notAssessed: [
      {
        scope: 'Allergens added by Regulation (EU) 2023/1545',
        reason:
          'EU law made after 31 December 2020 does not apply in Great Britain; whether GB adopts these entries, and from when, is not in the data.',
      },
      {
        scope: 'GB amendments to Annexes II and III since 2021, Annex II prohibitions and Annex III maxima',
        reason: 'The project has no GB dataset; the EU export cannot show where GB law diverges.',
      },
      {
        scope: 'Northern Ireland',
        reason: 'EU cosmetics law applies there (Windsor Framework): read the EU verdict.',
      },
    ],
  },
  {
    id: 'US',
    name: 'United States (federal, MoCRA)',
    source: {
      title: 'Modernization of Cosmetics Regulation Act of 2022 (MoCRA)',
      citation: 'Pub. L. 117-328, Div. FF, Title III, Subtitle E (29 December 2022); FD&C Act §609(b)',
      version: 'no federal allergen rule',
    },
    coverage: 'No federal fragrance-allergen labelling rule yet.',
    notAssessed: [],
    notAssessedReason:
      'No federal fragrance-allergen labelling rule yet: MoCRA directs FDA to identify the fragrance allergens to be labelled by regulation (FD&C Act §609(b)), and no such rule is in force in the project’s data. MoCRA’s other duties (facility registration, product listing, safety substantiation, adverse-event reports) are not assessed. California is assessed separately (Proposition 65).',
  },
  {
    id: 'US-CA',
    name: 'California (Proposition 65)',
    source: {
      title: 'OEHHA Proposition 65 List',
      citation:
        'California OEHHA, Proposition 65 List; Health and Safety Code §25249.5 et seq.; warnings: 27 CCR §25601 ff.',
      version: 'ca-prop65-oehha',
    },
    coverage:
      'Every listed chemical with a CAS number present in the formula, added directly or as a constituent of a natural, named with the material it comes from and the safe-harbour warning text.',
    notAssessed: [
      {
        scope: 'Exposure against the NSRL or MADL',
        reason:
          'The daily exposure depends on the product’s use and is not computed: a warning is needed unless the business shows the exposure is below the safe-harbour level.',
      },
      {
        scope: 'Group listings without a CAS number (e.g. "Alcoholic beverages")',
        reason: 'They cannot be matched to a material by identifier.',
      },
    ],
  },
];

export function findMarketDescription(id: MarketId): MarketDescription {
  const market = MARKET_DESCRIPTIONS.find((candidate) => candidate.id === id);
  if (!market) throw new Error(`No market ${id}`);
  return market;
}
