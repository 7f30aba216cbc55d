/**
 * /resources: the references a perfumer and a regulatory reader go back to, and a glossary. Only addresses we
 * are sure of (official publishers' pages and stable EUR-Lex ELI links); the glossary follows
 * the compliance rules Sillage implements (docs: /work/shared/compliance-rules.md in the project's notes).
 */
export type ResourceLink = { title: string; href: string; publisher: string; text: string };

export const REGULATORY_REFERENCES: readonly ResourceLink[] = [
  {
    title: 'IFRA Standards library',
    href: 'https://ifrafragrance.org/standards-library',
    publisher: 'International Fragrance Association',
    text: 'Every IFRA Standard (prohibitions, restrictions per category, specifications) with its amendment and its annexes.',
  },
  {
    title: 'IFRA Standards, the three types',
    href: 'https://ifrafragrance.org/safe-use/standards-101-new',
    publisher: 'International Fragrance Association',
    text: 'Prohibition, restriction and specification: what each kind of Standard asks of a formula.',
  },
  {
    title: 'IFRA Transparency List',
    href: 'https://ifrafragrance.org/priorities/ingredients/ifra-transparency-list',
    publisher: 'International Fragrance Association',
    text: 'The fragrance ingredients reported in use by IFRA members; the backbone of Sillage’s materials library.',
  },
  {
    title: 'Regulation (EC) No 1223/2009 on cosmetic products',
    href: 'https://eur-lex.europa.eu/eli/reg/2009/1223/oj',
    publisher: 'EUR-Lex, Publications Office of the EU',
    text: 'The EU Cosmetics Regulation: Annex II (prohibited substances), Annex III (restricted substances, including the fragrance allergens to declare).',
  },
  {
    title: 'Commission Regulation (EU) 2023/1545',
    href: 'https://eur-lex.europa.eu/eli/reg/2023/1545/oj',
    publisher: 'EUR-Lex, Publications Office of the EU',
    text: 'Amends Annex III to extend the list of fragrance allergens that must be named on the label above 0.001 % (leave-on) or 0.01 % (rinse-off).',
  },
  {
    title: 'CosIng, the EU cosmetic ingredient database',
    href: 'https://ec.europa.eu/growth/tools-databases/cosing/',
    publisher: 'European Commission',
    text: 'INCI names, functions and the annex entries of each ingredient, for information (the Regulation is the legal text).',
  },
];

export const TRADE_REFERENCES: readonly ResourceLink[] = [
  {
    title: 'Research Institute for Fragrance Materials (RIFM)',
    href: 'https://www.rifm.org',
    publisher: 'RIFM',
    text: 'The safety assessments on which the IFRA Standards are based.',
  },
  {
    title: 'The Good Scents Company',
    href: 'http://www.thegoodscentscompany.com',
    publisher: 'The Good Scents Company',
    text: 'Odour descriptions, uses and suppliers of flavour and fragrance materials.',
  },
  {
    title: 'Pyrfume',
    href: 'https://pyrfume.org',
    publisher: 'The Pyrfume Project',
    text: 'Open olfactory datasets (odour descriptors, structures) gathered from published sources, several of which Sillage imports.',
  },
];

export type GlossaryTerm = { term: string; definition: string };

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    term: 'Concentrate (fragrance compound)',
    definition:
      'The perfume oil as weighed at the bench: every line of the formula, diluents included, before it goes into a finished product.',
  },
  {
    term: 'Dosage',
    definition:
      'How much concentrate the finished product contains, in % w/w (an eau de parfum is often 15–20 %). A material at c % in the concentrate is at c × dosage / 100 % in the product.',
  },
  {
    term: 'w/w and v/v',
    definition:
      'Mass fraction and volume fraction. IFRA limits and EU thresholds are mass fractions; a dosage given in v/v is converted with the densities first (20 mL of oil in 80 mL of ethanol is about 23.7 % w/w, not 20 %).',
  },
  {
    term: 'IFRA category',
    definition:
      'One of the product types the IFRA Standards set limits for, from 1 (lip products) to 12 (products not meant for skin contact), with subdivisions such as 5A–5D, 7A/7B, 10A/10B, 11A/11B. Category 4 covers products related to fine fragrance.',
  },
  {
    term: 'IFRA Standard',
    definition:
      'A rule for one ingredient or group: a prohibition, a restriction (a maximum % in the finished product per category) or a specification (a purity or combination criterion), published in numbered amendments; Sillage uses the 51st.',
  },
  {
    term: 'QRA (Quantitative Risk Assessment)',
    definition:
      'How IFRA sets the maximum acceptable concentration of a skin sensitiser in each category, from its sensitisation threshold and the exposure each product type gives. The 49th Amendment revised it to consider aggregate exposure.',
  },
  {
    term: 'Contributions from other sources',
    definition:
      'A restricted substance also arriving through naturals or bases counts towards its limit: IFRA’s annex gives indicative levels of restricted substances in essential oils and other natural complex substances.',
  },
  {
    term: 'Naturals’ constituents (NCS)',
    definition:
      'A natural complex substance (an essential oil, absolute, resinoid) is a mixture: its constituents, such as linalool or geraniol in rose oil, are expanded and summed with the same substances added directly.',
  },
  {
    term: 'Annex II and Annex III',
    definition:
      'Annexes of Regulation (EC) No 1223/2009: Annex II lists substances prohibited in cosmetic products, Annex III substances allowed only under conditions, such as a maximum concentration or a labelling duty.',
  },
  {
    term: 'Allergen declaration threshold',
    definition:
      'An Annex III fragrance allergen must be named in the ingredient list when it exceeds 0.001 % in a leave-on product or 0.01 % in a rinse-off product (strictly above; isomers of one entry are summed).',
  },
  {
    term: 'Leave-on and rinse-off',
    definition:
      'Whether the product stays on the skin (a fine fragrance, a body lotion) or is washed off (a shower gel). It sets the allergen threshold and whether phototoxicity limits apply.',
  },
  {
    term: 'Phototoxicity and furocoumarins',
    definition:
      'Some expressed citrus oils and other naturals cause reactions on skin exposed to sunlight; their limits add up across materials in leave-on products. Furocoumarin-free (FCF) qualities are excluded.',
  },
  {
    term: 'CoA (certificate of analysis)',
    definition:
      'A supplier’s analysis of one lot: its measured composition and specification values. Sillage uses a lot’s CoA before the supplier’s declaration or IFRA’s indicative levels.',
  },
  {
    term: 'IFRA certificate of conformity',
    definition:
      'A document stating the maximum use level of a formula in each IFRA category. Sillage issues one only when every limit passes, every specification is confirmed and no material is unresolved.',
  },
  {
    term: 'CAS number',
    definition:
      'The Chemical Abstracts Service registry number identifying a substance (linalool is 78-70-6); its last digit is a check digit. Sillage keys materials and rules on it.',
  },
];
