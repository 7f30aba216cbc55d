import type { ClassificationEntry, MixtureClassification, ProductForm } from './clp-mixture.ts';
import {
  findHazardStatementText,
  SUPPLEMENTAL_STATEMENTS,
  UNKNOWN_ACUTE_TOXICITY_STATEMENT,
} from './clp-statements.ts';
import { rankCategory } from './classification-context.ts';
import { fillPrecautionaryText } from './fill-precautionary-text.ts';

export type Statement = { code: string | null; text: string };
export type NamedSubstance = { cas: string | null; name: string };
export type SignalWord = 'Danger' | 'Warning' | null;

export type ClpLabel = {
  hazardStatements: Statement[];
  pictograms: string[];
  signalWord: SignalWord;
  supplementalStatements: Statement[];
  sensitisersNamed: NamedSubstance[];
  productIdentifierComponents: NamedSubstance[];
  /**
   * The names printed as "Contains: …" beside the product identifier: the Article 18(3)(b) substances and, for a
   * mixture classified as sensitising, its other sensitisers at their Table 3.4.6 level (Annex II 2.8, second
   * paragraph). Sensitisers already named by EUH208 are not repeated.
   */
  namedOnLabel: NamedSubstance[];
  precautionaryStatements: Statement[];
  /** Article 28(3): more than six P statements were due; these were left off (the user may swap them in). */
  precautionaryStatementsOmitted: Statement[];
};

export type ClpPackaging = { childResistantFastening: boolean; tactileWarning: boolean };

/** Annex V and the class tables of Annex I: the pictogram and signal word each classification carries. */
export function findLabelElements(entry: ClassificationEntry): { pictogram: string | null; signalWord: SignalWord } {
  const category = entry.category;
  const isTop = rankCategory(category) < 2;
  switch (entry.class) {
    case 'Flam. Liq.':
      return { pictogram: 'GHS02', signalWord: category === '3' ? 'Warning' : 'Danger' };
    case 'Acute Tox.':
      return category === '4'
        ? { pictogram: 'GHS07', signalWord: 'Warning' }
        : { pictogram: 'GHS06', signalWord: 'Danger' };
    case 'Skin Corr.':
    case 'Eye Dam.':
      return { pictogram: 'GHS05', signalWord: 'Danger' };
    case 'Skin Irrit.':
    case 'Eye Irrit.':
    case 'Skin Sens.':
      return { pictogram: 'GHS07', signalWord: 'Warning' };
    case 'Resp. Sens.':
    case 'Asp. Tox.':
      return { pictogram: 'GHS08', signalWord: 'Danger' };
    case 'Muta.':
    case 'Carc.':
    case 'Repr.':
    case 'STOT RE':
      return { pictogram: 'GHS08', signalWord: isTop ? 'Danger' : 'Warning' };
    case 'STOT SE':
      if (category === '3') return { pictogram: 'GHS07', signalWord: 'Warning' };
      return { pictogram: 'GHS08', signalWord: isTop ? 'Danger' : 'Warning' };
    case 'Lact.':
      return { pictogram: null, signalWord: null };
    case 'Aquatic Acute':
      return { pictogram: 'GHS09', signalWord: 'Warning' };
    case 'Aquatic Chronic':
      if (category === '1') return { pictogram: 'GHS09', signalWord: 'Warning' };
      if (category === '2') return { pictogram: 'GHS09', signalWord: null };
      return { pictogram: null, signalWord: null };
  }
}

/** Article 26(1): GHS07 gives way to GHS06; to GHS05 for irritation; to GHS08 (respiratory sensitisation) for skin sensitisation and irritation. */
function choosePictograms(entries: readonly ClassificationEntry[]): string[] {
  const pictograms = new Set<string>();
  const reasonsForGhs07 = new Set<string>();
  for (const entry of entries) {
    const { pictogram } = findLabelElements(entry);
    if (!pictogram) continue;
    if (pictogram === 'GHS07') reasonsForGhs07.add(entry.class);
    else pictograms.add(pictogram);
  }
  if (pictograms.has('GHS06')) reasonsForGhs07.clear();
  if (pictograms.has('GHS05')) {
    reasonsForGhs07.delete('Skin Irrit.');
    reasonsForGhs07.delete('Eye Irrit.');
  }
  if (entries.some((entry) => entry.class === 'Resp. Sens.')) {
    for (const reason of ['Skin Sens.', 'Skin Irrit.', 'Eye Irrit.']) reasonsForGhs07.delete(reason);
  }
  if (reasonsForGhs07.size > 0) pictograms.add('GHS07');
  return [...pictograms].sort();
}

