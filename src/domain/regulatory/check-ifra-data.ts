import { isValidCasCheckDigit } from '../materials/cas-number.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';

export type SystemCheckStatus = 'pass' | 'warn' | 'fail';
export type SystemCheckProblem = { subject: string; message: string };
export type SystemCheck = {
  id: string;
  title: string;
  status: SystemCheckStatus;
  summary: string;
  problems: SystemCheckProblem[];
  problemCount: number;
};

export type IfraDataForCheck = {
  standards: readonly {
    id: string;
    name: string;
    type: string;
    amendment: string;
    isProhibition: boolean;
    isRestriction: boolean;
    isSpecification: boolean;
  }[];
  limits: readonly { standardKey: string; category: string; limitKind: string; maxPercent: number | null }[];
  scope: readonly { standardKey: string; cas: string }[];
  naturalContributions: readonly {
    naturalName: string;
    principalCas: readonly string[];
    constituentCas: string | null;
    constituentName: string;
    concentrationPct: number | null;
    standardKey: string | null;
  }[];
  schiffBases: readonly {
    schiffBase: string;
    aldehydeCas: readonly string[];
    schiffBaseCas: readonly string[];
    aldehydeLevelPct: number | null;
    standardKey: string | null;
  }[];
  allergens: readonly { annexIiiRef: string; cas: string | null }[];
  /** Annex III reference numbers present in eu_annex_entries. */
  annexIiiReferences: readonly string[];
};

/** At most this many problems are listed per check; the count says how many there are. */
export const MAX_LISTED_PROBLEMS = 100;

function buildCheck(
  id: string,
  title: string,
  problems: SystemCheckProblem[],
  summary: string,
  failing: SystemCheckStatus = 'fail',
): SystemCheck {
  return {
    id,
    title,
    status: problems.length === 0 ? 'pass' : failing,
    summary,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    problemCount: problems.length,
  };
}

/**
 * The admin's check of the loaded IFRA and EU data: every Standard parsed with a type and all 18
 * categories, CAS check digits, annex references that resolve to a Standard, and allergen entries
 * that resolve to Annex III. Pure: the server passes the rows.
 */
