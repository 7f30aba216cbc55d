import { describe, expect, it } from 'vitest';
import { checkNarrative, numbersIn } from './briefing-narrative.ts';

const facts = [
  { text: 'Iris rises: 4.2 % of launches with notes in 2023-2025, from 3.1 % in the three years before.' },
  { text: 'Oud falls: 6.0 % of launches with notes in 2023-2025, from 7.5 %.' },
];

describe('numbersIn', () => {
  it('reads decimals, years and ranges', () => {
    expect(numbersIn('4.2 % in 2023-2025, 3,1')).toEqual(['4.2', '2023', '2025', '3.1']);
  });
});

describe('checkNarrative', () => {
  it.each([
    ['numbers copied from the cited fact are kept', { text: 'Iris climbs to 4.2 % (from 3.1 %).', facts: [1] }, 1],
    ['a number from another, uncited fact is dropped', { text: 'Iris climbs to 6.0 %.', facts: [1] }, 0],
    ['a rounded number is dropped', { text: 'Iris is near 4 %.', facts: [1] }, 0],
    ['a fact that does not exist is dropped', { text: 'Amber holds.', facts: [9] }, 0],
    ['prose without numbers citing a fact is kept', { text: 'Oud keeps falling.', facts: [2] }, 1],
  ])('%s', (_, paragraph, kept) => {
    expect(checkNarrative({ paragraphs: [paragraph] }, facts).paragraphs).toHaveLength(kept);
  });
});
