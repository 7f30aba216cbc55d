// The Unique Formula Identifier of CLP Annex VIII Part A 5, by the algorithm of ECHA's "UFI Developers Manual"
// (ECHA-19-H-08-EN, version 1.4, November 2021), chapter 2: step 1 the payload (formulation number, country group,
// country code, VAT number as a number, version bit), step 2 in base 31, step 3 character reorganisation, step 4
// the checksum, then the hyphens of chapter 3.

/** Manual Table 2-3: the 31 characters of a UFI (no B, I, L, O, Z, which read like digits or other letters). */
export const UFI_ALPHABET = '0123456789ACDEFGHJKMNPQRSTUVWXY';

/** The largest formulation number: 28 bits (manual 2.1.1). */
export const MAX_UFI_FORMULATION_NUMBER = 2 ** 28 - 1;

const GROUP_BITS = 4n;
/** Country group, country code and VAT number share 45 bits of the 74-bit payload (manual 2.1.1). */
const COUNTRY_AND_VAT_BITS = 45n;

/** Manual Table 2-1: each country's group code and its code within the group (with the group's bit width). */
const COUNTRY_CODES: Readonly<Record<string, { group: number; bits: number; code: number }>> = {
  FR: { group: 1, bits: 0, code: 0 },
  GB: { group: 2, bits: 0, code: 0 },
  LT: { group: 3, bits: 1, code: 0 },
  SE: { group: 3, bits: 1, code: 1 },
  HR: { group: 4, bits: 4, code: 0 },
  IT: { group: 4, bits: 4, code: 1 },
  LV: { group: 4, bits: 4, code: 2 },
  NL: { group: 4, bits: 4, code: 3 },
  BG: { group: 5, bits: 7, code: 0 },
  CZ: { group: 5, bits: 7, code: 1 },
  IE: { group: 5, bits: 7, code: 2 },
  ES: { group: 5, bits: 7, code: 3 },
  PL: { group: 5, bits: 7, code: 4 },
  RO: { group: 5, bits: 7, code: 5 },
  SK: { group: 5, bits: 7, code: 6 },
  CY: { group: 5, bits: 7, code: 7 },
  IS: { group: 5, bits: 7, code: 8 },
  BE: { group: 5, bits: 7, code: 9 },
  DE: { group: 5, bits: 7, code: 10 },
  EE: { group: 5, bits: 7, code: 11 },
  GR: { group: 5, bits: 7, code: 12 },
  NO: { group: 5, bits: 7, code: 13 },
  PT: { group: 5, bits: 7, code: 14 },
  AT: { group: 5, bits: 7, code: 15 },
  DK: { group: 5, bits: 7, code: 16 },
  FI: { group: 5, bits: 7, code: 17 },
  HU: { group: 5, bits: 7, code: 18 },
  LU: { group: 5, bits: 7, code: 19 },
  MT: { group: 5, bits: 7, code: 20 },
  SI: { group: 5, bits: 7, code: 21 },
  LI: { group: 5, bits: 7, code: 22 },
};

/** A digit or a letter as a base-36 figure (0-9, A=10 … Z=35). */
function base36Figure(char: string): bigint {
  return BigInt(parseInt(char, 36));
}

/** A capital letter as 0 (A) … 25 (Z). */
function letterIndex(char: string): bigint {
  return BigInt(char.charCodeAt(0) - 65);
}

/** Irish second character: A-Z, then + and *. */
function irishSymbol(char: string): bigint {
  return char === '+' ? 26n : char === '*' ? 27n : letterIndex(char);
}

const digitsOf = (text: string) => BigInt(text.replace(/\D/g, '') || '0');

/**
 * Manual Table 2-2: the VAT number (without its country prefix) as a number, or null when it is not in the
 * country's format.
 */
