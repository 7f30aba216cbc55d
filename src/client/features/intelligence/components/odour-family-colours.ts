import { findOdourFamilyColour } from '../../../../domain/materials/odour-family-palette.ts';

/** Notes mapped onto odour families by keyword, for colouring notes with the app's one family palette. */
const NOTE_FAMILIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['citrus', ['bergamot', 'lemon', 'mandarin', 'grapefruit', 'orange', 'lime', 'yuzu', 'citron', 'petitgrain']],
  [
    'floral',
    [
      'rose',
      'jasmine',
      'iris',
      'tuberose',
      'orange blossom',
      'lily',
      'violet',
      'ylang',
      'peony',
      'magnolia',
      'freesia',
      'gardenia',
      'heliotrope',
      'geranium',
      'mimosa',
      'osmanthus',
    ],
  ],
  ['woody', ['cedar', 'sandalwood', 'vetiver', 'oud', 'guaiac', 'cashmeran', 'birch', 'cypress', 'pine', 'wood']],
  ['oriental', ['amber', 'labdanum', 'benzoin', 'tonka', 'vanilla', 'myrrh', 'incense', 'olibanum']],
  ['spicy', ['pepper', 'cardamom', 'cinnamon', 'clove', 'saffron', 'ginger', 'nutmeg', 'cumin']],
  ['gourmand', ['caramel', 'praline', 'coffee', 'chocolate', 'honey', 'almond', 'coconut', 'pistachio']],
  [
    'fruity',
    ['apple', 'pear', 'peach', 'raspberry', 'blackcurrant', 'plum', 'fig', 'cherry', 'strawberry', 'pineapple'],
  ],
  ['green', ['galbanum', 'tea', 'grass', 'basil', 'mint', 'leaf', 'leaves']],
  ['aquatic', ['salt', 'sea', 'marine', 'water', 'calone']],
  ['musky', ['musk', 'ambrette', 'ambroxan', 'ambergris']],
  ['leathery', ['leather', 'suede', 'tobacco']],
  ['earthy', ['patchouli', 'moss', 'oakmoss']],
  ['fougere', ['lavender']],
];

/** The family a note belongs to, by keyword ('' when unknown). */
export function findNoteFamily(note: string): string {
  const text = note.toLowerCase();
  for (const [family, words] of NOTE_FAMILIES) if (words.some((word) => text.includes(word))) return family;
  return '';
}

export function colourForAccord(accord: string): string {
  return findOdourFamilyColour(accord);
}

export function colourForNote(note: string): string {
  return findOdourFamilyColour(findNoteFamily(note));
}
