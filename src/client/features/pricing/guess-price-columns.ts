export type PriceColumnField = 'material' | 'cas' | 'vendor' | 'size' | 'price' | 'currency';

const HINTS: Record<PriceColumnField, RegExp> = {
  material: /^(material|name|product|item|ingredient|title|description)/i,
  cas: /\bcas\b/i,
  vendor: /(vendor|supplier|seller|shop|store)/i,
  size: /(size|pack|quantity|qty|amount|weight|volume)/i,
  price: /(price|cost|amount due|usd|eur|gbp)/i,
  currency: /(currency|curr)\b/i,
};

/** A first guess at the column mapping from the CSV headers; the user confirms or changes it. */
export function guessPriceColumns(headers: readonly string[]): Partial<Record<PriceColumnField, string>> {
  const mapping: Partial<Record<PriceColumnField, string>> = {};
  const taken = new Set<string>();
  for (const field of ['cas', 'currency', 'vendor', 'price', 'size', 'material'] as const) {
    const header = headers.find((candidate) => !taken.has(candidate) && HINTS[field].test(candidate.trim()));
    if (header) {
      mapping[field] = header;
      taken.add(header);
    }
  }
  return mapping;
}
