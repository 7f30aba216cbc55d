import { describe, expect, it } from 'vitest';
import { capitaliseUpperCaseName, parseNumberCell, parsePythonList, splitList } from './parse-text-list.ts';
import { normaliseSearchText } from '../materials/normalise-search-text.ts';

describe('parsing quirks', () => {
  it.each([
    ['TGSC tags (single quotes, no spaces)', "['floral','sweet']", ['floral', 'sweet']],
    ['Sigma descriptors (spaces)', "['nutty', 'ethereal', 'sweet']", ['nutty', 'ethereal', 'sweet']],
    ['an empty list', '[]', []],
    ['an apostrophe inside double quotes', `["bois d'orange", 'woody']`, ["bois d'orange", 'woody']],
    ['a plain delimited cell', 'woody;pine', ['woody', 'pine']],
    ['empty', '', []],
  ])('parsePythonList: %s', (_, cell, expected) => {
    expect(parsePythonList(cell)).toEqual(expected);
  });

  it('splitList drops blanks and case-insensitive repeats (Flavornet repeats the primary name)', () => {
    expect(splitList('2-phenylethyl alcohol;2-phenylethanol; ;2-Phenylethyl alcohol', ';')).toEqual([
      '2-phenylethyl alcohol',
      '2-phenylethanol',
    ]);
  });

  it.each([
    ['12.0', 12],
    ['0,10', 0.1],
    ['', null],
    ['n/a', null],
  ])('parseNumberCell(%s) → %s', (cell, expected) => {
    expect(parseNumberCell(cell)).toBe(expected);
  });

  it.each([
    ['ABIETIC ACID', 'Abietic acid'],
    ['2-METHYLBUTYRIC ACID', '2-Methylbutyric acid'],
    ['Linalool', 'Linalool'],
  ])('capitaliseUpperCaseName(%s) → %s', (name, expected) => {
    expect(capitaliseUpperCaseName(name)).toBe(expected);
  });

  it.each([
    ['.alpha.-Pinene', 'alpha-pinene'],
    ['β-Ionone', 'beta-ionone'],
    ['Crème  Brûlée', 'creme brulee'],
  ])('normaliseSearchText(%s) → %s', (text, expected) => {
    expect(normaliseSearchText(text)).toBe(expected);
  });
});