/** Article 20(3): Danger wins over Warning. */
function chooseSignalWord(entries: readonly ClassificationEntry[]): SignalWord {
  const words = entries.map((entry) => findLabelElements(entry).signalWord);
  if (words.includes('Danger')) return 'Danger';
  return words.includes('Warning') ? 'Warning' : null;
}

/** Article 27: a statement is left off when another one on the label already says it. */
const SUPERSEDED_BY: Readonly<Record<string, readonly string[]>> = {
  H318: ['H314'],
  H319: ['H314', 'H318'],
  H315: ['H314'],
  H400: ['H410'],
};

function chooseHazardStatements(entries: readonly ClassificationEntry[]): Statement[] {
  const codes = [...new Set(entries.map((entry) => entry.hStatement))];
  return codes
    .filter((code) => !(SUPERSEDED_BY[code] ?? []).some((stronger) => codes.includes(stronger)))
    .sort()
    .map((code) => ({ code, text: findHazardStatementText(code) ?? code }));
}

/** Article 18(3)(b): the substances that contribute to these classes are named with the product identifier. */
const IDENTIFIER_CLASSES = new Set([
  'Acute Tox.',
  'Skin Corr.',
  'Eye Dam.',
  'Muta.',
  'Carc.',
  'Repr.',
  'Lact.',
  'Resp. Sens.',
  'Skin Sens.',
  'STOT SE',
  'STOT RE',
  'Asp. Tox.',
]);

function uniqueSubstances(list: readonly NamedSubstance[]): NamedSubstance[] {
  const seen = new Set<string>();
  const result: NamedSubstance[] = [];
  for (const { cas, name } of list) {
    const key = cas ?? name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ cas, name });
  }
  return result;
}

/** Annex IV Part 1: the P statements one classification calls for, its most telling first. */
function listPrecautionaryCodes(entry: ClassificationEntry): string[] {
  switch (entry.class) {
    case 'Flam. Liq.':
      return ['P210'];
    case 'Acute Tox.':
      if (entry.route === 'oral') return [entry.category === '4' ? 'P301+P312' : 'P301+P310', 'P270'];
      if (entry.route === 'dermal') return ['P280', 'P302+P352', entry.category === '4' ? 'P312' : 'P310'];
      if (entry.route === 'inhalation') return [entry.category === '4' ? 'P261' : 'P260', 'P304+P340'];
      return [];
    case 'Skin Corr.':
      return ['P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310'];
    case 'Eye Dam.':
      return ['P280', 'P305+P351+P338', 'P310'];
    case 'Asp. Tox.':
      return ['P301+P310', 'P331'];
    case 'Muta.':
    case 'Carc.':
    case 'Repr.':
      return ['P201', 'P308+P313'];
    case 'Resp. Sens.':
      return ['P261'];
    case 'Skin Sens.':
      return ['P261', 'P280', 'P302+P352', 'P333+P313'];
    case 'STOT SE':
      return entry.category === '3' ? ['P261', 'P304+P340', 'P312'] : ['P260'];
    case 'STOT RE':
      return ['P260', 'P314'];
    case 'Skin Irrit.':
      return ['P302+P352', 'P332+P313'];
    case 'Eye Irrit.':
      return ['P305+P351+P338', 'P280', 'P337+P313'];
    case 'Aquatic Acute':
    case 'Aquatic Chronic':
      return entry.category === '1' || entry.category === '2' ? ['P273', 'P391'] : ['P273'];
    case 'Lact.':
      return ['P201'];
  }
}

/**
 * Classes whose Annex IV Part 1 tables end in P501 (disposal): flammable liquids (Table 2.6), acute toxicity, skin
 * corrosion, respiratory and skin sensitisation, CMR, STOT SE and RE, aspiration (Part 3 tables); the aquatic
 * classes are added below. Skin and eye irritation, serious eye damage and lactation carry none.
 */
