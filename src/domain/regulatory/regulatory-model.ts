import type { Fraction, Grams, Percent } from '../shared/units.ts';
import type { NaturalType } from '../materials/natural-type.ts';
import type { MaterialClass } from './classify-material.ts';
import type { IfraCategory } from './ifra-categories.ts';
import type { AnnexIiiMaximum, AnnexIiiRequirement } from './eu-product-kinds.ts';
import type { EuProductKind } from './eu-product-kind-details.ts';

/**
 * The input model of the compliance engine (compliance-rules.md §1). The importers fill it from
 * data/ifra-51-standards, data/ifra-51-annex-contributions and data/eu-cosmetics-annexes-echa; the
 * column each field comes from is named in its comment.
 */

/** Which data a result was computed from. Every report names it. */
export type DataVersion = {
  /** e.g. "51" (IFRA 51st Amendment). */
  ifraAmendment: string;
  /** When that amendment was published (ISO date, the dataset manifest's `publishedOn`), null when unknown. */
  ifraPublishedOn?: string | null;
  /** e.g. "ECHA export 2024-05-16 (Reg. 1223/2009 as amended by 2023/1545)". */
  euAnnexEdition: string;
  /** ISO date of the import, e.g. "2026-11-21". */
  importedOn: string;
};

export type MaterialKind = 'substance' | 'ncs' | 'base-accord' | 'dilution' | 'solvent';

/**
 * Where a composition value comes from, in the order the engine prefers them, constituent by constituent
 * (compliance-rules.md §2 policy): the lot's certificate of analysis, the supplier's declaration, the user's own
 * composition (an accord, a base, a dilution), the IFRA Annex indicative maximum, an accepted typical composition.
 */
export type CompositionSource =
  'lot-analysis' | 'supplier-declaration' | 'user-composition' | 'ifra-annex' | 'literature';

/** Which value of a composition row to use: the maximum by default (§2 "Default to max, not average"). */
export type CompositionValue = 'maximum' | 'typical';

/**
 * One row of a material's composition: the share of a child material in the NEAT parent.
 * From the IFRA annex: natural_contributions.csv `concentration_pct` / 100 as `maximum`, source 'ifra-annex';
 * schiff_bases.csv `aldehyde_level_pct` / 100.
 */
export type CompositionRow = {
  childMaterialId: string;
  minimum?: Fraction;
  maximum?: Fraction;
  typical?: Fraction;
  source: CompositionSource;
  /**
   * What a declaration or an analysis says of this constituent: 'stated' (a value) or 'not-detected' (the only
   * case where a declaration may mean zero). A constituent the source does not list has no row: "not stated",
   * and its value comes from the next source.
   */
  status?: 'stated' | 'not-detected';
  documentReference?: string;
};

export type Material = {
  id: string;
  name: string;
  kind: MaterialKind;
  /** Every CAS that identifies it, historic and isomer CAS included. */
  casNumbers: readonly string[];
  ecNumbers?: readonly string[];
  inciName?: string;
  /** Furocoumarin-free quality (FCF, distilled, bergapten-free): excluded from phototoxicity Standards. */
  isFurocoumarinFree: boolean;
  /**
   * Recognised as safe as a flavouring ingredient (IOFI), required in categories 1 and 6 (IFRA Standards, 'Flavor use
   * consideration'): true or false as the user declared it for an own material (food/flavour grade), null when nobody
   * said (no imported dataset does): categories 1 and 6 are then "not assessed", never approved or refused by guess.
   */
  isFoodGradeFlavour: boolean | null;
  /** A natural's type (essential oil, absolute…; 'unknown' when the data cannot tell): it takes its own type's Annex row. */
  naturalType?: NaturalType;
  /**
   * Set when the type is unknown and the IFRA Annex holds rows of these types for its CAS that differ (lavender
   * 8000-28-0: essential oil, absolute, concrete): the material is unresolved, "cannot be verified: choose the type".
   */
  naturalTypeChoices?: readonly NaturalType[];
  /**
   * Set on a folded, rectified or terpeneless oil the IFRA Annex has no row of its type for and whose fold the data
   * does not state: its constituents are concentrated by an unknown factor, so it is unresolved ('fold-unknown').
   */
  foldUnknown?: NaturalType;
  /**
   * Set on a natural of a known type the IFRA Annex does not list while it lists its CAS under `types` (a
   * furocoumarin-free bergamot, a rose CO2 extract): without a composition of its own it is unresolved
   * ('annex-type-missing'), even when it is itself the subject of a Standard or an allergen entry.
   */
  annexTypeMissing?: {
    type: NaturalType;
    types: readonly NaturalType[];
    /** The CAS of the constituents the Annex gives those types: a composition must state each (0 = not detected). */
    constituentCas: readonly string[];
  };
  /** Set when several Annex naturals of its type share its CAS with different figures (lemongrass East/West Indian). */
  annexNaturalChoices?: readonly string[];
  /**
   * A reference record known by its CAS number alone: no dataset or regulation names it and none gives its structure
   * or formula (2,106 of Good Scents' rows). Whether it is one substance or a natural is not known, so its allergen
   * content is unknown, never none.
   */
  isIdentityUnknown?: boolean;
  /**
   * Set when a formula line accepted the material's typical composition (id `typical:<id>`): how it reads ("typical
   * composition, Good Scents, upper bound"); its constituents are composition rows of source 'literature'.
   */
  typicalComposition?: string;
  /** Empty for a substance or solvent; for an NCS or base without data the material is unresolved. */
  composition: readonly CompositionRow[];
  /** Classes that class-defined Standards cover (allyl esters, Pinaceae derivatives), read from data (classifyMaterial). */
  classes?: readonly MaterialClass[];
  /**
   * Set on a lot of a material (id `lot:<lotId>`): its certificate of analysis gives composition rows of
   * source 'lot-analysis' and confirms the specification Standards the material is in scope of.
   */
  lot?: { lotId: string; lotNumber: string | null; baseMaterialId: string };
};

