import { describe, expect, it } from 'vitest';
import { isCasLike, isValidCasCheckDigit, parseCas, parseCasList } from './cas-number.ts';

describe('isValidCasCheckDigit', () => {
  it.each([
    ['linalool', '78-70-6', true],
    ['water', '7732-18-5', true],
    ['methyl dihydrojasmonate', '24851-98-7', true],
    ['bergamot oil', '8007-75-8', true],
    ['flavornet typo 97-47-3', '97-47-3', false],
    ['wrong last digit', '78-70-5', false],
    ['padded check digit is not normalised here', '141-04-08', false],
  ])('%s (%s) → %s', (_, cas, expected) => {
    expect(isValidCasCheckDigit(cas)).toBe(expected);
  });
});

describe('parseCas', () => {
  it.each([
    ['a plain CAS', '78-70-6', { cas: '78-70-6', isValid: true }],
    ['spaces around', ' 78-70-6 ', { cas: '78-70-6', isValid: true }],
    ['wrapped in parentheses (IFRA glossary)', '(6876-12-6)', { cas: '6876-12-6', isValid: true }],
    ['date-mangled, zero-padded (transparency list)', '0141-04-08', { cas: '141-04-8', isValid: true }],
    ['zero-padded check digit only', '67663-01-08', { cas: '67663-01-8', isValid: true }],
    ['a failing check digit is kept and marked', '97-47-3', { cas: '97-47-3', isValid: false }],
    ['a spreadsheet date (Arctander)', '6/3/61', { cas: '6/3/61', isValid: false }],
    ['merged numbers (Arctander)', '99-6485-40-1', { cas: '99-6485-40-1', isValid: false }],
    ['empty', '', null],
    ['undefined', undefined, null],
  ])('%s', (_, raw, expected) => {
    expect(parseCas(raw)).toEqual(expected);
  });

  it('splits lists separated by |, spaces or ;', () => {
    expect(parseCasList('144020-22-4|28371-99-5').map((p) => p.cas)).toEqual(['144020-22-4', '28371-99-5']);
    expect(parseCasList('39129-16-3 37837-44-8').map((p) => p.cas)).toEqual(['39129-16-3', '37837-44-8']);
    expect(parseCasList('')).toEqual([]);
  });
});

describe('isCasLike', () => {
  it.each([
    ['78-70-6', true],
    ['78-70', true],
    ['8007', true],
    ['7', false],
    ['lin', false],
    ['78-70-6-1', false],
  ])('%s → %s', (text, expected) => {
    expect(isCasLike(text)).toBe(expected);
  });
});
