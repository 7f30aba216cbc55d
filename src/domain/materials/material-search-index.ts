import { allowedTypos, measurePrefixEditDistance } from './measure-prefix-edit-distance.ts';
import { normaliseSearchText } from './normalise-search-text.ts';
import { forEachSubstringWord, MAX_WORD_MATCHES } from './for-each-substring-word.ts';
import { RANK_SPAN, selectSmallestKeys } from './select-smallest-keys.ts';
import {
  EXACT_ORDER,
  NO_SCORE,
  TERM_CAS,
  TERM_NAME,
  TERM_TRADE,
  isNameLike,
  trigramsOf,
  WORD_SEPARATOR,
} from './material-search-terms.ts';
import { describeSearchHit } from './describe-search-hit.ts';
import { SEARCH_TIERS, type MatchKind } from './search-tiers.ts';

/** What the search index needs of a material; callers may carry more fields, returned as they are. */
export type SearchableMaterial = {
  id: string;
  name: string;
  cas: string | null;
  otherCas?: readonly string[];
  synonyms: readonly string[];
  /** How many datasets know the material: better-known materials rank first within a kind of match. */
  sourceCount?: number;
  /** A natural's synonyms are shared among its types and grades: never the sole exact name of one of them. */
  isNatural?: boolean;
};

export type MaterialSearchHit<T extends SearchableMaterial> = {
  material: T;
  tier: number;
  /** Edits between the text and the matched word (typo-tolerant matches only, else 0). */
  distance: number;
  /** The synonym that matched, when the name did not. */
  matchedSynonym: string | null;
  /** Why it matched, and the text that matched (a name, INCI or trade name, CAS number or synonym). */
  matchKind: MatchKind;
  matchedText: string;
};

/**
 * Lists of ids packed in two typed arrays (issue 34, ADR 049): list `n` is `ids[offsets[n]]` up to, not including,
 * `ids[offsets[n + 1]]`. A JavaScript array per list cost about 60 bytes besides its ids, and the library's index held
 * ~200,000 of them (13.5 of its 17.7 MB); packed, an id costs 4 bytes and a list 4 more.
 */
export type Postings = { offsets: Int32Array; ids: Int32Array };

/** Calls `visit` with each id of list `list` (none when the list does not exist), in order. */
export function forEachPosting(postings: Postings, list: number | undefined, visit: (id: number) => void): void {
  if (list === undefined || list < 0 || list + 1 >= postings.offsets.length) return;
  const end = postings.offsets[list + 1] ?? 0;
  for (let at = postings.offsets[list] ?? 0; at < end; at += 1) visit(postings.ids[at] ?? 0);
}

export type MaterialSearchIndex<T extends SearchableMaterial> = {
  materials: readonly T[];
  /** Normalised text of every term (name, synonyms, CAS numbers) and what it belongs to. */
  termText: string[];
  termMaterial: Int32Array;
  /** TERM_NAME, TERM_CAS, TERM_INCI, TERM_TRADE or the synonym's position in the material's synonyms. */
  termSource: Int32Array;
  /** The INCI and trade names as written, by term id (other terms: ''). */
  termAlias: Map<number, string>;
  /** Materials whose name says they are not an oil (absolutes, concretes, extracts). */
  isNonOil: Uint8Array;
  /** 1 for a natural (`SearchableMaterial.isNatural`). */
  isNatural: Uint8Array;
  /** Exact normalised term → its list of term ids in `exactTermIds`. */
  exactTerms: Map<string, number>;
  exactTermIds: Postings;
  /** Name terms and CAS terms, sorted by text, for prefix ranges. */
  sortedNames: Int32Array;
  sortedCas: Int32Array;
  /** Unique words of every term, sorted; each with the terms it occurs in (list `wordId` of `wordTerms`). */
  words: string[];
  wordTerms: Postings;
  /** Trigram → its list of the ids of the words containing it in `trigramWordIds` (typo tolerance). */
  trigramWords: Map<string, number>;
  trigramWordIds: Postings;
  /** Each material's place in the order used within one kind of match. */
  staticRank: Int32Array;
  /** Materials in that order (rank → position). */
  rankedMaterials: Int32Array;
  /** Reused between searches (a search runs synchronously, start to end). */
  scratch: { score: Int32Array; term: Int32Array; wordCounts: Uint8Array };
};

