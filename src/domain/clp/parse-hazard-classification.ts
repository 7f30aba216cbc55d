/**
 * Reads hazard classifications as CLP writes them (Annex VI Table 3, section 2 of a safety data sheet):
 * `Skin Sens. 1B; H317`, `Acute Tox. 4 *; H302`, `Repr. 1B; H360FD`, `Lact.; H362`, and the specific
 * concentration limits, M-factors and ATEs of Annex VI's column "Specific Conc. Limits, M-factors"
 * (`Skin Sens. 1; H317: C ≥ 0,01 %`, `Skin Irrit. 2; H315: 10 % ≤ C < 25 %`, `M=10`,
 * `oral: ATE = 1200 mg/kg bw`).
 */

/** The hazard classes this module classifies mixtures for, as CLP abbreviates them (Annex VI 1.1.2.1.1, Table 1.1). */
export const HAZARD_CLASSES = [
  'Flam. Liq.',
  'Acute Tox.',
  'Skin Corr.',
  'Skin Irrit.',
  'Eye Dam.',
  'Eye Irrit.',
  'Resp. Sens.',
  'Skin Sens.',
  'Muta.',
  'Carc.',
  'Repr.',
  'Lact.',
  'STOT SE',
  'STOT RE',
  'Asp. Tox.',
  'Aquatic Acute',
  'Aquatic Chronic',
] as const;
export type HazardClass = (typeof HAZARD_CLASSES)[number];

export type AcuteToxicityRoute = 'oral' | 'dermal' | 'inhalation';

export type HazardClassification = {
  hazardClass: HazardClass;
  /** `1A`, `1B`, `1`, `2`… ; empty for Lact. */
  category: string;
  hStatement: string | null;
  /** Annex VI 1.2.1: `*` marks a minimum classification. */
  isMinimum: boolean;
};

export type SpecificConcentrationLimit = {
  hazardClass: HazardClass;
  category: string;
  hStatement: string | null;
  /** Lower bound in % (w/w), inclusive. */
  lowerPercent: number;
  /** Upper bound in %, exclusive; null when open. */
  upperPercent: number | null;
};

/**
 * Acute toxicity estimates per route (mg/kg bw; inhalation in mg/l). `inhalation` is an ATE for vapours, the unit a
 * supplier's and the API's inhalation ATE are read in; `inhalationDustMist` is one Annex VI states for dusts or mists
 * (Table 3.1.1's third inhalation column), the one a sprayed product is classified by (classify-acute-toxicity.ts).
 */
export type AcuteToxicityEstimates = Partial<Record<AcuteToxicityRoute | 'inhalationDustMist', number>>;
export type MFactors = { acute?: number; chronic?: number };

export type SpecificLimitsCell = {
  limits: SpecificConcentrationLimit[];
  mFactors: MFactors;
  ate: AcuteToxicityEstimates;
  unread: string[];
};

const escape = (value: string) => value.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `Skin Sens.` also matches `Skin Sens`, `skin sens.` and irregular spaces. */
const CLASS_PATTERN = HAZARD_CLASSES.map((name) => escape(name).replaceAll('\\.', '\\.?').replaceAll(' ', '\\s*')).join(
  '|',
);
const CLASSIFICATION = new RegExp(
  `^\\s*(${CLASS_PATTERN})\\s*(1A|1B|1C|[1-4][A-C]?)?\\s*(\\*{0,3})\\s*(?:[;,:]?\\s*(H\\d{3}[A-Za-z]{0,2}|EUH\\d{3}))?`,
  'i',
);

const classKey = (text: string) => text.toLowerCase().replaceAll(/[\s.]/g, '');
const CLASS_BY_KEY = new Map<string, HazardClass>(HAZARD_CLASSES.map((name) => [classKey(name), name]));

function canonicalClass(text: string): HazardClass | null {
  return CLASS_BY_KEY.get(classKey(text)) ?? null;
}

/** The acute toxicity route an H statement names (H300-H302 oral, H310-H312 dermal, H330-H332 inhalation). */
export function findAcuteToxicityRoute(hStatement: string | null): AcuteToxicityRoute | null {
  const number = Number(hStatement?.slice(1, 4));
  if (number >= 300 && number <= 302) return 'oral';
  if (number >= 310 && number <= 312) return 'dermal';
  if (number >= 330 && number <= 332) return 'inhalation';
  return null;
}

/**
 * One classification (`Skin Sens. 1B; H317`), or null when the text names no hazard class this module knows.
 * A category is required except for Lact. (and in a specific limit, where Annex VI sometimes omits it).
 */
export function parseHazardClassification(
  text: string,
  options: { allowNoCategory?: boolean } = {},
): HazardClassification | null {
  if (options.allowNoCategory) return readClassification(text, true);
  // The same few dozen texts recur across a formula's lines: each is read once and its frozen result shared (a copy
  // per line added to the garbage whose collection made the p95 of a 300-line classification).
  const cached = PARSED.get(text);
  if (cached !== undefined) return cached;
  const parsed = readClassification(text, false);
  if (PARSED.size >= MAX_PARSED) PARSED.clear();
  PARSED.set(text, parsed && Object.freeze(parsed));
  return parsed;
}

const MAX_PARSED = 5_000;
const PARSED = new Map<string, HazardClassification | null>();

