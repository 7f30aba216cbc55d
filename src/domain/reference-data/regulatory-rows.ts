/** Rows of the regulatory tables, as the importers build them (ids are stable keys derived from the file). */

import type { ClpAnnexViRow } from '../clp/parse-annex-vi.ts';
import type { IfraCategory } from '../regulatory/ifra-categories.ts';
import type { Prop65ListRow } from '../markets/parse-prop65-list.ts';

export { IFRA_CATEGORIES } from '../regulatory/ifra-categories.ts';
export type { IfraCategory };

/** `limit`: a maximum % in the finished product; `none`: no number (pure prohibitions and specifications). */
export type IfraLimitKind = 'limit' | 'no_restriction' | 'prohibited' | 'see_notebox' | 'none';

export type IfraStandardRow = {
  id: string;
  amendment: string;
  name: string;
  type: string;
  isProhibition: boolean;
  isRestriction: boolean;
  isSpecification: boolean;
  riskProperty: string | null;
  limitExpressedAs: string | null;
  casNumbers: string[];
  synonyms: string[];
  contributionsFromOtherSources: string | null;
  yearLastPublication: string | null;
  deadlineExistingCreations: string | null;
  deadlineNewCreations: string | null;
  notes: Record<string, string>;
};

export type IfraStandardLimitRow = {
  id: string;
  standardKey: string;
  category: IfraCategory;
  limitKind: IfraLimitKind;
  maxPercent: number | null;
};
export type IfraStandardCasRow = { id: string; standardKey: string; cas: string; casValid: boolean };

export type IfraNaturalContributionRow = {
  id: string;
  amendment: string;
  isoCategory: string | null;
  rifmId: string | null;
  principalCas: string[];
  otherCas: string[];
  naturalName: string;
  botanicalName: string | null;
  constituentCas: string | null;
  constituentName: string;
  concentrationPct: number | null;
  standardKey: string | null;
  note: string | null;
};

export type IfraSchiffBaseRow = {
  id: string;
  aldehyde: string;
  aldehydeCas: string[];
  schiffBase: string;
  schiffBaseCas: string[];
  aldehydeLevelPct: number | null;
  standardKey: string | null;
};

export type EuAnnexEntryRow = {
  id: string;
  annex: 'II' | 'III';
  refNo: string;
  substanceName: string;
  cas: string | null;
  casValid: boolean;
  ec: string | null;
  identifierNames: string[];
  productTypes: string | null;
  functions: string | null;
  maximumThreshold: string | null;
  minimumThreshold: string | null;
  restrictions: string | null;
  expressedAs: string | null;
  warningLabel: string | null;
  notes: string | null;
};

export type EuLabellingAllergenRow = {
  id: string;
  annexIiiRef: string;
  cas: string | null;
  ec: string | null;
  names: string[];
  labelName: string | null;
  leaveOnThresholdPct: number | null;
  rinseOffThresholdPct: number | null;
  isOriginal26: boolean;
  isAddedBy20231545: boolean;
  productTypes: string | null;
  maxConcentration: string | null;
  otherRestrictions: string | null;
  notes: string | null;
  evidence: string | null;
};

export type RegulatoryTables = {
  ifraStandards?: IfraStandardRow[];
  ifraStandardLimits?: IfraStandardLimitRow[];
  ifraStandardCas?: IfraStandardCasRow[];
  ifraNaturalContributions?: IfraNaturalContributionRow[];
  ifraSchiffBases?: IfraSchiffBaseRow[];
  euAnnexEntries?: EuAnnexEntryRow[];
  euLabellingAllergens?: EuLabellingAllergenRow[];
  clpAnnexViEntries?: ClpAnnexViRow[];
  prop65Listings?: Prop65ListRow[];
};

/** Gives every row a unique id: repeats of a key get `#2`, `#3`… in file order (stable for the same file). */
export function assignUniqueIds<Row extends { id: string }>(rows: Row[]): Row[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const count = (seen.get(row.id) ?? 0) + 1;
    seen.set(row.id, count);
    return count === 1 ? row : { ...row, id: `${row.id}#${count}` };
  });
}
