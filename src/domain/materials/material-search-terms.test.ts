import { describe, expect, it } from 'vitest';
import { searchWordsOf } from './material-search-terms.ts';

describe('searchWordsOf', () => {
  it.each([
    ['linalool', ['linalool']],
    ['linalyl acetate', ['linalyl', 'acetate']],
    ['bergamot oil, expressed', ['bergamot', 'oil', 'expressed']],
    ['d-limonene', ['d-limonene', 'limonene']],
    ['(-)-linalool', ['-', '-linalool', 'linalool']],
    ['cis-3-hexenol', ['cis-3-hexenol', 'cishexenol', '3-hexenol', 'hexenol']],
    ['beta-ionone', ['beta-ionone', 'ionone']],
    ['aldehyde c-12 lauric', ['aldehyde', 'c-12', 'lauric']],
    ['hexan-1-ol', ['hexan-1-ol', 'hexanol', '1-ol']],
    ['(z)-3-hexen-1-ol', ['z', '-3-hexen-1-ol', '-3-hexenol', '3-hexen-1-ol', 'hexenol', 'hexen-1-ol', '1-ol']],
    ['2-phenylethan-1-ol', ['2-phenylethan-1-ol', 'phenylethanol', 'phenylethan-1-ol', '1-ol']],
    ['dec-9-en-1-ol', ['dec-9-en-1-ol', 'decenol', '9-en-1-ol', 'enol', 'en-1-ol', '1-ol']],
    ['quinolin-4-yl', ['quinolin-4-yl', 'quinolinyl', '4-yl']],
    ['ylang-ylang oil', ['ylang-ylang', 'ylang', 'oil']],
    ['n-', ['n-']],
    ['  ', []],
  ])('%j → %j', (text, words) => {
    expect(searchWordsOf(text)).toEqual(words);
  });
});
