/** A CAS Registry Number as found in a dataset, normalised, with the result of its check-digit test. */
export type ParsedCas = { cas: string; isValid: boolean };

const CAS_SHAPE = /^(\d{2,7})-(\d{2})-(\d{1,2})$/;

/** True when the last digit of a normalised CAS number (`78-70-6`) matches the weighted sum of the others. */
export function isValidCasCheckDigit(cas: string): boolean {
  const match = CAS_SHAPE.exec(cas);
  if (!match || match[3]?.length !== 1) return false;
  const digits = `${match[1]}${match[2]}`;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += Number(digits[digits.length - 1 - index]) * (index + 1);
  }
  return sum % 10 === Number(match[3]);
}

/**
 * Normalises a CAS cell: trims, drops wrapping parentheses, strips the zero-padding a spreadsheet added
 * (`0141-04-08` → `141-04-8`), then validates the check digit. Returns null when the cell is empty or not
 * CAS-shaped at all (a date such as `6/3/61`, a merged `99-6485-40-1`).
 */
export function parseCas(raw: string | null | undefined): ParsedCas | null {
  const cell = (raw ?? '')
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  if (!cell) return null;
  const match = CAS_SHAPE.exec(cell);
  if (!match) return { cas: cell, isValid: false };
  const first = String(Number(match[1]));
  const check = match[3] ?? '';
  const checkDigit = check.length === 2 && check.startsWith('0') ? check.slice(1) : check;
  const cas = `${first}-${match[2]}-${checkDigit}`;
  return { cas, isValid: checkDigit.length === 1 && isValidCasCheckDigit(cas) };
}

/** Splits a cell holding several CAS numbers (`a|b`, `a b`, `a;b`) and parses each. */
export function parseCasList(raw: string | null | undefined): ParsedCas[] {
  return (raw ?? '')
    .split(/[\s|;,]+/)
    .map((part) => parseCas(part))
    .filter((parsed): parsed is ParsedCas => parsed !== null);
}

/** True when a search text looks like the start of a CAS number (digits and at most two dashes). */
export function isCasLike(text: string): boolean {
  return /^\d{2,7}(-\d{0,2}(-\d?)?)?$/.test(text.trim());
}