const DISPOSAL_CLASSES = new Set([
  'Flam. Liq.',
  'Acute Tox.',
  'Skin Corr.',
  'Resp. Sens.',
  'Skin Sens.',
  'Muta.',
  'Carc.',
  'Repr.',
  'STOT SE',
  'STOT RE',
  'Asp. Tox.',
]);

/**
 * Article 28(1): a P statement that is clearly redundant is not selected. "Immediately call a POISON CENTER"
 * (P310, P301+P310) already says "Call … if you feel unwell" (P312, P301+P312); "Do not breathe" (P260) says "Avoid
 * breathing" (P261); "If skin irritation or rash occurs" (P333+P313) says "If skin irritation occurs" (P332+P313).
 */
const REDUNDANT_BESIDE: Readonly<Record<string, readonly string[]>> = {
  'P301+P312': ['P301+P310'],
  P312: ['P310'],
  P261: ['P260'],
  'P332+P313': ['P333+P313'],
};

/** Statements Annex IV Part 1 gives together for one hazard: aspiration's P301+P310 with P331 ("Do NOT induce vomiting"). */
const FOLLOWS: Readonly<Record<string, string>> = { 'P301+P310': 'P331' };

/** The codes without the redundant ones, each FOLLOWS pair kept side by side so that the six-statement cut keeps both. */
export function dropRedundantCodes(codes: readonly string[]): string[] {
  const kept = codes.filter((code) => !(REDUNDANT_BESIDE[code] ?? []).some((stronger) => codes.includes(stronger)));
  const result: string[] = [];
  for (const code of kept) {
    if (result.includes(code)) continue;
    result.push(code);
    const follower = FOLLOWS[code];
    if (follower && kept.includes(follower) && !result.includes(follower)) result.push(follower);
  }
  return result;
}

/** Annex IV Part 1's tables run general (P1xx), prevention (P2xx), response (P3xx), storage (P4xx), disposal (P5xx). */
function comparePrecautionaryCodes(a: string, b: string): number {
  return Number(a.slice(1, 4)) - Number(b.slice(1, 4));
}

/**
 * Annex IV Part 1: the P statements the classifications call for; Article 28(3): no more than six on the label
 * unless the hazard needs more. P101 (Danger) and P102 (general public) first; then every hazard's most telling
 * statement before any hazard's second (most severe hazard first), so that a sensitiser's P261 is not crowded out by
 * a flammable liquid's; P501 last. Printed in Annex IV's order (prevention, response, storage, disposal).
 */
function choosePrecautionaryStatements(
  entries: readonly ClassificationEntry[],
  supplyTo: 'generalPublic' | 'professional',
  productForm: ProductForm,
): { chosen: Statement[]; omitted: Statement[] } {
  const codes: string[] = [];
  const add = (...list: string[]) => {
    for (const code of list) if (!codes.includes(code)) codes.push(code);
  };
  const ordered = [...entries].sort((a, b) => {
    const danger = (entry: ClassificationEntry) => (findLabelElements(entry).signalWord === 'Danger' ? 0 : 1);
    return danger(a) - danger(b);
  });
  if (supplyTo === 'generalPublic' && entries.length > 0) {
    if (chooseSignalWord(entries) === 'Danger') add('P101');
    add('P102');
  }
  const lists = ordered.map(listPrecautionaryCodes);
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let rank = 0; rank < longest; rank += 1) add(...lists.flatMap((list) => list[rank] ?? []));
  const needsDisposal = entries.some(
    (entry) =>
      DISPOSAL_CLASSES.has(entry.class) || entry.class === 'Aquatic Acute' || entry.class === 'Aquatic Chronic',
  );
  if (needsDisposal) add('P501');
  const selected = dropRedundantCodes(codes);
  const toStatement = (code: string) => ({
    code,
    text: fillPrecautionaryText(code, entries, { productForm, supplyTo }),
  });
  return {
    chosen: selected.slice(0, 6).sort(comparePrecautionaryCodes).map(toStatement),
    omitted: selected.slice(6).map(toStatement),
  };
}

