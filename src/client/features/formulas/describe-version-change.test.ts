import { describe, expect, it } from 'vitest';
import { createEmptyRow, type FormulaRow } from '../../../domain/formulas/formula-row.ts';
import { diffFormulaVersions } from '../../../domain/formulas/diff-formula-versions.ts';
import { describeVersionChange } from './describe-version-change.ts';

const row = (fields: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow('r1'), amount: 10, ...fields });
const change = (before: Partial<FormulaRow>, after: Partial<FormulaRow>) =>
  describeVersionChange(diffFormulaVersions([row(before)], [row(after)])[0]!);

describe('describeVersionChange: the comparison reads materials and amounts, never field names', () => {
  it.each([
    [
      'a swapped material',
      { name: 'Bergamot oil, expressed', materialId: 'm1' },
      { name: 'Bergamot oil, furocoumarin-free', materialId: 'm2' },
      { name: 'Bergamot oil, expressed → Bergamot oil, furocoumarin-free', before: '10 g', after: '10 g' },
    ],
    [
      'an amount',
      { name: 'Hedione', amount: 30 },
      { name: 'Hedione', amount: 40 },
      { name: 'Hedione', before: '30 g', after: '40 g' },
    ],
    [
      'a dilution',
      { name: 'Ambroxan', amount: 2, purity: 0.1, diluent: 'DPG' },
      { name: 'Ambroxan', amount: 2, purity: 0.05, diluent: 'DPG' },
      { name: 'Ambroxan', before: '2 g at 10% in DPG', after: '2 g at 5% in DPG' },
    ],
    [
      'an exclusion',
      { name: 'Civet' },
      { name: 'Civet', isExcluded: true },
      { name: 'Civet', before: '10 g', after: '10 g (excluded)' },
    ],
    [
      'a note',
      { name: 'Iso E Super' },
      { name: 'Iso E Super', notes: 'try 12%' },
      { name: 'Iso E Super', before: '10 g · no note', after: '10 g · note “try 12%”' },
    ],
    [
      'the same name from another material (a reference swap) reads the name once',
      { name: 'Vanillin', materialId: 'm1' },
      { name: 'Vanillin', materialId: 'm9' },
      { name: 'Vanillin', before: '10 g', after: '10 g' },
    ],
  ])('%s', (_, before, after, expected) => {
    const line = change(before, after);
    expect(line).toEqual(expected);
    expect(`${line.name} ${line.before} ${line.after}`).not.toMatch(/materialId|purity|diluent|isExcluded|notes/);
  });

  it('added and removed lines', () => {
    const [added, removed] = diffFormulaVersions(
      [row({ id: 'gone', name: 'Oakmoss absolute', amount: 1 })],
      [row({ id: 'new', name: 'Evernyl', amount: 0.5 })],
    ).map(describeVersionChange);
    expect(added).toEqual({ name: 'Evernyl', before: '', after: '0.5 g' });
    expect(removed).toEqual({ name: 'Oakmoss absolute', before: '1 g', after: '' });
  });
});