const VAT_CONVERSIONS: Readonly<Record<string, { pattern: RegExp; toNumber: (vat: string) => bigint }>> = {
  AT: { pattern: /^U\d{8}$/, toNumber: digitsOf },
  BE: { pattern: /^0\d{9}$/, toNumber: digitsOf },
  BG: { pattern: /^\d{9,10}$/, toNumber: digitsOf },
  CZ: { pattern: /^\d{8,10}$/, toNumber: digitsOf },
  DE: { pattern: /^\d{9}$/, toNumber: digitsOf },
  DK: { pattern: /^\d{8}$/, toNumber: digitsOf },
  EE: { pattern: /^\d{9}$/, toNumber: digitsOf },
  GR: { pattern: /^\d{9}$/, toNumber: digitsOf },
  FI: { pattern: /^\d{8}$/, toNumber: digitsOf },
  HR: { pattern: /^\d{11}$/, toNumber: digitsOf },
  HU: { pattern: /^\d{8}$/, toNumber: digitsOf },
  IT: { pattern: /^\d{11}$/, toNumber: digitsOf },
  LI: { pattern: /^\d{5}$/, toNumber: digitsOf },
  LT: { pattern: /^(?:\d{9}|\d{12})$/, toNumber: digitsOf },
  LU: { pattern: /^\d{8}$/, toNumber: digitsOf },
  LV: { pattern: /^\d{11}$/, toNumber: digitsOf },
  MT: { pattern: /^\d{8}$/, toNumber: digitsOf },
  NL: { pattern: /^\d{9}B\d{2}$/, toNumber: digitsOf },
  NO: { pattern: /^\d{9}$/, toNumber: digitsOf },
  PL: { pattern: /^\d{10}$/, toNumber: digitsOf },
  PT: { pattern: /^\d{9}$/, toNumber: digitsOf },
  RO: { pattern: /^\d{2,10}$/, toNumber: digitsOf },
  SE: { pattern: /^\d{12}$/, toNumber: digitsOf },
  SI: { pattern: /^\d{8}$/, toNumber: digitsOf },
  SK: { pattern: /^\d{10}$/, toNumber: digitsOf },
  // V = l·10^8 + d (l the letter, A = 0)
  CY: { pattern: /^\d{8}[A-Z]$/, toNumber: (vat) => letterIndex(vat.slice(8)) * 10n ** 8n + BigInt(vat.slice(0, 8)) },
  // V = (36·c1 + c2)·10^7 + d (c1, c2 the first and last characters in base 36)
  ES: {
    pattern: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
    toNumber: (vat) => (36n * base36Figure(vat[0]!) + base36Figure(vat[8]!)) * 10n ** 7n + BigInt(vat.slice(1, 8)),
  },
  // V = (36·c1 + c2)·10^9 + d (c1, c2 the first two characters in base 36)
  FR: {
    pattern: /^[0-9A-Z]{2}\d{9}$/,
    toNumber: (vat) => (36n * base36Figure(vat[0]!) + base36Figure(vat[1]!)) * 10n ** 9n + BigInt(vat.slice(2)),
  },
  // 9 or 12 digits: V = 2^40 + d; two letters and 3 digits: V = (26·l1 + l2)·10^3 + d
  GB: {
    pattern: /^(?:\d{9}|\d{12}|[A-Z]{2}\d{3})$/,
    toNumber: (vat) =>
      /^\d+$/.test(vat)
        ? 2n ** 40n + BigInt(vat)
        : (26n * letterIndex(vat[0]!) + letterIndex(vat[1]!)) * 10n ** 3n + BigInt(vat.slice(2)),
  },
  // Old format 1 digit, a letter, + or *, 5 digits, a letter: V = (26·c1 + c2)·10^6 + d;
  // new format 7 digits and one or two letters: V = 2^33 + (26·c2 + c1)·10^7 + d (c2 = 0 without a second letter)
  IE: {
    pattern: /^(?:\d[A-Z+*]\d{5}[A-Z]|\d{7}[A-Z][A-Z]?)$/,
    toNumber: (vat) =>
      /^\d[A-Z+*]\d{5}[A-Z]$/.test(vat)
        ? (26n * irishSymbol(vat[1]!) + letterIndex(vat[7]!)) * 10n ** 6n + BigInt(vat[0]! + vat.slice(2, 7))
        : 2n ** 33n +
          (26n * (vat[8] ? letterIndex(vat[8]) : 0n) + letterIndex(vat[7]!)) * 10n ** 7n +
          BigInt(vat.slice(0, 7)),
  },
  // Six characters read as a base-36 number
  IS: { pattern: /^[0-9A-Z]{6}$/, toNumber: (vat) => BigInt(parseInt(vat, 36)) },
};

