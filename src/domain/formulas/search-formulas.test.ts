import { describe, expect, it } from 'vitest';
import { searchFormulas } from './search-formulas.ts';

const formulas = [
  {
    name: 'Rose Étude',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    rows: [{ name: 'Phenylethyl alcohol', cas: '60-12-8' }, { name: 'Hedione' }],
  },
  {
    name: 'Cedar Night',
    createdAt: '2026-10-02T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    rows: [{ name: 'Iso E Super' }],
    tags: ['woody'],
  },
];

describe('searchFormulas', () => {
  it.each([
    ['an empty query lists all', '', ['Rose Étude', 'Cedar Night']],
    ['by name, ignoring accents and case', 'rose etude', ['Rose Étude']],
    ['by ingredient', 'hedione', ['Rose Étude']],
    ['by CAS', '60-12-8', ['Rose Étude']],
    ['by tag', 'woody', ['Cedar Night']],
    ['by day of creation', '2026-11-21', ['Rose Étude']],
    ['by month, created or updated', '2026-11', ['Rose Étude', 'Cedar Night']],
    ['every word must match', 'cedar hedione', []],
  ])('%s', (_, query, expected) => {
    expect(searchFormulas(formulas, query).map((formula) => formula.name)).toEqual(expected);
  });
});
