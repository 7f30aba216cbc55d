/** One constituent a dataset says a material contains (The Good Scents Company's contents table), percent by weight. */
export type TypicalConstituent = {
  name: string;
  cas?: string;
  percent?: number;
  minPercent?: number;
  maxPercent?: number;
  /** The dataset's own wording: `also (can) contains`, `also contains`. */
  note?: string;
};

/** What one dataset says about one material, before merging. Only the fields the dataset knows are set. */
export type MaterialContribution = {
  /** The dataset's own key for the row (unique within the dataset). */
  sourceKey: string;
  casAsPublished?: string;
  cas?: string;
  isCasValid?: boolean;
  otherCas?: string[];
  /** PubChem CID (positive ids only). */
  cid?: number;
  name?: string;
  /** A curated display name that wins over every dataset's names (trade names, `trade-names.ts`). */
  displayName?: string;
  synonyms?: string[];
  /**
   * A regulation's names for the material (an IFRA Standard's, an EU annex entry's): the display name only of a
   * material no dataset names, which would otherwise show as its CAS number (`merge-material-contributions.ts`).
   */
  fallbackNames?: string[];
  /** A natural variant that shares its CAS with other variants (key it by name as well as CAS). */
  isVariant?: boolean;
  isNatural?: boolean;
  ncsCategory?: string;
  /** The INCI name (the cited vocabulary, `trade-vocabulary.ts`). */
  inciName?: string;
  /** What the material typically contains, as the dataset gives it (ranges kept). */
  typicalComposition?: TypicalConstituent[];
  odourDescriptors?: string[];
  odourDescription?: string;
  odourFamily?: string;
  odourStrength?: string;
  substantivityHours?: number;
  smiles?: string;
  iupacName?: string;
  formula?: string;
  molecularWeight?: number;
};

/** A rejected or doubtful row, reported in the import run. */
export type RowIssue = { file: string; row: number; problem: string; value?: string };

export type ParsedMaterials = { contributions: MaterialContribution[]; issues: RowIssue[]; rowsRead: number };

/** Drops undefined, empty strings and empty arrays so that stored contributions compare cleanly. */
export function compactContribution(contribution: MaterialContribution): MaterialContribution {
  const entries = Object.entries(contribution).filter(([, value]) => {
    if (value === undefined || value === null || value === '') return false;
    if (Array.isArray(value) && value.length === 0) return false;
    if (typeof value === 'number' && !Number.isFinite(value)) return false;
    return true;
  });
  return Object.fromEntries(entries) as MaterialContribution;
}
