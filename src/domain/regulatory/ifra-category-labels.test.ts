import { describe, expect, it } from 'vitest';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import { IFRA_CATEGORY_LABELS, ifraCategoryLabel } from './ifra-category-labels.ts';

describe('IFRA_CATEGORY_LABELS', () => {
  it('names every category and nothing else', () => {
    expect(Object.keys(IFRA_CATEGORY_LABELS).sort()).toEqual([...IFRA_CATEGORIES].sort());
  });

  it.each([
    ['4', 'Fine fragrance'],
    ['9', 'Rinse-off body products: soap, shower gel'],
    ['12', 'No skin contact: candles, air fresheners'],
    ['13', '13'],
  ])('category %s reads %s', (code, label) => {
    expect(ifraCategoryLabel(code)).toBe(label);
  });
});