/** First position among `length` sorted texts whose text is ≥ `text`. */
function lowerBound(length: number, textAt: (position: number) => string, text: string): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (textAt(middle) < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

const NO_MATERIALS: ReadonlySet<number> = new Set();
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * Ranks within the name-prefix tier: a name extending the text when a synonym is the text itself (`lemon oil` → Lemon
 * oil, expressed); a name whose first words are the text (`vetiver` → Vetiver oil); a name holding the text as a
 * whole word further on (`neroli` → Orange flower oil, bitter (Neroli)); a name only starting with it (Vetiverol).
 */
const PREFIX_RANK = { exactSynonym: 0, wholeWords: 1, wholeWordInside: 2, partWord: 3 } as const;
/** In the exact tier, a substance's sole exact synonym ranks after a name, INCI, trade name (a CAS text names none). */
const SOLE_SYNONYM_RANK = 3;
const CAS_TEXT = /^\d{2,7}-\d{2}-\d$/;
const CAS_SCORE = SEARCH_TIERS.exact * 4 + (EXACT_ORDER[TERM_CAS] ?? 3);
const OWN_CAS_SCORE = SEARCH_TIERS.exact * 4 + (EXACT_ORDER[TERM_TRADE] ?? 2);
/** A whole word inside a name counts from four letters (not `de`, `dim`). */
const MIN_WHOLE_WORD_INSIDE = 4;
const PARTIAL_PREFIX_SCORE = SEARCH_TIERS.namePrefix * 4 + PREFIX_RANK.partWord;

/** Words of letters apart by spaces (`vetiver`, `rose abs`): the texts whole words are ranked for. */
const LETTER_WORDS = /^\p{L}+(?: \p{L}+)*$/u;

/**
 * Whether a word of a normalised name ends at `position`: the end, a space, a comma or a closing bracket. A hyphen
 * or an opening bracket goes on with the word (`hexa-1,5-diyne`, `hexa(propan-2-yl)` do not hold the word `hexa`).
 */
function isWordEnd(text: string, position: number): boolean {
  return position >= text.length || ' ,)'.includes(text[position] ?? '');
}

/**
 * Whether a normalised name holds `word` as a whole word (after a space, a bracket or a prefix's hyphen). Not in a
 * name past 100 characters: such are systematic names, some cut short mid-word in their source (`…-dihydr`).
 */
function holdsWholeWord(text: string, word: string): boolean {
  if (text.length > 100) return false;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
    if ((at === 0 || ' (,-'.includes(text[at - 1] ?? '')) && isWordEnd(text, at + word.length)) return true;
  return false;
}

/**
 * Searches the index: best match first (see SEARCH_TIERS), then materials known to more datasets, shorter
 * names, then by name. Every word of a several-word text must occur in the matched name or synonym.
 */
export function searchMaterialIndex<T extends SearchableMaterial>(
  index: MaterialSearchIndex<T>,
  query: string,
  limit: number,
): MaterialSearchHit<T>[] {
  const hits = searchOnce(index, query, limit);
  if (hits.length > 0) return hits;
  // Only when nothing matched as typed. `Ylang-ylang absolute` (IFRA's Annex) for the library's `Ylang ylang
  // absolute`: a hyphen between two words is a space to a perfumer, though no name holds the joined word.
  if (WORDS_JOINED_BY_HYPHEN.test(query))
    return searchOnce(index, query.replaceAll(EVERY_HYPHEN_BETWEEN_WORDS, '$1 '), limit);
  // `guaiacwood oil` for the library's `Guaiac wood oil`: a word typed joined that the library writes as two.
  const split = splitJoinedWords(index, normaliseSearchText(query));
  return split === null ? hits : searchOnce(index, split, limit);
}

/** Whether a word is one of the index's words (its names' and synonyms' words). */
function isIndexWord(index: MaterialSearchIndex<SearchableMaterial>, word: string): boolean {
  return index.words[lowerBound(index.words.length, (id) => index.words[id] ?? '', word)] === word;
}

/** Each half of a joined word has at least this many letters (`rose|wood`, not `ro|sewood`). */
const MIN_SPLIT_PART = 3;

/**
 * The text with each word written as the two index words it joins (`guaiacwood` → `guaiac wood`, the first split from
 * the left whose halves are both words), or null when no word splits so. Words the index holds are split too: the
 * text as typed found nothing, so a word it holds elsewhere (an odour note's `guaiacwood`) did not help.
 */
function splitJoinedWords(index: MaterialSearchIndex<SearchableMaterial>, text: string): string | null {
  let isSplit = false;
  const words = text.split(' ').map((word) => {
    if (word.length < MIN_SPLIT_PART * 2 || !LETTERS_ONLY.test(word)) return word;
    for (let at = MIN_SPLIT_PART; at <= word.length - MIN_SPLIT_PART; at += 1) {
      const [left, right] = [word.slice(0, at), word.slice(at)];
      if (isIndexWord(index, left) && isIndexWord(index, right)) {
        isSplit = true;
        return `${left} ${right}`;
      }
    }
    return word;
  });
  return isSplit ? words.join(' ') : null;
}

/** A hyphen between two words (`ylang-ylang`, not the locants of `1-octen-3-ol`). */
const WORDS_JOINED_BY_HYPHEN = /(\p{L}{2})-(?=\p{L}{2})/u;
const EVERY_HYPHEN_BETWEEN_WORDS = new RegExp(WORDS_JOINED_BY_HYPHEN.source, 'gu');

function searchOnce<T extends SearchableMaterial>(
  index: MaterialSearchIndex<T>,
  query: string,
  limit: number,
): MaterialSearchHit<T>[] {
  const raw = query.trim().toLowerCase();
  const text = normaliseSearchText(query) || raw;
  if (!text || limit <= 0) return [];
  const { score, term } = index.scratch;
  const touched: number[] = [];
  const tokens = text.split(WORD_SEPARATOR).filter(Boolean);
  const asksForOil = tokens.some((token) => token === 'oil' || token === 'oils');
  /** How many materials score better than a name only starting with the text. */
  let betterThanPartWords = 0;
  /** Score = tier × 4 + typos (in the exact tier: name, INCI, trade, CAS): lower is better. */
  const offer = (termId: number, tier: number, distance = 0) => {
    const materialIndex = index.termMaterial[termId] ?? -1;
    if (materialIndex < 0) return;
    const demoted = asksForOil && index.isNonOil[materialIndex] === 1 && tier < SEARCH_TIERS.substring;
    const value = demoted ? SEARCH_TIERS.substring * 4 + 3 : tier * 4 + distance;
    const current = score[materialIndex] ?? NO_SCORE;
    if (current === NO_SCORE) touched.push(materialIndex);
    if (value < current) {
      if (value < PARTIAL_PREFIX_SCORE && current >= PARTIAL_PREFIX_SCORE) betterThanPartWords += 1;
      score[materialIndex] = value;
      term[materialIndex] = termId;
    }
  };
  const longest = tokens.reduce((a, b) => (b.length > a.length ? b : a), '');
  const containsAll = (termId: number) =>
    tokens.length < 2 || tokens.every((token) => (index.termText[termId] ?? '').includes(token));
  const nameOf = (id: number) => index.termText[id] ?? '';
  /** Whether an offer of this tier could still improve the term's material (no offer scores under tier × 4). */
  const isBetterThan = (tier: number, termId: number) =>
    (score[index.termMaterial[termId] ?? -1] ?? NO_SCORE) > tier * 4;

  const offerExact = (termId: number) => {
    const order = EXACT_ORDER[index.termSource[termId] ?? TERM_NAME];
    if (order === undefined) offer(termId, SEARCH_TIERS.synonym);
    else offer(termId, SEARCH_TIERS.exact, order);
  };
  forEachPosting(index.exactTermIds, index.exactTerms.get(text), offerExact);
  forEachPosting(index.exactTermIds, index.exactTerms.get(raw), offerExact);
  // A CAS number names first the material recorded under it, then those holding it as another CAS (a stereoisomer's
  // record, an IFRA Standard's scope: share-cas-by-standard-name.ts). No name is a CAS number
  // (read-cas-named-records.ts), so a CAS text leaves the trade-name rank free for the material's own CAS.
  if (touched.length > 1 && CAS_TEXT.test(raw))
    for (const materialIndex of touched)
      if (index.materials[materialIndex]?.cas === raw && score[materialIndex] === CAS_SCORE)
        score[materialIndex] = OWN_CAS_SCORE;
  // A substance the text names exactly, by a synonym no other material has (`cinnamic aldehyde` → Cinnamal, `methyl
  // eugenol` → Eugenyl methyl ether, as IFRA's Standards name them): it is the material meant, before names that only
  // start with the text (Cinnamic aldehyde dimethyl acetal). Shown as a synonym match, never certain for a paste. A
  // name that itself starts with the text keeps its place among the name prefixes (`Oakmoss absolute` → Oakmoss
  // absolute (low atranol & chloratranol), issue 26: a grade is not the generic name's material for certain).
  const [onlyExact] = touched;
  if (
    touched.length === 1 &&
    onlyExact !== undefined &&
    score[onlyExact] === SEARCH_TIERS.synonym * 4 &&
    index.isNatural[onlyExact] !== 1 &&
    !normaliseSearchText(index.materials[onlyExact]?.name ?? '').startsWith(text)
  )
    score[onlyExact] = SEARCH_TIERS.exact * 4 + SOLE_SYNONYM_RANK;
  const hasExact = touched.length > 0;
  // Most texts name nothing exactly: no set to build then (every keystroke's search, issue 34).
  const exactSynonyms = hasExact
    ? new Set(touched.filter((materialIndex) => score[materialIndex] === SEARCH_TIERS.synonym * 4))
    : NO_MATERIALS;
  // Only a text of letter words tells a whole word from a part (chemical names' locants and brackets do not).
  const ranksWholeWords = LETTER_WORDS.test(text);
  const addPrefixRange = (sorted: Int32Array, prefix: string) => {
    for (
      let position = lowerBound(sorted.length, (at) => nameOf(sorted[at] ?? 0), prefix);
      position < sorted.length;
      position += 1
    ) {
      const termId = sorted[position] ?? 0;
      if (!nameOf(termId).startsWith(prefix)) break;
      const materialIndex = index.termMaterial[termId] ?? -1;
      const endsMidWord = ranksWholeWords && !isWordEnd(nameOf(termId), prefix.length);
      offer(
        termId,
        SEARCH_TIERS.namePrefix,
        exactSynonyms.has(materialIndex)
          ? PREFIX_RANK.exactSynonym
          : endsMidWord
            ? PREFIX_RANK.partWord
            : PREFIX_RANK.wholeWords,
      );
    }
  };
  addPrefixRange(index.sortedNames, text);
  if (/^\d[\d-]*$/.test(raw)) addPrefixRange(index.sortedCas, raw);

  // Kinds of match are ranked before anything else: once `limit` materials are found, worse kinds cannot place.
  const wordRange = (word: string): [number, number] => {
    const first = lowerBound(index.words.length, (id) => index.words[id] ?? '', word);
    let end = first;
    while (end < index.words.length && end - first < MAX_WORD_MATCHES && (index.words[end] ?? '').startsWith(word))
      end += 1;
    return [first, end];
  };
  // The most selective word leads (fewest words start with it); the others are checked in each name.
  // Names that only start with the text (Nerolidol for `neroli`) leave room for a name holding it as a whole word.
  if (betterThanPartWords < limit && text.length >= 2 && longest) {
    let lead = longest;
    let [firstPrefixWord, prefixEnd] = wordRange(longest);
    for (const token of tokens) {
      if (token === longest || token.length < 2) continue;
      const [first, end] = wordRange(token);
      if (end - first < prefixEnd - firstPrefixWord) [lead, firstPrefixWord, prefixEnd] = [token, first, end];
    }
    // Only a one-word text of letters is looked for as a whole word inside names (in `rose e` the last word is still
    // being typed). With enough matches found, only such a word can still place: the first of the range, if it is
    // the text.
    const leadIsWord =
      ranksWholeWords &&
      tokens.length === 1 &&
      lead.length >= MIN_WHOLE_WORD_INSIDE &&
      index.words[firstPrefixWord] === lead;
    const wordEnd = touched.length < limit ? prefixEnd : leadIsWord ? firstPrefixWord + 1 : firstPrefixWord;
    for (let wordId = firstPrefixWord; wordId < wordEnd; wordId += 1) {
      const isWordOfText = leadIsWord && wordId === firstPrefixWord;
      forEachPosting(index.wordTerms, wordId, (termId) => {
        const isName = isNameLike(index.termSource[termId]);
        // A name holding the text as a whole word (`neroli` → Orange flower oil, bitter (Neroli)) ranks just after
        // the names starting with it as whole words, before those that only start with it.
        const isWholeWord = isName && isWordOfText && holdsWholeWord(nameOf(termId), lead);
        const tier = isWholeWord ? SEARCH_TIERS.namePrefix : isName ? SEARCH_TIERS.nameWord : SEARCH_TIERS.synonymWord;
        const rank = isWholeWord ? PREFIX_RANK.wholeWordInside : 0;
        // A material already scored this well cannot gain: its texts, often met once for each of their words the
        // text starts, are not read again.
        if ((score[index.termMaterial[termId] ?? -1] ?? NO_SCORE) <= tier * 4 + rank || !containsAll(termId)) return;
        offer(termId, tier, rank);
      });
    }
    if (touched.length < limit && lead.length >= 3) {
      forEachSubstringWord(index, lead, firstPrefixWord, prefixEnd, (wordId) => {
        forEachPosting(index.wordTerms, wordId, (termId) => {
          if (isBetterThan(SEARCH_TIERS.substring, termId) && containsAll(termId))
            offer(termId, SEARCH_TIERS.substring);
        });
      });
    }
  }

  const typos = LETTERS_ONLY.test(longest) ? allowedTypos(longest.length) : 0;
  // A text that is exactly a known name is not a typo.
  if (touched.length < limit && typos > 0 && !hasExact) {
    // A text some word of the library starts with as typed is not a slip either: `costus` is Costus root oil (a
    // synonym's word), not Cistus oil one letter away, which then ranks with the other typos, after it.
    const firstWord = index.words[lowerBound(index.words.length, (id) => index.words[id] ?? '', longest)] ?? '';
    const mayBeSlip = !firstWord.startsWith(longest);
    const { wordCounts } = index.scratch;
    const counted: number[] = [];
    const grams = trigramsOf(longest);
    const needed = Math.max(1, grams.length - 4 * typos);
    for (const gram of grams) {
      forEachPosting(index.trigramWordIds, index.trigramWords.get(gram), (wordId) => {
        if (wordCounts[wordId] === 0) counted.push(wordId);
        wordCounts[wordId] = (wordCounts[wordId] ?? 0) + 1;
      });
    }
    for (const wordId of counted) {
      const count = wordCounts[wordId] ?? 0;
      wordCounts[wordId] = 0;
      const word = index.words[wordId] ?? '';
      if (count < needed || (count < 2 && word[0] !== longest[0])) continue;
      const distance = measurePrefixEditDistance(longest, word, typos);
      if (distance > typos) continue;
      forEachPosting(index.wordTerms, wordId, (termId) => {
        const termText = index.termText[termId] ?? '';
        if (tokens.length < 2 || tokens.every((token) => token === longest || termText.includes(token))) {
          // A slip in the first word of a name (linalol → Linalool) ranks just after true name-word matches.
          const isNameStart = mayBeSlip && index.termSource[termId] === TERM_NAME && termText.startsWith(word);
          offer(termId, isNameStart ? SEARCH_TIERS.nameWord : SEARCH_TIERS.typo, distance);
        }
      });
    }
  }

  if (touched.length === 0) return [];
  const keys = selectSmallestKeys(touched, score, index.staticRank, limit);
  const hits: MaterialSearchHit<T>[] = [];
  // Indexed, not `keys.subarray(0, limit)`: a view of a small typed array moves its bytes off V8's heap (a malloc,
  // then the array-buffer sweeper's work), on every search (issue 34, session 18).
  for (let position = 0; position < keys.length && position < limit; position += 1) {
    const key = keys[position] ?? 0;
    const materialIndex = index.rankedMaterials[key % RANK_SPAN] ?? 0;
    const material = index.materials[materialIndex];
    const termId = term[materialIndex] ?? 0;
    const value = score[materialIndex] ?? 0;
    if (!material) continue;
    hits.push(describeSearchHit(index, material, termId, Math.floor(value / 4), value % 4));
  }
  for (const materialIndex of touched) score[materialIndex] = NO_SCORE;
  return hits;
}