export type MaterialLibrary = ReadonlyMap<string, Material>;

export type IfraStandardType = 'prohibition' | 'restriction' | 'specification';

/**
 * The limit of a Standard in one category (standards.csv `cat_*`): a number is the maximum % in the
 * finished product (or in the compound when basis is 'fragrance-compound'); 'see-note' is SEE_NOTEBOX:
 * prohibited as such, with an optional numeric limit on natural contributions read from the notes.
 * A category missing from `limits` follows the Standard type: prohibited if it is a prohibition,
 * otherwise not numerically checked (pure specifications).
 */
export type IfraLimit =
  | { kind: 'percent'; value: Percent }
  | { kind: 'no-restriction' }
  | { kind: 'prohibited' }
  | { kind: 'see-note'; naturalContributionLimit?: Percent };

export type IfraStandard = {
  /** `key`, e.g. IFRA_STD_087. */
  key: string;
  name: string;
  amendment: string;
  /** From `is_prohibition`, `is_restriction`, `is_specification`. */
  types: readonly IfraStandardType[];
  /** `cas_numbers`: the scope, isomers included; for group Standards also the member CAS. */
  casNumbers: readonly string[];
  /** Group Standards (089 furocoumarins, 184 Pinaceae, 188 allyl esters): members by material id. */
  memberMaterialIds?: readonly string[];
  /** A Standard defined by a class, without a CAS list (STD_184 Pinaceae derivatives, STD_188 allyl esters). */
  memberClass?: MaterialClass;
  limits: Partial<Readonly<Record<IfraCategory, IfraLimit>>>;
  basis: 'finished-product' | 'fragrance-compound';
  /** `risk_property`. */
  riskProperty?: string;
  /** Member of the phototoxicity sum of ratios (Guidance §1.6.1.1). An explicit flag, never a name match. */
  isInPhototoxicitySum: boolean;
  /** Specification text (`specified_notes`) shown on the checklist. */
  specificationNote?: string;
  notes?: string;
  /**
   * Standards whose limit applies to the total with this one (`restricted_notes`: oakmoss STD_067 and treemoss
   * STD_080, "such that the total amount of both extracts does not exceed the maximum permitted level").
   */
  sharesLimitWith?: readonly string[];
  /**
   * The Standard whose limit the shared total is held to, when the note names one (STD_062 / STD_064: "the sum total
   * of Methyl heptine carbonate … and Methyl octine carbonate … contributions must not exceed the maximum permitted
   * level for MHC"); absent, each member's own limit (Σ E_S / L_S, oakmoss and treemoss having equal limits).
   */
  sharedLimitOf?: string;
  /**
   * Naturals the Standard's notes forbid ("the use of Mustard oil and Horseradish oil cannot be considered safe and
   * therefore both extracts should not be used", STD_107): they fail like a direct addition, with the note quoted.
   * `casNumbers` are those of the IFRA Annex rows of the naturals named.
   */
  forbiddenNaturals?: { names: readonly string[]; note: string; casNumbers: readonly string[] };
  /** The prohibition as IFRA words it (`prohibited_notes`), quoted when the Standard fails as a prohibition. */
  prohibitionNote?: string;
  /**
   * Set on the prohibition added beside a Standard that forbids some naturals of its scope (verbena oils beside
   * STD_083's absolutes, forbidden-natural-variants.ts): a natural in that Standard's scope that is not one it allows
   * is counted here instead.
   */
  forbiddenVariantOf?: {
    standardKey: string;
    allowed: { naturalTypes?: readonly NaturalType[]; nameWords?: readonly string[] };
  };
  /** IFRA's implementation deadlines (ISO dates), null when IFRA gives none ("Not applicable."). */
  implementation?: { existingCreations: string | null; newCreations: string | null };
};

