/**
 * The English texts of the hazard, supplemental hazard and precautionary statements Sillage prints, as
 * Regulation (EC) No 1272/2008 words them: H statements from Annex III Part 1, EUH statements from Annex III
 * Part 2, P statements from Annex IV Part 1, each as amended by Commission Regulation (EU) 2019/521 (12th ATP),
 * which reworded several P statements (P103, P264, P280, P302+P352…). Texts keep the regulation's own
 * placeholders: `…` for the supplier's own words and `<…>` for the optional parts (route, organs), which a
 * label drops when the data does not name them (`fillStatementText`).
 *
 * Source: Regulation (EC) No 1272/2008, Annex III and Annex IV (consolidated text), typed for this module;
 * proof-read against EUR-Lex before a release that adds statements.
 */

export const HAZARD_STATEMENTS: Readonly<Record<string, string>> = {
  H224: 'Extremely flammable liquid and vapour.',
  H225: 'Highly flammable liquid and vapour.',
  H226: 'Flammable liquid and vapour.',
  H300: 'Fatal if swallowed.',
  H301: 'Toxic if swallowed.',
  H302: 'Harmful if swallowed.',
  H304: 'May be fatal if swallowed and enters airways.',
  H310: 'Fatal in contact with skin.',
  H311: 'Toxic in contact with skin.',
  H312: 'Harmful in contact with skin.',
  H314: 'Causes severe skin burns and eye damage.',
  H315: 'Causes skin irritation.',
  H317: 'May cause an allergic skin reaction.',
  H318: 'Causes serious eye damage.',
  H319: 'Causes serious eye irritation.',
  H330: 'Fatal if inhaled.',
  H331: 'Toxic if inhaled.',
  H332: 'Harmful if inhaled.',
  H334: 'May cause allergy or asthma symptoms or breathing difficulties if inhaled.',
  H335: 'May cause respiratory irritation.',
  H336: 'May cause drowsiness or dizziness.',
  H340: 'May cause genetic defects <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
  H341: 'Suspected of causing genetic defects <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
  H350: 'May cause cancer <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
  H350i: 'May cause cancer by inhalation.',
  H351: 'Suspected of causing cancer <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
  H360: 'May damage fertility or the unborn child <state specific effect if known> <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
  H360F: 'May damage fertility.',
  H360D: 'May damage the unborn child.',
  H360FD: 'May damage fertility. May damage the unborn child.',
  H360Fd: 'May damage fertility. Suspected of damaging the unborn child.',
  H360Df: 'May damage the unborn child. Suspected of damaging fertility.',
  H361: 'Suspected of damaging fertility or the unborn child <state specific effect if known> <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
  H361f: 'Suspected of damaging fertility.',
  H361d: 'Suspected of damaging the unborn child.',
  H361fd: 'Suspected of damaging fertility. Suspected of damaging the unborn child.',
  H362: 'May cause harm to breast-fed children.',
  H370: 'Causes damage to organs <or state all organs affected, if known> <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
  H371: 'May cause damage to organs <or state all organs affected, if known> <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
  H372: 'Causes damage to organs <or state all organs affected, if known> through prolonged or repeated exposure <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
  H373: 'May cause damage to organs <or state all organs affected, if known> through prolonged or repeated exposure <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
  H400: 'Very toxic to aquatic life.',
  H410: 'Very toxic to aquatic life with long lasting effects.',
  H411: 'Toxic to aquatic life with long lasting effects.',
  H412: 'Harmful to aquatic life with long lasting effects.',
  H413: 'May cause long lasting harmful effects to aquatic life.',
};

/** Annex II Part 2 supplemental label elements used by this module (2.8 EUH208, 2.10 EUH210). */
export const SUPPLEMENTAL_STATEMENTS: Readonly<Record<string, string>> = {
  EUH066: 'Repeated exposure may cause skin dryness or cracking.',
  EUH208: 'Contains <name of sensitising substance>. May produce an allergic reaction.',
  EUH210: 'Safety data sheet available on request.',
};

/** Annex I 3.1.3.6.2.2: the statement a mixture with ingredients of unknown acute toxicity carries (no code). */
export const UNKNOWN_ACUTE_TOXICITY_STATEMENT =
  'x % of the mixture consists of ingredient(s) of unknown acute toxicity';

export const PRECAUTIONARY_STATEMENTS: Readonly<Record<string, string>> = {
  P101: 'If medical advice is needed, have product container or label at hand.',
  P102: 'Keep out of reach of children.',
  P103: 'Read carefully and follow all instructions.',
  P201: 'Obtain special instructions before use.',
  P202: 'Do not handle until all safety precautions have been read and understood.',
  P210: 'Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.',
  P233: 'Keep container tightly closed.',
  P260: 'Do not breathe dust/fume/gas/mist/vapours/spray.',
  P261: 'Avoid breathing dust/fume/gas/mist/vapours/spray.',
  P264: 'Wash hands [and …] thoroughly after handling.',
  P270: 'Do not eat, drink or smoke when using this product.',
  P271: 'Use only outdoors or in a well-ventilated area.',
  P272: 'Contaminated work clothing should not be allowed out of the workplace.',
  P273: 'Avoid release to the environment.',
  P280: 'Wear protective gloves/protective clothing/eye protection/face protection/hearing protection/…',
  'P301+P310': 'IF SWALLOWED: Immediately call a POISON CENTER/doctor/…',
  'P301+P312': 'IF SWALLOWED: Call a POISON CENTER/doctor/…/if you feel unwell.',
  'P301+P330+P331': 'IF SWALLOWED: Rinse mouth. Do NOT induce vomiting.',
  'P302+P352': 'IF ON SKIN: Wash with plenty of water/…',
  'P303+P361+P353':
    'IF ON SKIN (or hair): Take off immediately all contaminated clothing. Rinse skin with water [or shower].',
  'P304+P340': 'IF INHALED: Remove person to fresh air and keep comfortable for breathing.',
  'P305+P351+P338':
    'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
  'P308+P313': 'IF exposed or concerned: Get medical advice/attention.',
  P310: 'Immediately call a POISON CENTER/doctor/…',
  P312: 'Call a POISON CENTER/doctor/…/if you feel unwell.',
  P314: 'Get medical advice/attention if you feel unwell.',
  P331: 'Do NOT induce vomiting.',
  'P332+P313': 'If skin irritation occurs: Get medical advice/attention.',
  'P333+P313': 'If skin irritation or rash occurs: Get medical advice/attention.',
  'P337+P313': 'If eye irritation persists: Get medical advice/attention.',
  'P362+P364': 'Take off contaminated clothing and wash it before reuse.',
  P391: 'Collect spillage.',
  'P403+P235': 'Store in a well-ventilated place. Keep cool.',
  P405: 'Store locked up.',
  P501: 'Dispose of contents/container to …',
};

/** A statement's text for a label: the optional `<…>` parts the data cannot fill are dropped. */
export function fillStatementText(text: string): string {
  return text
    .replaceAll(/\s*<[^>]*>/g, '')
    .replaceAll(/\s+\./g, '.')
    .trim();
}

/** The H statement's text for a label (a code outside the module falls back to its base code's text). */
export function findHazardStatementText(code: string): string | null {
  const text = HAZARD_STATEMENTS[code] ?? HAZARD_STATEMENTS[code.slice(0, 4)];
  return text === undefined ? null : fillStatementText(text);
}
