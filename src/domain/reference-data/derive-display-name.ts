import { parseCas } from '../materials/cas-number.ts';
import { capitaliseCommonName } from './parse-text-list.ts';

/**
 * The display name of a reference material: what a perfumer calls it. The rule, applied at import:
 *
 * 1. A trade name from the curated table (`trade-names.ts`) wins, spelled as its owner spells it
 *    (Iso E Super, Hedione, Galaxolide).
 * 2. Otherwise the best name any dataset gives, ranked by how it reads:
 *    a. a name: at most 40 characters, no brackets, not an acronym (`OTNE`), not a dilution (`… 50% in DEP`),
 *       not a CAS-index inversion (`Ethanone, 1-…`, `Oils, vetiver, acetylated`). Locants stay welcome
 *       (`cis-3-Hexenyl salicylate`, `Deca-2,4-dienal`): they carry meaning; `Bergamot oil, expressed` and
 *       `Pine, Pinus pinaster, oil` are names;
 *    b. a short CAS-index inversion; c. any other name (long, bracketed: IUPAC and CAS-index names);
 *    d. a CAS number (a row with no name at all).
 *    Within a class a dataset's principal name comes before a synonym, then datasets in import order
 *    (IFRA's lists first), then the order the dataset gives them. So IFRA's principal name stays the
 *    display name unless it is long or systematic and a dataset offers a name that reads.
 * 3. A name printed all in lower case (PubChem's `galaxolide`) takes a capital, after any stereo or position
 *    prefix (`alpha-Ionone`, `(-)-Ambroxide`).
 * Every other name, the IUPAC name included, stays a synonym.
 */

export type NameCandidate = { value: string; datasetRank: number; isPrincipal: boolean };

const READABLE_NAME_LENGTH = 40;

/** How well a name reads as a perfumer's name: 0 best, 3 worst (see the rule above). */
export function rankNameReadability(name: string): number {
  const text = name.trim();
  if (!text) return 4;
  if (parseCas(text)?.isValid || /^\d+-\d+-\d$/.test(text)) return 3;
  const isShort = text.length <= READABLE_NAME_LENGTH;
  const hasBrackets = /[[\]{}]/.test(text);
  if (!isShort || hasBrackets) return 2;
  const isAcronym = /^[A-Z0-9-]{2,6}$/.test(text);
  const isDilution = /%|\bin (?:DEP|DPG|BB|IPM|TEC|ethanol|alcohol)\b/i.test(text);
  // `Ethanone, 1-(…)`, `Cyclopentanone, 2-hexylidene-`, `Oils, vetiver, acetylated`: one word, a comma, then no capital.
  // A trailing stereo descriptor (`3-Hepten-1-ol, (3Z)-`) is not an inversion.
  const isInversion = /^[^\s,]+, (?!\p{Lu})(?!\([\dEZRS,±+-]+\)-?$)/u.test(text);
  if (isAcronym || isDilution) return 2;
  if (isInversion) return 1;
  return 0;
}

/** The display name by the rule above: the trade name, else the best-ranked candidate, capitalised. */
export function deriveDisplayName(candidates: readonly NameCandidate[], tradeName?: string | null): string | null {
  if (tradeName) return tradeName;
  let best: { candidate: NameCandidate; key: number[] } | null = null;
  candidates.forEach((candidate, position) => {
    const key = [rankNameReadability(candidate.value), candidate.isPrincipal ? 0 : 1, candidate.datasetRank, position];
    if (!best || compareKeys(key, best.key) < 0) best = { candidate, key };
  });
  const chosen = (best as { candidate: NameCandidate } | null)?.candidate;
  return chosen ? capitaliseCommonName(chosen.value) : null;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
