/**
 * Mending the text faults the datasets carry, at import. Two kinds, both found in the staged files:
 *
 * - Words split by a stray space where the source was scanned or typeset (Arctander's digitised book prints
 *   `M ETHYL`, `DIM ETHYL`, `CITRON ELLOL`, `1,6 -OCTADIEN-3-OL`). A split is mended only when joining the
 *   pieces gives a word another dataset uses and one piece is not a word on its own, so `N OXIDE` stays.
 * - Multi-word odour descriptors cut into words (The Good Scents Company's derived tags list `bois`, `de`,
 *   `rose` where the description says `bois de rose`). Consecutive tags are joined back when the joined
 *   phrase is a descriptor the same source uses whole elsewhere.
 */

/** The lower-case words of a text (letters only), for the vocabulary. */
export function listWords(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** Spaces beside a hyphen inside a name (`1,6 -octadien`, `2,4- DIM`), never around `and`/`or` (`alpha- and beta-`). */
function closeHyphenSpaces(text: string): string {
  return text
    .replaceAll(/([\p{L}\p{N})\]]) +-(?=[\p{L}\p{N}(])/gu, '$1-')
    .replaceAll(/([\p{L}\p{N})\]])- +(?!(?:and|or|und|et)\b)(?=[\p{L}\p{N}(])/giu, '$1-');
}

/** `l,1` and `1,l` in locants are OCR for `1,1`. */
function mendLocantLetters(text: string): string {
  return text.replaceAll(/(?<![\p{L}])l(?=,\d)/gu, '1').replaceAll(/(?<=\d,)l(?![\p{L}])/gu, '1');
}

/**
 * Mends words a source split with a stray space. `isKnownWord` answers for lower-case words (what other
 * datasets use); a piece of one letter is never a word on its own here.
 */
export function mendSplitWords(text: string, isKnownWord: (word: string) => boolean): string {
  // Zero-width spaces (IFRA's lists carry some: `3-\u200BHepten-\u200B1-\u200Bol`) are dropped first.
  const result = mendLocantLetters(closeHyphenSpaces(text.replaceAll(/[\u200B-\u200D\uFEFF]/g, '')));
  const known = (word: string) => word.length > 1 && isKnownWord(word.toLowerCase());
  // Letters, single spaces and everything else, walked left to right so `CITRAL DIM ETHYL` tries `DIM ETHYL` too.
  const parts = result.split(/(\p{L}+)/u);
  const merged: string[] = [parts[0] ?? ''];
  for (let index = 1; index < parts.length; index += 2) {
    const word = parts[index] ?? '';
    const after = parts[index + 1] ?? '';
    const previous = merged.length >= 2 ? merged.at(-2) : undefined;
    const between = merged.at(-1);
    // A single letter before a hyphen is an atom's locant (`Methyl N-methylanthranilate`, `O-acetyl`): never a piece.
    const isLocant = word.length === 1 && after.startsWith('-');
    if (
      previous !== undefined &&
      between === ' ' &&
      !isLocant &&
      isKnownWord(`${previous}${word}`.toLowerCase()) &&
      !(known(previous) && known(word))
    ) {
      merged.splice(-2, 2, `${previous}${word}`, after);
      continue;
    }
    merged.push(word, after);
  }
  return merged.join('');
}

/**
 * Builds `isKnownWord` for one dataset: a word is known when another dataset uses it, so a source's own
 * repeated fragments (`DIM` in Arctander) never count as words.
 */
export function buildVocabulary(
  textsByDataset: ReadonlyMap<string, readonly string[]>,
): (dataset: string) => (word: string) => boolean {
  const total = new Map<string, number>();
  const perDataset = new Map<string, Map<string, number>>();
  for (const [dataset, texts] of textsByDataset) {
    const own = new Map<string, number>();
    for (const text of texts) {
      for (const word of listWords(text)) {
        own.set(word, (own.get(word) ?? 0) + 1);
        total.set(word, (total.get(word) ?? 0) + 1);
      }
    }
    perDataset.set(dataset, own);
  }
  return (dataset) => {
    const own = perDataset.get(dataset);
    return (word) => (total.get(word) ?? 0) - (own?.get(word) ?? 0) > 0;
  };
}

/**
 * Joins consecutive descriptors back into the multi-word descriptor they were cut from, longest phrase first
 * (`['sweet', 'bois', 'de', 'rose']` with `bois de rose` known → `['sweet', 'bois de rose']`).
 */
export function joinSplitDescriptors(
  descriptors: readonly string[],
  knownPhrases: ReadonlySet<string>,
  longest = 4,
): string[] {
  const result: string[] = [];
  for (let index = 0; index < descriptors.length;) {
    let taken = 1;
    for (let size = Math.min(longest, descriptors.length - index); size >= 2; size -= 1) {
      const phrase = descriptors
        .slice(index, index + size)
        .join(' ')
        .toLowerCase();
      if (knownPhrases.has(phrase)) {
        taken = size;
        break;
      }
    }
    result.push(taken === 1 ? (descriptors[index] ?? '') : descriptors.slice(index, index + taken).join(' '));
    index += taken;
  }
  return result;
}

/**
 * Misspelt descriptors in the digitised Arctander (Chastrette's classes as typed): each mapped to the word
 * the rest of the row's vocabulary uses.
 */
export const DESCRIPTOR_SPELLINGS: Readonly<Record<string, string>> = {
  aldehidic: 'aldehydic',
  aromatique: 'aromatic',
  basalmic: 'balsamic',
  ehtereal: 'ethereal',
  foral: 'floral',
  lillac: 'lilac',
  vanlilin: 'vanillin',
  woney: 'winey',
};

/** One descriptor tidied: lower case, outer punctuation dropped, inner spaces single, known misspellings fixed. */
export function cleanDescriptor(descriptor: string): string {
  const text = descriptor
    .toLowerCase()
    .replaceAll(/^[^\p{L}]+|[^\p{L})]+$/gu, '')
    .replaceAll(/\s+/g, ' ')
    .trim();
  return DESCRIPTOR_SPELLINGS[text] ?? text;
}
