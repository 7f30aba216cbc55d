import type { MaterialContribution } from './material-contribution.ts';

/** The dataset whose Standards name the materials in their scope (a supplement: it never creates a material). */
export const IFRA_STANDARD_NAMES_DATASET = 'ifra-51-standards';

/** What a Standard says of the names of what it covers. */
export type IfraStandardNames = { id: string; name: string; synonyms: readonly string[] };

/** Most CAS numbers a Standard naming one material lists (Dimethylcyclohex-3-ene-1-carbaldehyde's isomers: 8). */
const MAX_ONE_MATERIAL_CAS = 8;

/** A synonym list's section heading: `106-22-9:` or `23696-85-7 (C13H18O):` starts the names of that CAS. */
const SECTION = /^(\d{2,7}-\d{2}-\d)\b[^:]*:$/;
const CAS_ONLY = /^\d{2,7}-\d{2}-\d$/;
const NOT_A_NAME = /^not applicable\.?$/i;

/** A synonym as a name to search by: IFRA's "(commercial name)" tag dropped. */
const cleanName = (text: string) => text.replace(/\s*\(commercial name\)\s*$/i, '').trim();

/**
 * The names each IFRA Standard gives the materials in its scope, as supplement contributions: perfumers write the
 * Standards' names (`Methyl octine carbonate`, `AHMI`, `Fig leaf absolute`, `Lemon oil cold pressed`), which the
 * library's datasets often do not (`Methyl 2-nonynoate`, `5-Acetyl-1,1,2,3,3,6-hexamethylindan`), so a typed Standard
 * name found nothing, or another material. Every CAS in a Standard's scope gets the Standard's name (a group's name
 * names each member: `Rose ketones`); a synonym list cut in sections by CAS (`106-22-9: | … | 1117-61-9: | …`) gives
 * each CAS its own section's names, and the names before the first section to all. The names are synonyms, never a
 * material of their own (a CAS no dataset knows stays out of the library), and a display name only for a material no
 * dataset names (shown as its CAS number otherwise): its section's names, or the name of a Standard on one material.
 */
export function buildIfraStandardNameContributions(
  standards: readonly IfraStandardNames[],
  scope: readonly { standardKey: string; cas: string; casValid: boolean }[],
): MaterialContribution[] {
  const casOf = new Map<string, Map<string, boolean>>();
  for (const { standardKey, cas, casValid } of scope) {
    const members = casOf.get(standardKey) ?? new Map<string, boolean>();
    casOf.set(standardKey, members.set(cas, casValid));
  }
  const contributions: MaterialContribution[] = [];
  for (const standard of standards) {
    const shared: string[] = [];
    const bySection = new Map<string, string[]>();
    let section: string | null = null;
    for (const raw of standard.synonyms) {
      const text = raw.trim();
      const heading = SECTION.exec(text);
      if (heading?.[1]) {
        section = heading[1];
        continue;
      }
      const name = cleanName(text);
      if (!name || NOT_A_NAME.test(name) || CAS_ONLY.test(name)) continue;
      if (section === null) shared.push(name);
      else bySection.set(section, [...(bySection.get(section) ?? []), name]);
    }
    const members = casOf.get(standard.id) ?? new Map<string, boolean>();
    // The Standard's name names each member only when it is one material's (its CAS numbers its registrations,
    // isomers or qualities: Costus root oil, Farnesol); a group's (`2,4-Dienals`, 16 numbers) names none alone.
    const namesOne = bySection.size === 0 && members.size <= MAX_ONE_MATERIAL_CAS;
    for (const [cas, isCasValid] of members) {
      const own = bySection.get(cas) ?? [];
      const names = [...new Set([standard.name.trim(), ...shared, ...own])].filter(Boolean);
      const fallbackNames = own.length > 0 ? own : namesOne && standard.name.trim() ? [standard.name.trim()] : [];
      contributions.push({
        sourceKey: `${standard.id}|${cas}`,
        cas,
        isCasValid,
        synonyms: names,
        ...(fallbackNames.length > 0 ? { fallbackNames } : {}),
      });
    }
  }
  return contributions;
}
