import { describe, expect, it } from 'vitest';
import { buildNameKey, normaliseSearchText } from './normalise-search-text.ts';

describe('normaliseSearchText', () => {
  // Plain texts (ASCII letters, digits, '-', ',', brackets, single inner spaces) are only put in lower case; the
  // rows around them take the full path. Each row's form is what the rule says, written out.
  it.each([
    ['lin', 'lin'],
    ['Linalool', 'linalool'],
    ['Linalyl acetate', 'linalyl acetate'],
    ['ISO E SUPER', 'iso e super'],
    ['78-70-6', '78-70-6'],
    ['Bergamot oil, expressed', 'bergamot oil, expressed'],
    ['(E)-citral', '(e)-citral'],
    ['3,7-Dimethylocta-1,6-dien-3-ol', '3,7-dimethylocta-1,6-dien-3-ol'],
    ['', ''],
    // Not plain: spaces at an end or doubled, other punctuation, accents, Greek, CAS-index Greek letters.
    [' lin', 'lin'],
    ['lin ', 'lin'],
    ['linalyl  acetate', 'linalyl acetate'],
    ['linalyl\tacetate', 'linalyl acetate'],
    ['Hedione®', 'hedione'],
    ['rose/oud', 'rose oud'],
    ['Citrus bergamia peel oil.', 'citrus bergamia peel oil'],
    ['Crème de cassis', 'creme de cassis'],
    ['ÉTHYL VANILLINE', 'ethyl vanilline'],
    ['α-Pinene', 'alpha-pinene'],
    ['β-Ionone', 'beta-ionone'],
    ['.alpha.-Terpineol', 'alpha-terpineol'],
    ['Ethyl 2-methylbutyrate; isomer', 'ethyl 2-methylbutyrate isomer'],
    ['KELVIN \u212A', 'kelvin k'],
  ])('%j → %j', (text, normalised) => {
    expect(normaliseSearchText(text)).toBe(normalised);
  });

  it.each([
    ['Bergamot oil, expressed', 'bergamot oil expressed'],
    ['bergamot oil expressed', 'bergamot oil expressed'],
    ['(E)-citral', 'e citral'],
  ])('buildNameKey(%j) → %j', (text, key) => {
    expect(buildNameKey(text)).toBe(key);
  });
});
