import type { ProductForm } from './clp-mixture.ts';

/**
 * The SDS subsections the formula's data cannot fill (REACH Annex II as amended by Regulation (EU) 2020/878):
 * sensible defaults for a liquid fragrance concentrate, each printed "Template — not reviewed" until the user
 * reviews it. They name no value (no limit, no test result): where a value belongs, they say none is available.
 */
export type SdsTemplateText = { number: string; lines: string[] };

/** The product forms an SDS is made for: liquids supplied as mixtures (articles such as candles need none). */
export const SDS_PRODUCT_FORMS = ['concentrate', 'essentialOilBlend'] as const satisfies readonly ProductForm[];
export type SdsProductForm = (typeof SDS_PRODUCT_FORMS)[number];

const CONCENTRATE: readonly SdsTemplateText[] = [
  {
    number: '1.2',
    lines: [
      'Identified uses: fragrance concentrate for industrial and professional formulation of consumer products (cosmetics, candles, home fragrance).',
      'Uses advised against: none identified.',
    ],
  },
  {
    number: '1.4',
    lines: ['Emergency telephone number: (to be completed with the supplier’s or poison centre’s number).'],
  },
  {
    number: '4.1',
    lines: [
      'Inhalation: move the person to fresh air; get medical advice if symptoms persist.',
      'Skin contact: remove contaminated clothing; wash skin with plenty of water and soap.',
      'Eye contact: rinse cautiously with water for several minutes; remove contact lenses if present and easy to do.',
      'Ingestion: rinse mouth; do not induce vomiting; get medical advice.',
    ],
  },
  { number: '4.2', lines: ['See section 2 and section 11 for the hazards the classification rests on.'] },
  { number: '4.3', lines: ['Treat symptomatically. Show this safety data sheet to the doctor.'] },
  {
    number: '5.1',
    lines: [
      'Suitable extinguishing media: alcohol-resistant foam, carbon dioxide, dry powder, water spray.',
      'Unsuitable extinguishing media: a full water jet.',
    ],
  },
  { number: '5.2', lines: ['Combustion may give carbon monoxide, carbon dioxide and other irritating fumes.'] },
  { number: '5.3', lines: ['Wear self-contained breathing apparatus and protective clothing.'] },
  {
    number: '6.1',
    lines: ['Avoid contact with skin and eyes; ensure adequate ventilation; remove sources of ignition.'],
  },
  { number: '6.2', lines: ['Do not let the product enter drains, surface water or soil.'] },
  {
    number: '6.3',
    lines: ['Absorb with inert material (sand, diatomaceous earth) and dispose of as in section 13.'],
  },
  { number: '6.4', lines: ['See sections 8 and 13.'] },
  {
    number: '7.1',
    lines: [
      'Avoid contact with skin and eyes; do not eat, drink or smoke while handling; keep away from heat and sources of ignition.',
    ],
  },
  {
    number: '7.2',
    lines: [
      'Store in tightly closed original containers in a cool, dry, well-ventilated place, away from light and strong oxidising agents.',
    ],
  },
  { number: '7.3', lines: ['See subsection 1.2.'] },
  { number: '8.1', lines: ['No occupational exposure limit values have been entered for the ingredients.'] },
  {
    number: '8.2',
    lines: [
      'Appropriate engineering controls: adequate ventilation.',
      'Eye protection: safety glasses with side shields.',
      'Hand protection: chemical-resistant gloves (e.g. nitrile rubber) chosen for the task.',
      'Respiratory protection: not normally needed with adequate ventilation.',
    ],
  },
  { number: '10.1', lines: ['No particular reactivity known under normal conditions of use.'] },
  { number: '10.2', lines: ['Stable under the recommended storage conditions.'] },
  { number: '10.3', lines: ['None known.'] },
  { number: '10.4', lines: ['Heat, flames, sparks and direct sunlight.'] },
  { number: '10.5', lines: ['Strong oxidising agents, strong acids and bases.'] },
  { number: '10.6', lines: ['None known under normal conditions of use; see subsection 5.2 for combustion products.'] },
  {
    number: '13.1',
    lines: [
      'Dispose of the product and its container in accordance with local and national regulations, through an authorised waste contractor; do not empty into drains.',
    ],
  },
  { number: '14.6', lines: ['None known beyond those of subsections 14.1 to 14.5.'] },
  { number: '14.7', lines: ['Not intended to be carried in bulk.'] },
];

const ESSENTIAL_OIL_BLEND: readonly SdsTemplateText[] = CONCENTRATE.map((template) =>
  template.number === '1.2'
    ? {
        number: '1.2',
        lines: [
          'Identified uses: essential-oil blend for professional and consumer use in diffusers and for formulation.',
          'Uses advised against: direct application to the skin undiluted; ingestion.',
        ],
      }
    : template,
);

/** The default template texts of each product form an SDS is made for. */
export const DEFAULT_SDS_TEMPLATES: Readonly<Record<SdsProductForm, readonly SdsTemplateText[]>> = {
  concentrate: CONCENTRATE,
  essentialOilBlend: ESSENTIAL_OIL_BLEND,
};
