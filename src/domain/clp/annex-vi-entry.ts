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