function readClassification(text: string, allowNoCategory: boolean): HazardClassification | null {
  const match = CLASSIFICATION.exec(text.replaceAll('\u00a0', ' '));
  if (!match) return null;
  const hazardClass = canonicalClass(match[1] ?? '');
  if (!hazardClass) return null;
  const category = (match[2] ?? '').toUpperCase();
  if (!category && hazardClass !== 'Lact.' && !allowNoCategory) return null;
  const hStatement = match[4] ? normaliseHCode(match[4]) : null;
  return { hazardClass, category, hStatement, isMinimum: (match[3] ?? '').length > 0 };
}

/** `h360df` → `H360Df`: the suffix letters keep their meaning (capital = proven, small = suspected). */
function normaliseHCode(code: string): string {
  const upper = code.slice(0, 4).toUpperCase();
  return upper + code.slice(4);
}

/** `0,01`, `,0015` (Annex VI drops the leading zero at times), `1 000`. */
const NUMBER = String.raw`(\d[\d ]*(?:[.,]\d+)?|[.,]\d+)`;

function toNumber(text: string): number {
  return Number(text.replaceAll(' ', '').replace(',', '.'));
}

/** One line of the SCL/M-factor column, or null when it is neither. */
function parseLimitLine(line: string): SpecificConcentrationLimit | null {
  const clean = line.replaceAll('\u00a0', ' ').replaceAll('≥', '>=').replaceAll('≤', '<=').replaceAll('＜', '<');
  const start = clean.search(new RegExp(`${NUMBER}\\s*%\\s*<=?\\s*C\\b|\\bC\\s*[<>]=?`));
  if (start <= 0) return null;
  const head = clean.slice(0, start);
  const range = clean.slice(start);
  const classification = parseHazardClassification(head, { allowNoCategory: true });
  if (!classification) return null;
  const lower =
    new RegExp(`C\\s*>=?\\s*${NUMBER}\\s*%`).exec(range) ?? new RegExp(`${NUMBER}\\s*%\\s*<=?\\s*C`).exec(range);
  const upper = new RegExp(`C\\s*<=?\\s*${NUMBER}\\s*%`).exec(range);
  if (!lower?.[1] && !upper?.[1]) return null;
  return {
    hazardClass: classification.hazardClass,
    category: classification.category,
    hStatement: classification.hStatement,
    lowerPercent: lower?.[1] ? toNumber(lower[1]) : 0,
    upperPercent: upper?.[1] ? toNumber(upper[1]) : null,
  };
}

/**
 * An inhalation ATE counts for the form it names: vapours (`inhalation`) or dusts and mists (`inhalationDustMist`);
 * one for gases (in ppmV, no fragrance product is a gas) or naming no form stays unread rather than guessed.
 */
function readAte(result: SpecificLimitsCell, route: AcuteToxicityRoute, value: number, line: string): void {
  if (route !== 'inhalation') result.ate[route] = value;
  else if (/vapour/i.test(line)) result.ate.inhalation = value;
  else if (/dust|mist/i.test(line)) result.ate.inhalationDustMist = value;
  else result.unread.push(line);
}

/** Annex VI column 9: specific concentration limits, M-factors (`M=10`, `M(acute)=10`) and ATEs, line by line. */
export function parseSpecificLimitsCell(cell: string | null | undefined): SpecificLimitsCell {
  const result: SpecificLimitsCell = { limits: [], mFactors: {}, ate: {}, unread: [] };
  let pendingRoute: AcuteToxicityRoute | null = null;
  for (const raw of (cell ?? '').split(/\r?\n/)) {
    const line = raw.replaceAll('\u00a0', ' ').trim();
    if (!line) continue;
    // `oral:` on one line and `ATE = 500 mg/kg bw` on the next.
    const routeOnly = /^\*?\s*(oral|dermal|inhalation)\s*:?$/i.exec(line);
    if (routeOnly?.[1]) {
      pendingRoute = routeOnly[1].toLowerCase() as AcuteToxicityRoute;
      continue;
    }
    const ateOnly = new RegExp(`^ATE\\s*=\\s*${NUMBER}\\s*(mg/kg|mg/l)?\\s*(.*)$`, 'i').exec(line);
    if (ateOnly?.[1] && pendingRoute) {
      readAte(result, pendingRoute, toNumber(ateOnly[1]), line);
      pendingRoute = null;
      continue;
    }
    const m = /^M\s*(?:\(\s*(acute|chronic)\s*\))?\s*=\s*(\d+)/i.exec(line);
    if (m?.[2]) {
      const value = Number(m[2]);
      const which = m[1]?.toLowerCase();
      if (which !== 'chronic') result.mFactors.acute = value;
      if (which !== 'acute') result.mFactors.chronic = value;
      continue;
    }
    const ate = new RegExp(`^(oral|dermal|inhalation)[^:]*:\\s*ATE\\s*=\\s*${NUMBER}`, 'i').exec(line);
    if (ate?.[1] && ate[2]) {
      readAte(result, ate[1].toLowerCase() as AcuteToxicityRoute, toNumber(ate[2]), line);
      continue;
    }
    const limit = parseLimitLine(line);
    if (limit) result.limits.push(limit);
    else result.unread.push(line);
  }
  return result;
}