export function checkIfraData(data: IfraDataForCheck): SystemCheck[] {
  const standardKeys = new Set(data.standards.map((standard) => standard.id));
  const limitsByStandard = new Map<string, Map<string, { limitKind: string; maxPercent: number | null }>>();
  for (const limit of data.limits) {
    const byCategory = limitsByStandard.get(limit.standardKey) ?? new Map();
    byCategory.set(limit.category, limit);
    limitsByStandard.set(limit.standardKey, byCategory);
  }
  const scopeByStandard = new Map<string, Set<string>>();
  for (const row of data.scope)
    scopeByStandard.set(row.standardKey, (scopeByStandard.get(row.standardKey) ?? new Set()).add(row.cas));

  const parsed: SystemCheckProblem[] = [];
  for (const standard of data.standards) {
    if (!standard.name) parsed.push({ subject: standard.id, message: 'has no name' });
    if (!standard.isProhibition && !standard.isRestriction && !standard.isSpecification)
      parsed.push({ subject: standard.id, message: `type "${standard.type}" was not recognised` });
    if (!/^\d+$/.test(standard.amendment))
      parsed.push({ subject: standard.id, message: `amendment "${standard.amendment}" is not a number` });
    const limits = [...(limitsByStandard.get(standard.id)?.values() ?? [])];
    if (
      standard.isRestriction &&
      !limits.some((limit) => limit.limitKind === 'limit' || limit.limitKind === 'see_notebox')
    ) {
      parsed.push({ subject: standard.id, message: 'is a restriction but has no numeric limit in any category' });
    }
    if (standard.isRestriction && (scopeByStandard.get(standard.id)?.size ?? 0) === 0)
      parsed.push({
        subject: standard.id,
        message: 'is a restriction without any CAS number in scope (group Standard: members are matched by name only)',
      });
  }

  const categories: SystemCheckProblem[] = [];
  for (const standard of data.standards) {
    const byCategory = limitsByStandard.get(standard.id);
    const missing = IFRA_CATEGORIES.filter((category) => !byCategory?.has(category));
    if (missing.length > 0)
      categories.push({
        subject: standard.id,
        message: `no row for categor${missing.length === 1 ? 'y' : 'ies'} ${missing.join(', ')}`,
      });
    for (const [category, limit] of byCategory ?? []) {
      if (
        limit.limitKind === 'limit' &&
        (limit.maxPercent === null || !(limit.maxPercent >= 0) || limit.maxPercent > 100)
      )
        categories.push({
          subject: standard.id,
          message: `category ${category}: limit ${String(limit.maxPercent)} is not a percentage`,
        });
    }
  }

  const cas: SystemCheckProblem[] = [];
  const checkCas = (subject: string, value: string | null | undefined) => {
    if (value && !isValidCasCheckDigit(value)) cas.push({ subject, message: `CAS ${value} fails its check digit` });
  };
  for (const row of data.scope) checkCas(row.standardKey, row.cas);
  for (const row of data.naturalContributions) {
    for (const value of row.principalCas) checkCas(`Annex: ${row.naturalName}`, value);
    checkCas(`Annex: ${row.naturalName} / ${row.constituentName}`, row.constituentCas);
  }
  for (const row of data.schiffBases)
    for (const value of [...row.aldehydeCas, ...row.schiffBaseCas]) checkCas(`Schiff base: ${row.schiffBase}`, value);
  for (const row of data.allergens) checkCas(`EU Annex III ${row.annexIiiRef}`, row.cas);
  const uniqueCas = [...new Map(cas.map((problem) => [`${problem.subject}|${problem.message}`, problem])).values()];

  const references: SystemCheckProblem[] = [];
  for (const row of data.naturalContributions) {
    const subject = `Annex: ${row.naturalName} / ${row.constituentName}`;
    if (!row.standardKey) references.push({ subject, message: 'names no IFRA Standard' });
    else if (!standardKeys.has(row.standardKey))
      references.push({ subject, message: `refers to ${row.standardKey}, which is not loaded` });
    else if (row.constituentCas && !scopeByStandard.get(row.standardKey)?.has(row.constituentCas))
      references.push({
        subject,
        message: `CAS ${row.constituentCas} is not in the scope of ${row.standardKey} (counted as a member of it)`,
      });
    if (row.concentrationPct === null) references.push({ subject, message: 'has no concentration' });
  }
  for (const row of data.schiffBases) {
    if (row.standardKey && !standardKeys.has(row.standardKey))
      references.push({
        subject: `Schiff base: ${row.schiffBase}`,
        message: `refers to ${row.standardKey}, which is not loaded`,
      });
    if (row.aldehydeLevelPct === null)
      references.push({ subject: `Schiff base: ${row.schiffBase}`, message: 'has no aldehyde level' });
  }
  const annexIii = new Set(data.annexIiiReferences);
  for (const ref of new Set(data.allergens.map((row) => row.annexIiiRef))) {
    if (annexIii.size > 0 && !annexIii.has(ref))
      references.push({ subject: `EU allergen ${ref}`, message: 'has no matching Annex III entry' });
  }

  const standardCount = data.standards.length;
  return [
    buildCheck(
      'standards-parsed',
      'Every Standard parsed',
      parsed,
      `${standardCount} Standards, ${standardCount - new Set(parsed.map((p) => p.subject)).size} without remarks`,
      'warn',
    ),
    buildCheck(
      'categories-complete',
      'All 18 categories present',
      categories,
      `${data.limits.length} limit cells for ${standardCount} Standards (${standardCount * IFRA_CATEGORIES.length} expected)`,
    ),
    buildCheck(
      'cas-check-digits',
      'CAS check digits',
      uniqueCas,
      `${data.scope.length} CAS in scope of the Standards, annex and allergen CAS checked`,
      'warn',
    ),
    buildCheck(
      'annex-references',
      'Annex references resolved',
      references,
      `${data.naturalContributions.length} natural contributions and ${data.schiffBases.length} Schiff bases`,
      'warn',
    ),
  ];
}