/** One Annex III entry with a labelling duty (fragrance_allergens_labelling.csv, grouped by `annex_iii_ref`). */
export type EuAllergenEntry = {
  annexIiiReference: string;
  /** INCI or grouping name printed on the label (`label_name`, else the INCI name). */
  labelName: string;
  /** Every CAS of the entry: isomers and the NCS-level entry itself. Concentrations are summed. */
  casNumbers: readonly string[];
  /**
   * Mixtures of isomers holding the entry's substance in an unstated share (methyl ionone, mixture of isomers, for
   * alpha-isomethyl ionone): a material under one of them leaves the allergen result cannot be verified until its
   * composition is known (eu-allergen-label-names.ts).
   */
  mixtureCasNumbers?: readonly string[];
  memberMaterialIds?: readonly string[];
  /** 0.001 (%), strictly exceeded triggers the declaration. */
  leaveOnThreshold: Percent;
  /** 0.01 (%). */
  rinseOffThreshold: Percent;
  /** Annex III column g for cosmetic products other than oral products (e.g. isoeugenol 0.02 %); absent when none. */
  maximumConcentration?: Percent;
  /** Every Annex III maximum of the entry with its scope (entry 324 methyl salicylate: fourteen), by product kind. */
  maxima?: readonly AnnexIiiMaximum[];
  /** Conditions of use (column h) and label warnings (column i) of the entry, by product kind. */
  requirements?: readonly AnnexIiiRequirement[];
  /**
   * The plant parts the entry's names state (entry 349: "Cinnamomum zeylanicum bark oil" → bark): a natural sharing
   * its CAS but naming another part (cinnamon leaf oil) is not this entry. Absent for substances.
   */
  plantParts?: readonly string[];
};

/**
 * One Annex III entry without a labelling duty (annex_iii_restricted.csv grouped by `ref_no`, the fragrance allergens
 * left to EuAllergenEntry): methyl eugenol 102, musk xylene 96, salicylic acid 98, hydroquinone 14…
 */
export type EuRestrictedEntry = {
  annexIiiReference: string;
  name: string;
  /** Every CAS of the entry's rows; concentrations are summed. */
  casNumbers: readonly string[];
  memberMaterialIds?: readonly string[];
  /** Every row's scope (column c) with the product kinds it may cover; isPlaced false when the table cannot tell. */
  scopes: readonly { scope: string; kinds: readonly EuProductKind[]; isPlaced: boolean }[];
  /** The maxima (column g) that are a percentage of the ready-for-use preparation, per scope. */
  maxima: readonly AnnexIiiMaximum[];
  /**
   * Column g cells the engine cannot compare with a concentration (not a percentage, or "expressed as" another
   * substance): quoted, and the entry "cannot be verified" in the products of their scope.
   */
  unreadableMaxima?: readonly { scope: string; text: string; kinds: readonly EuProductKind[] }[];
  /** Conditions of use (column h) and label warnings (column i), by product kind. */
  requirements?: readonly AnnexIiiRequirement[];
};

/** One Annex II entry (annex_ii_prohibited.csv grouped by `ref_no`). */
export type EuProhibitedEntry = {
  annexIiReference: string;
  name: string;
  casNumbers: readonly string[];
  memberMaterialIds?: readonly string[];
  /**
   * The quantity the Annex tolerates from the normal content of natural essences (Annex II 360 safrole: 100 ppm in
   * the finished product, 50 ppm in products for dental and oral hygiene), with the Annex's words. Absent when the
   * entry tolerates none.
   */
  naturalContentLimit?: { otherThanOral: Percent | null; oral: Percent | null; text: string };
};

export type RegulatoryData = {
  dataVersion: DataVersion;
  ifraStandards: readonly IfraStandard[];
  euAllergens: readonly EuAllergenEntry[];
  euProhibited: readonly EuProhibitedEntry[];
  /** Annex III entries beyond the fragrance allergens (absent: none imported). */
  euRestricted?: readonly EuRestrictedEntry[];
};

/**
 * One line of a formula. "10% in DPG" is purity 0.1 with DPG as the diluent; the diluent brings
 * grams × (1 − purity). An excluded line is left out of numerator and denominator.
 */
export type FormulaLine = {
  lineId: string;
  materialId: string;
  grams: Grams;
  /** (0, 1], default 1. */
  purity?: Fraction;
  diluentMaterialId?: string;
  isExcluded?: boolean;
};

/** The dosage of the concentrate in the finished product. v/v is converted with the two densities (g/mL). */
export type DosageInput =
  | { basis: 'w/w'; percent: number }
  | { basis: 'v/v'; percent: number; concentrateDensity: number; baseDensity: number };
