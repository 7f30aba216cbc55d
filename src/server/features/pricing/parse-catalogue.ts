import Papa from 'papaparse';
import type { ParseRules } from '../../../domain/pricing/pricing.schemas.ts';

/** A fetched catalogue body as records keyed by column (CSV header) or field (JSON items). */
export function parseCatalogue(body: string, rules: ParseRules): Record<string, string>[] {
  if (rules.format === 'csv') {
    const parsed = Papa.parse<Record<string, string>>(body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
    });
    return parsed.data;
  }
  let data: unknown = JSON.parse(body);
  for (const key of rules.itemsPath.split('.').filter(Boolean)) {
    data = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  }
  if (!Array.isArray(data)) throw new Error(`No array of items at "${rules.itemsPath || '(top level)'}"`);
  return data
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) =>
      Object.fromEntries(
        Object.entries(item).map(([key, value]) => [key, value === null || value === undefined ? '' : String(value)]),
      ),
    );
}
