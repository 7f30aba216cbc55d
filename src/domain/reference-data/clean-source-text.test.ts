import { describe, expect, it } from 'vitest';
import { buildVocabulary, cleanDescriptor, joinSplitDescriptors, mendSplitWords } from './clean-source-text.ts';

// Words the other datasets use (TGSC, IFRA, Leffingwell): what a mended word must be.
const OTHER_WORDS = new Set([
  'methyl',
  'dimethyl',
  'trimethyl',
  'ethyl',
  'hydrojasmonate',
  'citronellol',
  'acetal',
  'dimethylacetal',
  'nonanal',
  'oxide',
  'guanethidine',
  'benzaldehyde',
  'methoxy',
  'ethoxy',
  'butyl',
  'octadien',
  'ol',
  'tetrahydropyran',
  'acetonyl',
  'cis',
  'hexahydro',
  'hexamethylcyclopenta',
  'gamma',
  'benzopyran',
  'dimethylindan',
  'acetyl',
  'indan',
  'pseudoionone',
  'tetrahydro',
  'bergamot',
  'oil',
  'rose',
  'absolute',
]);
const isKnown = (word: string) => OTHER_WORDS.has(word);

describe('mendSplitWords (Arctander rows as digitised)', () => {
  it.each([
    ['M ETHYL HYDROJASMONATE (row 2075)', 'M ETHYL HYDROJASMONATE', 'METHYL HYDROJASMONATE'],
    ['the same, sentence case', 'M ethyl hydrojasmonate', 'Methyl hydrojasmonate'],
    ['DIM ETHYL CITRON ELLOL (row 998)', 'DIM ETHYL CITRON ELLOL', 'DIMETHYL CITRONELLOL'],
    ['CITRAL DIM ETHYLACETAL (row 651)', 'CITRAL DIM ETHYLACETAL', 'CITRAL DIMETHYLACETAL'],
    ['No nanal di methylacetal', 'No nanal di methylacetal', 'Nonanal dimethylacetal'],
    ['a space before a hyphen (row 1030)', '3,7-DIMETHYL-1,6 -OCTADIEN-3-OL', '3,7-DIMETHYL-1,6-OCTADIEN-3-OL'],
    ['a space after a hyphen', '2,4- DIM ETHYL ACETOPHENONE', '2,4-DIMETHYL ACETOPHENONE'],
    [
      'Galaxolide as Arctander prints it',
      '1,3,4,6,7,8 -HEXAHYDRO-4,6,6,7,8,8 -HEXAMETHYLCYCLOPENTA-gamma-2-BENZOPYRAN',
      '1,3,4,6,7,8-HEXAHYDRO-4,6,6,7,8,8-HEXAMETHYLCYCLOPENTA-gamma-2-BENZOPYRAN',
    ],
    [
      'OCR l for 1 in a locant (row 29)',
      '4-ACETYL-6-tertiary -BUTYL-l,1 -DIM ETHYLINDAN',
      '4-ACETYL-6-tertiary-BUTYL-1,1-DIMETHYLINDAN',
    ],
    ['zero-width spaces (IFRA list)', '3-\u200BHepten-\u200B1-\u200Bol', '3-Hepten-1-ol'],
    ['Tetrahydro-pseu doionone', 'Tetrahydro-pseu doionone', 'Tetrahydro-pseudoionone'],
  ])('mends %s', (_, text, expected) => {
    expect(mendSplitWords(text, isKnown)).toBe(expected);
  });

  it.each([
    ['an N-oxide, whose pieces join into no word', 'GUANETHIDINE N OXIDE'],
    ['two real words', 'Bergamot oil'],
    ['"alpha- and beta-"', 'alpha- and beta-Ionone'],
    ['Rose absolute', 'Rose absolute'],
  ])('leaves %s alone', (_, text) => {
    expect(mendSplitWords(text, isKnown)).toBe(text);
  });

  // IFRA_STD_094's own name, as the IFRA glossary writes it; a dataset's `methylN` (a typo) made it a known word, and
  // the library displayed "MethylN-methylanthranilate": typed, the Standard's name found Isobutyl N-methylanthranilate.
  it.each([['Methyl N-methylanthranilate'], ['Methyl N-formylanthranilate'], ['Ethyl O-acetyllactate']])(
    'keeps an atom’s locant apart: %s',
    (text) => {
      expect(mendSplitWords(text, (word) => isKnown(word) || ['methyln', 'ethylo'].includes(word))).toBe(text);
    },
  );
});

describe('buildVocabulary', () => {
  it("knows a word when another dataset uses it, so a source's own fragments do not count", () => {
    const vocabularyFor = buildVocabulary(
      new Map([
        ['pyrfume-arctander', ['DIM ETHYL CITRON ELLOL', 'CITRAL DIM ETHYLACETAL']],
        ['pyrfume-goodscents', ['dimethyl citronellol', 'citral dimethyl acetal']],
      ]),
    );
    const arctander = vocabularyFor('pyrfume-arctander');
    expect(arctander('dimethyl')).toBe(true);
    expect(arctander('dim')).toBe(false);
    expect(mendSplitWords('DIM ETHYL CITRON ELLOL', arctander)).toBe('DIMETHYL CITRONELLOL');
  });
});

describe('joinSplitDescriptors (TGSC tags derived word by word)', () => {
  const phrases = new Set(['bois de rose', 'cotton candy', 'black currant']);
  it.each([
    [
      'row 1007871',
      ['citrus', 'floral', 'sweet', 'bois', 'de', 'rose', 'woody', 'green', 'blueberry'],
      ['citrus', 'floral', 'sweet', 'bois de rose', 'woody', 'green', 'blueberry'],
    ],
    ['a phrase at the end', ['sweet', 'cotton', 'candy'], ['sweet', 'cotton candy']],
    ['words that form no known phrase', ['rose', 'de', 'bois'], ['rose', 'de', 'bois']],
    ['nothing to join', ['floral', 'rose'], ['floral', 'rose']],
    ['empty', [], []],
  ])('%s', (_, tags, expected) => {
    expect(joinSplitDescriptors(tags, phrases)).toEqual(expected);
  });
});

describe('cleanDescriptor', () => {
  it.each([
    ['green,', 'green'],
    ['Foral', 'floral'],
    ['lillac', 'lilac'],
    ['vanlilin', 'vanillin'],
    ['  Bois  de rose ', 'bois de rose'],
    ['alliaceous (onion, garlic)', 'alliaceous (onion, garlic)'],
  ])('%s → %s', (descriptor, expected) => {
    expect(cleanDescriptor(descriptor)).toBe(expected);
  });
});
