/**
 * Catalogues spell notes freely (about 4,000 spellings in Parfumo: `Cedar`, `Cedarwood`, `Cambodian oud`,
 * `Agarwood (Oud)`). A note key groups the spellings of one material family so that trends count them together:
 * the first canonical name whose words all occur in the note wins; otherwise the normalised note itself.
 */
const CANONICAL_NOTES: ReadonlyArray<readonly [key: string, patterns: readonly string[]]> = [
  ['oud', ['oud', 'oudh', 'aoud', 'agarwood', 'agar wood', 'oudwood']],
  ['orange blossom', ['orange blossom', 'orange flower', 'neroli']],
  ['lily of the valley', ['lily of the valley', 'muguet']],
  ['pink pepper', ['pink pepper', 'rose pepper', 'pink peppercorn']],
  ['black pepper', ['black pepper']],
  ['tonka bean', ['tonka']],
  ['iris', ['iris', 'orris']],
  ['bergamot', ['bergamot']],
  ['vanilla', ['vanilla', 'vanille', 'bourbon vanilla']],
  ['patchouli', ['patchouli', 'patchouly']],
  ['sandalwood', ['sandalwood', 'sandal wood', 'sandal']],
  ['vetiver', ['vetiver', 'vetyver']],
  ['cedar', ['cedar', 'cedarwood', 'atlas cedar', 'virginia cedar']],
  ['musk', ['musk', 'musks', 'white musk']],
  ['ambergris', ['ambergris']],
  ['amber', ['amber']],
  ['jasmine', ['jasmine', 'jasmin', 'sambac']],
  ['tuberose', ['tuberose']],
  ['rose', ['rose', 'roses', 'rosa centifolia', 'rosa damascena', 'rose absolute']],
  ['lavender', ['lavender', 'lavandin']],
  ['saffron', ['saffron']],
  ['leather', ['leather', 'suede']],
  ['incense', ['incense', 'olibanum', 'frankincense']],
  ['mandarin', ['mandarin', 'tangerine', 'clementine']],
  ['lemon', ['lemon']],
  ['orange', ['orange', 'blood orange', 'bitter orange', 'sweet orange']],
  ['grapefruit', ['grapefruit']],
  ['ylang-ylang', ['ylang ylang', 'ylang-ylang', 'ylang']],
  ['benzoin', ['benzoin']],
  ['labdanum', ['labdanum', 'cistus']],
  ['tobacco', ['tobacco']],
  ['coffee', ['coffee']],
  ['oakmoss', ['oakmoss', 'oak moss']],
  ['violet', ['violet']],
  ['cardamom', ['cardamom']],
  ['cinnamon', ['cinnamon']],
  ['ginger', ['ginger']],
  ['coconut', ['coconut']],
  ['fig', ['fig']],
  ['blackcurrant', ['blackcurrant', 'black currant', 'cassis']],
  ['heliotrope', ['heliotrope']],
  ['geranium', ['geranium']],
  ['caramel', ['caramel']],
  ['praline', ['praline', 'praliné']],
  ['ambroxan', ['ambroxan', 'ambrox']],
  ['salt', ['salt', 'sea salt']],
  ['apple', ['apple']],
  ['pear', ['pear']],
  ['peach', ['peach']],
  ['raspberry', ['raspberry']],
];

/** Lower case, accents removed, punctuation turned into spaces. */
export function normaliseNote(note: string): string {
  return note
    .normalize('NFD')
    .replaceAll(/[\u0300-\u036F]/g, '')
    .toLowerCase()
    .replaceAll(/[^\p{L}\p{N}-]+/gu, ' ')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

function containsWords(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}

const NORMALIZED_PATTERNS: ReadonlyArray<readonly [string, readonly string[]]> = CANONICAL_NOTES.map(
  ([key, patterns]) => [key, patterns.map(normaliseNote)],
);
/** Catalogues repeat the same few thousand spellings: each is resolved once. */
const keyCache = new Map<string, string>();
const MAX_CACHE = 50_000;

/** The key a note is counted under in trends and note search ('' for an empty note). */
export function toNoteKey(note: string): string {
  const cached = keyCache.get(note);
  if (cached !== undefined) return cached;
  const text = normaliseNote(note);
  let result = text;
  if (text) {
    for (const [key, patterns] of NORMALIZED_PATTERNS) {
      if (patterns.some((pattern) => containsWords(text, pattern))) {
        result = key;
        break;
      }
    }
  }
  if (keyCache.size < MAX_CACHE) keyCache.set(note, result);
  return result;
}

/** The spellings a canonical key groups (for explaining a trend), or the key itself. */
export function listNoteSpellings(key: string): readonly string[] {
  return CANONICAL_NOTES.find(([canonical]) => canonical === key)?.[1] ?? [key];
}

/** The canonical note names (what news analysis looks for as ingredients). */
export const CANONICAL_NOTE_KEYS: readonly string[] = CANONICAL_NOTES.map(([key]) => key);