/** Manual 2.1.3 (Table 2-4): the character of the base-31 payload (1-based) placed at each position. */
const REORGANISATION = [6, 5, 4, 8, 3, 9, 10, 11, 2, 1, 12, 7, 13, 14, 15] as const;

export type UfiResult = { ok: true; ufi: string } | { ok: false; message: string };

/** The VAT number as typed (spaces, dots and hyphens dropped, capitals), with Greece's EL read as GR. */
export function normaliseVatNumber(vatNumber: string): string {
  const compact = vatNumber.toUpperCase().replace(/[\s.-]/g, '');
  return compact.startsWith('EL') ? `GR${compact.slice(2)}` : compact;
}

/** Manual 2.1.4: the checksum figure that makes Σ weight·figure ≡ 0 (mod 31), weights 1 (checksum), 2…16. */
function checksumOf(figures: readonly number[]): number {
  const weighted = figures.reduce((sum, figure, index) => sum + (index + 2) * figure, 0);
  return (31 - (weighted % 31)) % 31;
}

/** 16 characters in four groups of four joined by hyphens (manual chapter 3). */
export function formatUfi(compact: string): string {
  return compact.match(/.{1,4}/g)?.join('-') ?? compact;
}

/**
 * The UFI of a formulation from the company's VAT number (with its country prefix) and a formulation number
 * 0 … 268 435 455, or why none can be made.
 */
export function generateUfi(vatNumber: string, formulationNumber: number): UfiResult {
  if (!Number.isInteger(formulationNumber) || formulationNumber < 0 || formulationNumber > MAX_UFI_FORMULATION_NUMBER) {
    return {
      ok: false,
      message: `The formulation number must be a whole number from 0 to ${MAX_UFI_FORMULATION_NUMBER}.`,
    };
  }
  const vat = normaliseVatNumber(vatNumber);
  const countryCode = vat.slice(0, 2);
  const country = COUNTRY_CODES[countryCode];
  const conversion = VAT_CONVERSIONS[countryCode];
  if (!country || !conversion) {
    return {
      ok: false,
      message: `A UFI needs a VAT number of an EEA country starting with its country code (such as FR or DE); ${countryCode || 'an empty number'} is not one.`,
    };
  }
  const national = vat.slice(2);
  if (!conversion.pattern.test(national)) {
    return { ok: false, message: `${vat} is not in the format of a ${countryCode} VAT number.` };
  }
  const vatBits = COUNTRY_AND_VAT_BITS - GROUP_BITS - BigInt(country.bits);
  const vatValue = conversion.toNumber(national);
  if (vatValue >= 2n ** vatBits) return { ok: false, message: `${vat} is too long for a UFI.` };

  // Step 1: formulation number | country group | country code | VAT number | version bit 0.
  let payload = BigInt(formulationNumber);
  payload = (payload << GROUP_BITS) | BigInt(country.group);
  payload = (payload << BigInt(country.bits)) | BigInt(country.code);
  payload = (payload << vatBits) | vatValue;
  payload <<= 1n;

  // Step 2: 15 base-31 figures, most significant first.
  const figures: number[] = [];
  for (let index = 0; index < 15; index++) {
    figures.unshift(Number(payload % 31n));
    payload /= 31n;
  }
  // Step 3: reorganised; step 4: the checksum in front.
  const reorganised = REORGANISATION.map((position) => figures[position - 1]!);
  const compact = [checksumOf(reorganised), ...reorganised].map((figure) => UFI_ALPHABET[figure]).join('');
  return { ok: true, ufi: formatUfi(compact) };
}

/**
 * Manual 2.2 (version 1.4: hyphens allowed): 16 characters of the alphabet whose weighted sum, the first weighted
 * 1 and the next 2 … 16, is a multiple of 31.
 */
export function isValidUfi(ufi: string): boolean {
  const compact = ufi.trim().toUpperCase().replace(/-/g, '');
  if (!/^[0-9A-Z]{16}$/.test(compact)) return false;
  const figures = [...compact].map((char) => UFI_ALPHABET.indexOf(char));
  if (figures.some((figure) => figure < 0)) return false;
  const sum = figures.reduce((total, figure, index) => total + (index + 1) * figure, 0);
  return sum % 31 === 0;
}
