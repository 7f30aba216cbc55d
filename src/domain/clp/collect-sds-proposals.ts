import type { SdsAiReading } from './check-sds-ai-proposals.ts';
import type { SupplierSdsReading } from './read-supplier-sds.ts';

/**
 * The proposals read from a supplier's SDS, by the patterns and by the model, as one list the user ticks: one row a
 * value (a classification, an H/EUH statement, a component), with the pages and who read it. Only ticked rows are
 * saved (buildSdsClassificationBody), none by default.
 */
export type SdsProposalRow = {
  key: string;
  kind: 'classification' | 'statement' | 'component';
  /** What is saved: the classification as CLP writes it, the statement code, the component's line. */
  value: string;
  pages: number[];
  readBy: ('text' | 'ai')[];
  /** The model's quote from the page, where the model proposed it. */
  quote: string | null;
};

const rangeText = (min: number | null, max: number | null) =>
  max === null ? '' : min === null || min === 0 ? `< ${max} %` : `${min} – ${max} %`;

function describeComponent(item: {
  name: string;
  cas: string;
  minPercent: number | null;
  maxPercent: number | null;
  classification: string[];
}): string {
  return [`${item.name} (CAS ${item.cas})`, rangeText(item.minPercent, item.maxPercent), item.classification.join(', ')]
    .filter(Boolean)
    .join(' · ');
}

export function collectSdsProposals(
  reading: Pick<SupplierSdsReading, 'classification' | 'hazardStatements' | 'components'>,
  ai: Pick<SdsAiReading, 'classification' | 'hazardStatements' | 'components'> | null,
): SdsProposalRow[] {
  const rows: SdsProposalRow[] = [];
  const add = (kind: SdsProposalRow['kind'], value: string, page: number, by: 'text' | 'ai', quote: string | null) => {
    const key = `${kind}:${value}`;
    const row = rows.find((existing) => existing.key === key);
    if (!row) {
      rows.push({ key, kind, value, pages: [page], readBy: [by], quote });
      return;
    }
    if (!row.pages.includes(page)) row.pages.push(page);
    if (!row.readBy.includes(by)) row.readBy.push(by);
    row.quote ??= quote;
  };
  for (const item of reading.classification) add('classification', item.text, item.page, 'text', null);
  for (const item of ai?.classification ?? []) add('classification', item.text, item.page, 'ai', item.quote);
  for (const item of reading.hazardStatements) add('statement', item.text, item.page, 'text', null);
  for (const item of ai?.hazardStatements ?? []) add('statement', item.text, item.page, 'ai', item.quote);
  for (const item of reading.components) add('component', describeComponent(item), item.page, 'text', null);
  for (const item of ai?.components ?? []) add('component', describeComponent(item), item.page, 'ai', item.quote);
  return rows;
}

/**
 * The classification update from the ticked rows only: the ticked classifications, and the ticked statements and
 * components recorded in the notes with their page (the classification has no field for them).
 */
export function buildSdsClassificationBody(
  rows: readonly SdsProposalRow[],
  ticked: ReadonlySet<string>,
  source: { supplier: string; sdsDate: string; sdsRevision: string; fileName: string },
) {
  const chosen = rows.filter((row) => ticked.has(row.key));
  const pageText = (row: SdsProposalRow) => `${row.value} (p. ${row.pages.join(', ')})`;
  const statements = chosen.filter((row) => row.kind === 'statement').map(pageText);
  const components = chosen.filter((row) => row.kind === 'component').map(pageText);
  const notes = [
    `Read from the supplier’s SDS ${source.fileName}.`,
    statements.length > 0 ? `Hazard statements (section 2): ${statements.join('; ')}.` : null,
    components.length > 0 ? `Components (section 3): ${components.join('; ')}.` : null,
  ]
    .filter(Boolean)
    .join('\n')
    .slice(0, 2000);
  return {
    classification: chosen.filter((row) => row.kind === 'classification').map((row) => row.value),
    specificConcentrationLimits: [],
    source: {
      kind: 'supplierSds' as const,
      supplier: source.supplier.trim(),
      sdsDate: source.sdsDate.trim(),
      sdsRevision: source.sdsRevision.trim(),
    },
    notes,
  };
}

/** An SDS date as the classification stores it (YYYY-MM-DD): ISO as is, the European day.month.year converted. */
export function toIsoSdsDate(text: string | null | undefined): string {
  if (!text) return '';
  const european = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (european) return `${european[3]}-${european[2]!.padStart(2, '0')}-${european[1]!.padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '';
}
