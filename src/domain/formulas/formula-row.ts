import type { Market } from '../regulatory/compliance-verdict.ts';
import type { IfraCategory } from '../regulatory/ifra-categories.ts';
import type { EuProductKind } from '../regulatory/eu-product-kind-details.ts';

/**
 * One ingredient line of a formula (spec section 3: id, material_id, amount ≥ 0, unit, notes, material or
 * name), with the editor's dilution, exclusion and ratio-lock fields. Stored as-is in formulas.rows (jsonb).
 */
export const AMOUNT_UNITS = ['g', '%'] as const;
/** 'g': grams weighed; '%': percent of the concentrate. */
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

export type FormulaRow = {
  id: string;
  materialId: string | null;
  /** The material's name as shown (or a free-text name when it is not in the library). */
  name: string;
  cas: string | null;
  amount: number;
  unit: AmountUnit;
  /** (0, 1]: 0.1 is "10% in DPG". */
  purity: number;
  diluent: string | null;
  diluentMaterialId: string | null;
  notes: string;
  /** Left out of totals, percentages and compliance. */
  isExcluded: boolean;
  /** Ratio lock: locked lines keep their proportions when one of them changes. */
  isLocked: boolean;
  /** The inventory lot this line uses (its certificate of analysis gives the composition); absent = none named. */
  lotId?: string | null;
  /**
   * The line accepts its material's typical composition ("typical composition, Good Scents, upper bound") for its
   * allergen totals, as the last source after a lot's certificate, a declaration and the IFRA Annex; absent = not.
   */
  acceptsTypicalComposition?: boolean;
};

export const IFRA_PRODUCT_APPLICATIONS = ['leave-on', 'rinse-off'] as const;
export type ProductApplication = (typeof IFRA_PRODUCT_APPLICATIONS)[number];

/** The finished product the concentrate goes into. */
export type FinishedProduct = {
  ifraCategory: IfraCategory;
  /** % of concentrate in the finished product. */
  dosagePercent: number;
  basis: 'w/w' | 'v/v';
  application: ProductApplication;
  /** g/mL, used for v/v and volume batches. */
  concentrateDensity: number;
  baseDensity: number;
  /** Where it will be sold (EU by default): the EU adds Annex II bans and Annex III maxima to the verdict. */
  markets?: Market[];
  /**
   * The EU product type the user chose (Annex III maxima and conditions are applied for it); absent: proposed from
   * the IFRA category (proposeEuProductKind).
   */
  euProductKind?: EuProductKind;
};

export const DEFAULT_FINISHED_PRODUCT: FinishedProduct = {
  ifraCategory: '4',
  dosagePercent: 20,
  basis: 'w/w',
  application: 'leave-on',
  concentrateDensity: 0.95,
  baseDensity: 0.79,
};

export const DEFAULT_FORMULA_NAME = 'Untitled Formula';

/** A blank line, as the spreadsheet creates it. */
export function createEmptyRow(id: string): FormulaRow {
  return {
    id,
    materialId: null,
    name: '',
    cas: null,
    amount: 0,
    unit: 'g',
    purity: 1,
    diluent: null,
    diluentMaterialId: null,
    notes: '',
    isExcluded: false,
    isLocked: false,
  };
}

/** Source of spec section 3: 'imported' if the description mentions an import, otherwise 'local'. */
export function determineFormulaSource(description: string | null | undefined): 'imported' | 'local' {
  return description && /import/i.test(description) ? 'imported' : 'local';
}
