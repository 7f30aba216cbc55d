import type { AmountUnit, FormulaRow } from './formula-row.ts';

export type RejectedRow = { index: number; reason: string; label: string };
export type ParsedRows = { rows: FormulaRow[]; rejected: RejectedRow[]; skippedBlank: number };

const MAX_TEXT = 500;

function readText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim().slice(0, MAX_TEXT);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A number, or a numeric string ("12,5" and "12.5 g" too); undefined when missing or blank; NaN when not numeric. */
export function readAmount(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value
    .trim()
    .replace(/\s*(g|%|grams?)$/i, '')
    .replace(',', '.');
  if (text === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : Number.NaN;
}

function readUnit(value: unknown, amountText: unknown): AmountUnit {
  if (value === '%' || value === 'percent') return '%';
  if (typeof amountText === 'string' && amountText.trim().endsWith('%')) return '%';
  return 'g';
}

/** Purity as a fraction: 0.1, "10%" or 10 (a number above 1 is read as percent). */
function readPurity(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return 1;
  const text = typeof value === 'string' ? value.trim() : value;
  const isPercent = typeof text === 'string' && text.endsWith('%');
  const parsed = readAmount(typeof text === 'string' ? text.replace('%', '') : text);
  if (parsed === undefined) return 1;
  if (!Number.isFinite(parsed)) return null;
  const fraction = isPercent || parsed > 1 ? parsed / 100 : parsed;
  return fraction > 0 && fraction <= 1 ? fraction : null;
}

function readBoolean(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1' || value === 'yes' || value === 'x';
}

/**
 * The largest amount a line may hold (a thousand tonnes in grams): 2,000 lines of it still sum, scale and convert
 * without leaving the floating-point range, where amounts near Number.MAX_VALUE made totals Infinity.
 */
export const MAX_ROW_AMOUNT = 1e9;

/**
 * Formula rows of spec section 5, from a JSON string or an array (stored rows, imports, API input): a row is
 * kept only with a material name or a non-negative numeric amount; a missing amount becomes 0. A row whose
 * amount is negative, not a number or above MAX_ROW_AMOUNT, or whose purity is outside (0, 100%], is rejected with its reason;
 * a row with neither name nor amount is blank and skipped.
 */
export function parseFormulaRows(input: unknown, createId: (index: number) => string): ParsedRows {
  let list: unknown = input;
  if (typeof input === 'string') {
    try {
      list = JSON.parse(input);
    } catch {
      return { rows: [], rejected: [{ index: 0, reason: 'rows are not valid JSON', label: 'rows' }], skippedBlank: 0 };
    }
  }
  if (!Array.isArray(list))
    return { rows: [], rejected: [{ index: 0, reason: 'rows must be a list', label: 'rows' }], skippedBlank: 0 };
  const rows: FormulaRow[] = [];
  const rejected: RejectedRow[] = [];
  const seenIds = new Set<string>();
  let skippedBlank = 0;
  list.forEach((item: unknown, index) => {
    const label = `Row ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      rejected.push({ index, reason: 'not an ingredient object', label });
      return;
    }
    const record = item as Record<string, unknown>;
    const name = readText(record.material ?? record.name ?? record.materialName) ?? '';
    const amount = readAmount(record.amount);
    const named = name !== '' ? `${label} (${name})` : label;
    if (name === '' && amount === undefined) {
      skippedBlank += 1;
      return;
    }
    if (amount !== undefined && !(Number.isFinite(amount) && amount >= 0)) {
      rejected.push({ index, reason: 'amount must be a number of 0 or more', label: named });
      return;
    }
    if (amount !== undefined && amount > MAX_ROW_AMOUNT) {
      rejected.push({ index, reason: `amount must be at most ${MAX_ROW_AMOUNT.toExponential()}`, label: named });
      return;
    }
    const purity = readPurity(record.purity ?? record.dilution);
    if (purity === null) {
      rejected.push({ index, reason: 'purity must be above 0% and at most 100%', label: named });
      return;
    }
    const rawId = readText(record.id);
    const id = rawId && !seenIds.has(rawId) ? rawId : createId(index);
    seenIds.add(id);
    const materialId = readText(record.material_id ?? record.materialId);
    const lotId = readText(record.lotId ?? record.lot_id);
    rows.push({
      id,
      materialId: materialId || null,
      name,
      cas: readText(record.cas ?? record.casNumber) || null,
      amount: amount ?? 0,
      unit: readUnit(record.unit, record.amount),
      purity,
      diluent: readText(record.diluent ?? record.solvent) || null,
      diluentMaterialId: readText(record.diluentMaterialId ?? record.diluent_material_id) || null,
      notes: readText(record.notes) ?? '',
      isExcluded: readBoolean(record.isExcluded ?? record.excluded),
      isLocked: readBoolean(record.isLocked ?? record.locked),
      // Only an id the lot table could hold: a lot number typed in a CSV is not a lot id.
      ...(lotId && UUID_PATTERN.test(lotId) ? { lotId } : {}),
      ...(readBoolean(record.acceptsTypicalComposition) ? { acceptsTypicalComposition: true } : {}),
    });
  });
  return { rows, rejected, skippedBlank };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "Row 3 (Iso E Super): amount must be a number of 0 or more; Row 5: …" */
export function describeRejectedRows(rejected: readonly RejectedRow[]): string {
  return rejected.map((row) => `${row.label}: ${row.reason}`).join('; ');
}
