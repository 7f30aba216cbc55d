import type { RowDiff } from '../../../domain/formulas/diff-formula-versions.ts';
import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';

export type VersionChangeLine = { name: string; before: string; after: string };

type Shown = Pick<FormulaRow, 'amount' | 'unit' | 'purity' | 'diluent' | 'notes' | 'isExcluded'>;

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;

/** '30 g', '2 g at 10% in DPG', '5 % (excluded)', with the note when it is one of the changes. */
function describeLine(row: Shown, withNote: boolean): string {
  const parts = [`${row.amount} ${row.unit}`];
  if (row.purity < 1 || row.diluent) parts.push(`at ${percent(row.purity)}${row.diluent ? ` in ${row.diluent}` : ''}`);
  let text = parts.join(' ');
  if (row.isExcluded) text += ' (excluded)';
  if (withNote) text += row.notes.trim() ? ` · note “${row.notes.trim()}”` : ' · no note';
  return text;
}

/**
 * A line of the version comparison in the words of the formula: a swapped material reads "Bergamot oil, expressed
 * → Bergamot oil, furocoumarin-free", a dilution "2 g at 10% in DPG", never the names of the fields that changed.
 */
export function describeVersionChange(entry: RowDiff): VersionChangeLine {
  switch (entry.kind) {
    case 'added':
      return { name: entry.after.name, before: '', after: describeLine(entry.after, false) };
    case 'removed':
      return { name: entry.before.name, before: describeLine(entry.before, false), after: '' };
    case 'unchanged':
      return {
        name: entry.after.name,
        before: describeLine(entry.after, false),
        after: describeLine(entry.after, false),
      };
    case 'changed': {
      const swapped = entry.fields.includes('name') || entry.fields.includes('materialId');
      const beforeName = entry.before.name || '(no name)';
      const afterName = entry.after.name || '(no name)';
      const withNote = entry.fields.includes('notes');
      return {
        name: swapped && beforeName !== afterName ? `${beforeName} → ${afterName}` : entry.after.name,
        before: describeLine(entry.before, withNote),
        after: describeLine(entry.after, withNote),
      };
    }
  }
}
