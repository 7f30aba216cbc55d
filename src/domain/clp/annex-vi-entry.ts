import type {
  AcuteToxicityEstimates,
  HazardClassification,
  MFactors,
  SpecificConcentrationLimit,
} from './parse-hazard-classification.ts';

/** One entry of CLP Annex VI Table 3 (harmonised classification), as the importer stores it. */
export type AnnexViEntry = {
  indexNo: string;
  names: string[];
  ecNumbers: string[];
  casNumbers: string[];
  hazards: HazardClassification[];
  limits: SpecificConcentrationLimit[];
  mFactors: MFactors;
  ate: AcuteToxicityEstimates;
  /** Annex VI notes (A, B, C, D, H, J, K, L, M, N, P, U, 1, 3, 5…). */
  notes: string[];
  /** The label's pictogram and signal word codes (`GHS07`, `Wng`) and supplemental statements, as published. */
  labelCodes: string[];
  supplementalCodes: string[];
  atp: string | null;
  /** Lines of the class and SCL columns this module could not read (kept for the admin to see). */
  unread: string[];
};

export const ANNEX_VI_CITATION =
  'Regulation (EC) No 1272/2008, Annex VI, as amended up to ATP 21 (Delegated Regulation (EU) 2024/197)';
export const ANNEX_VI_DISCLAIMER =
  'ECHA: "This is an unofficial excel table … ECHA assumes no responsibility of any kind for your use of the data … this document should be treated only for informative purposes not including commercial activities or reproduction".';

/** A definition of a complex substance (UVCB) closing its Annex VI name: "[A complex combination of hydrocarbons…]". */
const UVCB_DEFINITION = /\s*;?\s*\[[A-Z][^\]]{59,}\]\s*$/;

const normalise = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The substance's name as Annex VI gives it for this CAS, for the label (Article 18(2)(a): "a name and an
 * identification number as given therein"). Where the entry gives several names separated by ";" (dipentene;
 * limonene), the one the user's material is called is kept, in Annex VI's spelling (d- and D- differ); otherwise the
 * first. A closing qualifier in brackets ("[containing < 0,1 % … particles…]") is part of the identity and stays; the
 * definition that closes a complex substance's name does not. Null when the entry lists several substances and none
 * pairs with this CAS (the caller keeps the name it has).
 */
export function findAnnexViName(
  entry: Pick<AnnexViEntry, 'names' | 'casNumbers'>,
  cas: string,
  materialName = '',
): string | null {
  const names = entry.names.map((name) => name.replace(UVCB_DEFINITION, '').trim()).filter(Boolean);
  const index = entry.casNumbers.indexOf(cas);
  const full =
    names.length === 1 ? names[0] : names.length === entry.casNumbers.length && index !== -1 ? names[index] : null;
  if (!full) return null;
  const parts = full
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const alternatives = parts.filter((part) => !part.startsWith('['));
  const qualifiers = parts.filter((part) => part.startsWith('['));
  if (alternatives.length === 0) return full;
  const chosen = alternatives.find((name) => normalise(name) === normalise(materialName)) ?? alternatives[0]!;
  return [chosen, ...qualifiers].join('; ');
}
