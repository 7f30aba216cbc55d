import type {
  AcuteToxicityEstimates,
  AcuteToxicityRoute,
  HazardClass,
  HazardClassification,
  MFactors,
  SpecificConcentrationLimit,
} from './parse-hazard-classification.ts';

/** The product forms CLP labels are computed for (cosmetics follow the Cosmetics Regulation instead). */
export const PRODUCT_FORMS = [
  'concentrate',
  'candle',
  'waxMelt',
  'reedDiffuser',
  'roomSpray',
  'essentialOilBlend',
] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];

/** Finished articles: a fragrance load in a base. */
export const LOADED_FORMS: readonly ProductForm[] = ['candle', 'waxMelt', 'reedDiffuser', 'roomSpray'];
/** Solid at use: not a liquid for CLP 2.6 (flammable liquids) and 3.10 (aspiration). */
export const SOLID_FORMS: readonly ProductForm[] = ['candle', 'waxMelt'];

export type ClassificationSource = 'annexVI' | 'supplier' | 'annexVI+supplier' | 'none';

/** One ingredient of the product as supplied: its share of the whole product and its own classification. */
export type ClpIngredient = {
  cas: string | null;
  name: string;
  /** % (w/w) of the product as supplied (after the load). */
  percent: number;
  part: 'fragrance' | 'base';
  hazards: HazardClassification[];
  limits: SpecificConcentrationLimit[];
  /**
   * Classes whose generic limit still applies beside `limits` (the lower of the two counts): a substance combined
   * from several lines where some give specific limits for the class and others none (combine-same-substances.ts).
   */
  genericLimitAlso?: HazardClass[];
  mFactors: MFactors;
  ate: AcuteToxicityEstimates;
  /** False when nothing is known about the ingredient (no supplier classification, no Annex VI entry). */
  hasData: boolean;
  source: ClassificationSource;
};

export type MeasuredProperties = {
  flashPointC?: number | null;
  initialBoilingPointC?: number | null;
  kinematicViscosity40C?: number | null;
};

export type ClpMixture = {
  productForm: ProductForm;
  supplyTo: 'generalPublic' | 'professional';
  ingredients: ClpIngredient[];
  measured: MeasuredProperties;
};

export type Contributor = {
  cas: string | null;
  name: string;
  percent: number;
  /** The term it adds to the sum the class was decided on (its percent times its multiplier: M, 10 × M…), where one is. */
  contribution?: number;
};

export type ClassificationEntry = {
  class: HazardClass;
  category: string;
  hStatement: string;
  route: AcuteToxicityRoute | null;
  basis: string;
  clause: string;
  contributors: Contributor[];
};

export type Undetermined = {
  class: HazardClass;
  reason: string;
  missing: string[];
  /**
   * The categories the class is known to fall in when the data only cannot tell which (a flash point below 23 °C
   * without a boiling point: Flam. Liq. 1 or 2). The mixture is classified, its H statement is not known: no label
   * or safety data sheet is issued until the missing value is given (`findUndecidedCategory`).
   */
  candidateCategories?: string[];
};
export type NotApplicable = { class: HazardClass; reason: string };

/** A sensitiser at or above its EUH208 level (its elicitation limit, Annex I Table 3.4.6 and its note 1). */
export type SensitiserPresence = Contributor & {
  hazardClass: 'Skin Sens.' | 'Resp. Sens.';
  /** The ingredient alone reaches its own limit and classifies the mixture. */
  causesClassification: boolean;
};

export type MixtureClassification = {
  classification: ClassificationEntry[];
  undetermined: Undetermined[];
  notApplicable: NotApplicable[];
  sensitisers: SensitiserPresence[];
  /** Annex II 2.10 conditions met (for a mixture not classified). */
  needsEuh210: boolean;
  /** Annex I 3.1.3.6.2.2: % of relevant ingredients of unknown acute toxicity, when a route was classified. */
  unknownAcuteToxicityPercent: number | null;
  trace: string[];
};