/** Annex II 3.1.1 (child-resistant fastening) and 3.2.1 (tactile warning), for supply to the general public. */
export function choosePackaging(
  entries: readonly ClassificationEntry[],
  supplyTo: 'generalPublic' | 'professional',
  ingredients: readonly { cas: string | null; percent: number }[] = [],
): ClpPackaging {
  if (supplyTo !== 'generalPublic') return { childResistantFastening: false, tactileWarning: false };
  const has = (hazardClass: string, categories?: readonly string[]) =>
    entries.some((entry) => entry.class === hazardClass && (!categories || categories.includes(entry.category)));
  const methanol = ingredients.some((i) => i.cas === '67-56-1' && i.percent >= 3);
  const dichloromethane = ingredients.some((i) => i.cas === '75-09-2' && i.percent >= 1);
  return {
    childResistantFastening:
      has('Acute Tox.', ['1', '2', '3']) ||
      has('STOT SE', ['1']) ||
      has('STOT RE', ['1']) ||
      has('Skin Corr.') ||
      has('Asp. Tox.') ||
      methanol ||
      dichloromethane,
    tactileWarning:
      has('Acute Tox.') ||
      has('Skin Corr.') ||
      has('Muta.', ['2']) ||
      has('Carc.', ['2']) ||
      has('Repr.', ['2']) ||
      has('Resp. Sens.') ||
      has('STOT SE', ['1', '2']) ||
      has('STOT RE', ['1', '2']) ||
      has('Asp. Tox.') ||
      has('Flam. Liq.', ['1', '2']),
  };
}

/** Article 45 and Annex VIII: a UFI is due for a mixture classified for health or physical hazards. */
export function isUfiRequired(entries: readonly ClassificationEntry[]): boolean {
  return entries.some((entry) => entry.class !== 'Aquatic Acute' && entry.class !== 'Aquatic Chronic');
}

/** The label elements of Articles 17-32 for a classified mixture. */
export function buildClpLabel(
  result: MixtureClassification,
  supplyTo: 'generalPublic' | 'professional',
  productForm: ProductForm,
): ClpLabel {
  const entries = result.classification;
  const supplementalStatements: Statement[] = [];
  // Annex II 2.8: sensitisers of a class the mixture is not classified for are named in EUH208.
  const euh208 = result.sensitisers.filter(
    (sensitiser) => !entries.some((entry) => entry.class === sensitiser.hazardClass),
  );
  if (euh208.length > 0) {
    const names = uniqueSubstances(euh208).map((substance) => substance.name);
    supplementalStatements.push({
      code: 'EUH208',
      text: (SUPPLEMENTAL_STATEMENTS.EUH208 ?? '').replace('<name of sensitising substance>', names.join(', ')),
    });
  }
  if (result.needsEuh210) supplementalStatements.push({ code: 'EUH210', text: SUPPLEMENTAL_STATEMENTS.EUH210 ?? '' });
  if (result.unknownAcuteToxicityPercent !== null) {
    supplementalStatements.push({
      code: null,
      text: UNKNOWN_ACUTE_TOXICITY_STATEMENT.replace('x %', `${result.unknownAcuteToxicityPercent} %`),
    });
  }
  const precautionary = choosePrecautionaryStatements(entries, supplyTo, productForm);
  const productIdentifierComponents = uniqueSubstances(
    entries.filter((entry) => IDENTIFIER_CLASSES.has(entry.class)).flatMap((entry) => entry.contributors),
  );
  const namedInEuh208 = new Set(euh208.map((sensitiser) => sensitiser.cas ?? sensitiser.name.toLowerCase()));
  return {
    hazardStatements: chooseHazardStatements(entries),
    pictograms: choosePictograms(entries),
    signalWord: chooseSignalWord(entries),
    supplementalStatements,
    sensitisersNamed: uniqueSubstances(result.sensitisers),
    productIdentifierComponents,
    namedOnLabel: uniqueSubstances([
      ...productIdentifierComponents,
      ...result.sensitisers.filter((sensitiser) => !namedInEuh208.has(sensitiser.cas ?? sensitiser.name.toLowerCase())),
    ]),
    precautionaryStatements: precautionary.chosen,
    precautionaryStatementsOmitted: precautionary.omitted,
  };
}
