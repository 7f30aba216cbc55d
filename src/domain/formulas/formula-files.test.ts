import { describe, expect, it } from 'vitest';
import {
  buildFormulaFileName,
  exportFormulaCsv,
  exportFormulaJson,
  parseFormulaCsv,
  parseFormulaJson,
} from './formula-files.ts';
import { createEmptyRow, type FormulaRow } from './formula-row.ts';

const createId = (index: number) => `new-${index}`;
const rows: FormulaRow[] = [
  { ...createEmptyRow('r1'), name: 'Hedione', cas: '24851-98-7', amount: 30 },
  { ...createEmptyRow('r2'), name: 'Ambrox, crystals', amount: 1, purity: 0.1, diluent: 'DPG', notes: 'say "wow"' },
];

describe('formula files', () => {
  it('exports JSON that imports back identical', () => {
    const text = exportFormulaJson({ name: 'Rose', description: null, tags: ['floral'], product: null, rows });
    const imported = parseFormulaJson(text, createId);
    expect(imported).toMatchObject({ name: 'Rose', tags: ['floral'] });
    expect('parsed' in imported && imported.parsed.rows).toEqual(rows);
  });

  it('exports CSV that imports back with the same materials, amounts and dilutions', () => {
    const imported = parseFormulaCsv(exportFormulaCsv(rows), createId);
    expect(
      'parsed' in imported &&
        imported.parsed.rows.map(({ name, amount, purity, diluent, notes }) => ({
          name,
          amount,
          purity,
          diluent,
          notes,
        })),
    ).toEqual(rows.map(({ name, amount, purity, diluent, notes }) => ({ name, amount, purity, diluent, notes })));
  });

  it.each([
    ['not JSON', '{oops', 'The file is not valid JSON.'],
    ['a number', '42', 'The file holds no formula (expected an object with rows, or a list of rows).'],
    ['an object without rows', '{"name":"x"}', 'The file holds no rows.'],
  ])('refuses a JSON file that is %s', (_, text, error) => {
    expect(parseFormulaJson(text, createId)).toEqual({ error });
  });

  it('reports rejected CSV rows and keeps the others', () => {
    const imported = parseFormulaCsv('Material,Grams\nHedione,10\nIso E Super,-3\n,\nCivet,abc', createId);
    expect('parsed' in imported && imported.parsed.rows.map((row) => row.name)).toEqual(['Hedione']);
    expect('parsed' in imported && imported.parsed.rejected.map((row) => row.label)).toEqual([
      'Row 2 (Iso E Super)',
      'Row 3 (Civet)',
    ]);
  });

  it.each([
    ['Rose Accord', 'json', 'Rose Accord.json'],
    ['a/b:c', 'csv', 'a b c.csv'],
    ['   ', 'json', 'Untitled Formula.json'],
  ] as const)('names the file after %j', (name, extension, expected) => {
    expect(buildFormulaFileName(name, extension)).toBe(expected);
  });
});
