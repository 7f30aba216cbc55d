import { buildNameKey } from '../materials/normalise-search-text.ts';
import { addOtherCas } from './add-other-cas.ts';

/** What a merged material needs here: its display name and its CAS numbers. */
type Named = { name: string; cas: string | null; otherCas: string[]; fieldSources: Record<string, string[]> };

/** A Standard's name and synonyms, and the CAS numbers of its scope. */
type Standard = { id: string; name: string; synonyms: readonly string[] };
type ScopeRow = { standardKey: string; cas: string; casValid: boolean };

/** The source noted for a CAS number a material holds because an IFRA Standard of its name lists it. */
export const STANDARD_NAME_SOURCE = 'ifra-standard-name';

const SECTION = /^\d{2,7}-\d{2}-\d\b[^:]*:$/;
const NOT_A_NAME = /^not applicable\.?$/i;

/**
 * A material whose display name is an IFRA Standard's name, or a name the Standard gives its whole scope, holds the
 * CAS numbers of that scope (as other CAS). Every Standard reads "any other CAS number(s) used to identify this
 * fragrance ingredient should be considered in scope as well": the library's "Carvone oxide" (18383-49-8) and "Methyl
 * crotonate" (18707-60-3) are the ingredients IFRA_STD_120 (33204-74-9) and IFRA_STD_162 (623-43-8) prohibit, under
 * other numbers, and read compliant at 2 % of a fine fragrance; "Massoia lactone" had no CAS and could not be
 * verified. Only the display name counts (a dataset's loose synonym could give a substance another's rules); a
 * name a synonym list gives one CAS of a group (after `106-22-9:`) names that CAS alone. Stricter, never laxer.
 */
export function shareCasByStandardName<T extends Named>(
  materials: readonly T[],
  standards: readonly Standard[],
  scope: readonly ScopeRow[],
): T[] {
  const casOf = new Map<string, string[]>();
  for (const { standardKey, cas, casValid } of scope)
    if (casValid) casOf.set(standardKey, [...(casOf.get(standardKey) ?? []), cas]);
  const casByName = new Map<string, Set<string>>();
  const add = (name: string, numbers: readonly string[]) => {
    const key = buildNameKey(name.replace(/\s*\(commercial name\)\s*$/i, ''));
    if (!key || NOT_A_NAME.test(name.trim()) || numbers.length === 0) return;
    const known = casByName.get(key) ?? new Set<string>();
    for (const cas of numbers) known.add(cas);
    casByName.set(key, known);
  };
  for (const standard of standards) {
    const numbers = casOf.get(standard.id) ?? [];
    add(standard.name, numbers);
    let section: string | null = null;
    for (const raw of standard.synonyms) {
      const text = raw.trim();
      if (SECTION.test(text)) section = text.slice(0, text.search(/[^\d-]/));
      else add(text, section === null ? numbers : numbers.filter((cas) => cas === section));
    }
  }
  return materials.map((material) => {
    const numbers = casByName.get(buildNameKey(material.name));
    return numbers ? addOtherCas(material, numbers, STANDARD_NAME_SOURCE) : material;
  });
}
