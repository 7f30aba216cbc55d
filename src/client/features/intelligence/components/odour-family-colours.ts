/** Chart and badge colours by odour family (Parfumo's 21 accords; notes are mapped onto the same families). */
export const FAMILY_COLOURS: Record<string, string> = {
  citrus: '#c9a227', fresh: '#3a9fae', aquatic: '#3b78c9', green: '#5a9448', floral: '#cc5f93', fruity: '#d9742f', sweet: '#a65d9a',
  gourmand: '#9c5230', powdery: '#8f80bf', spicy: '#bf3b30', woody: '#8a6a48', oriental: '#c28230', resinous: '#a4681c', smoky: '#6e6e6e',
  leathery: '#7a4a30', earthy: '#7a6d45', animal: '#8a5858', creamy: '#b59f72', synthetic: '#7c8997', chypre: '#4d7a58', fougere: '#5c8d78',
  musky: '#9a8aa6', amber: '#c28230',
};
const NEUTRAL = '#8a8580';

const NOTE_FAMILIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['citrus', ['bergamot', 'lemon', 'mandarin', 'grapefruit', 'orange', 'lime', 'yuzu', 'citron', 'petitgrain']],
  ['floral', ['rose', 'jasmine', 'iris', 'tuberose', 'orange blossom', 'lily', 'violet', 'ylang', 'peony', 'magnolia', 'freesia', 'gardenia', 'heliotrope', 'geranium', 'mimosa', 'osmanthus']],
  ['woody', ['cedar', 'sandalwood', 'vetiver', 'oud', 'guaiac', 'cashmeran', 'birch', 'cypress', 'pine', 'wood']],
  ['oriental', ['amber', 'labdanum', 'benzoin', 'tonka', 'vanilla', 'myrrh', 'incense', 'olibanum']],
  ['spicy', ['pepper', 'cardamom', 'cinnamon', 'clove', 'saffron', 'ginger', 'nutmeg', 'cumin']],
  ['gourmand', ['caramel', 'praline', 'coffee', 'chocolate', 'honey', 'almond', 'coconut', 'pistachio']],
  ['fruity', ['apple', 'pear', 'peach', 'raspberry', 'blackcurrant', 'plum', 'fig', 'cherry', 'strawberry', 'pineapple']],
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
  return FAMILY_COLOURS[accord.toLowerCase().normalize('NFD').replaceAll(/[\u0300-\u036F]/g, '')] ?? NEUTRAL;
}

export function colourForNote(note: string): string {
  return FAMILY_COLOURS[findNoteFamily(note)] ?? NEUTRAL;
}
