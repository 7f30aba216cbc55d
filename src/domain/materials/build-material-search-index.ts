import { findSearchAliases } from '../reference-data/trade-vocabulary.ts';
import type { MaterialSearchIndex, Postings, SearchableMaterial } from './material-search-index.ts';
import {
  isNameLike,
  NO_SCORE,
  TERM_CAS,
  TERM_INCI,
  TERM_NAME,
  TERM_TRADE,
  forEachSearchWord,
} from './material-search-terms.ts';
import { isNamedByProduct, isNamedNonOil } from './natural-type.ts';
import { normaliseSearchText } from './normalise-search-text.ts';
import { compareText } from './select-best-hits.ts';

function pushTo<K>(map: Map<K, number[]>, key: K, id: number) {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (list.at(-1) !== id) list.push(id);
}

/** Lists of ids packed in two typed arrays (see Postings): list n is `lists[n]`. */
export function packPostings(lists: readonly (readonly number[])[]): Postings {
  const offsets = new Int32Array(lists.length + 1);
  let total = 0;
  for (let list = 0; list < lists.length; list += 1) {
    offsets[list] = total;
    total += lists[list]?.length ?? 0;
  }
  offsets[lists.length] = total;
  const ids = new Int32Array(total);
  for (let list = 0; list < lists.length; list += 1) ids.set(lists[list] ?? [], offsets[list] ?? 0);
  return { offsets, ids };
}

/** A map of key → ids as each key's list number and the packed lists. */
function packMap(map: Map<string, number[]>): { keys: Map<string, number>; postings: Postings } {
  const keys = new Map<string, number>();
  const lists: number[][] = [];
  for (const [key, ids] of map) {
    keys.set(key, lists.length);
    lists.push(ids);
  }
  return { keys, postings: packPostings(lists) };
}

function compareStatic(a: SearchableMaterial | undefined, b: SearchableMaterial | undefined): number {
  if (!a || !b) return 0;
  return (
    Math.min(b.sourceCount ?? 0, 4) - Math.min(a.sourceCount ?? 0, 4) ||
    a.name.length - b.name.length ||
    compareText(a.name, b.name)
  );
}

/** Materials (or terms, or words) handled between two of the build's pauses: well under a millisecond of work. */
const STEP_ITEMS = 256;

/** Builds the in-memory index of a library (pure; linear in the number of names and synonyms). */
export function buildMaterialSearchIndex<T extends SearchableMaterial>(
  materials: readonly T[],
): MaterialSearchIndex<T> {
  const steps = buildMaterialSearchIndexSteps(materials);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * buildMaterialSearchIndex as steps: it pauses (`yield`) every few hundred materials, terms or words, so a caller
 * may let other work run between them (a server indexing a house's 25,000 own materials, about 200 ms, serves other
 * requests meanwhile). The same index, whoever drives it.
 */
export function* buildMaterialSearchIndexSteps<T extends SearchableMaterial>(
  materials: readonly T[],
): Generator<void, MaterialSearchIndex<T>, void> {
  const termText: string[] = [];
  const termMaterialList: number[] = [];
  const termSourceList: number[] = [];
  const exactTerms = new Map<string, number[]>();
  const termAlias = new Map<number, string>();
  const isNonOil = new Uint8Array(materials.length);
  const isNatural = new Uint8Array(materials.length);
  const isByProduct = new Uint8Array(materials.length);
  const addTerm = (text: string, materialIndex: number, source: number) => {
    if (!text) return;
    const termId = termText.length;
    termText.push(text);
    termMaterialList.push(materialIndex);
    termSourceList.push(source);
    pushTo(exactTerms, text, termId);
  };
  for (let materialIndex = 0; materialIndex < materials.length; materialIndex += 1) {
    if (materialIndex % STEP_ITEMS === STEP_ITEMS - 1) yield;
    const material = materials[materialIndex];
    if (!material) continue;
    const name = normaliseSearchText(material.name);
    addTerm(name, materialIndex, TERM_NAME);
    if (isNamedNonOil(material.name)) isNonOil[materialIndex] = 1;
    if (material.isNatural) isNatural[materialIndex] = 1;
    if (isNamedByProduct(material.name)) isByProduct[materialIndex] = 1;
    const seen = [name];
    const aliases = findSearchAliases(material.cas);
    for (const [source, list] of [
      [TERM_INCI, aliases.inci],
      [TERM_TRADE, aliases.trade],
    ] as const) {
      for (const alias of list) {
        const text = normaliseSearchText(alias);
        if (seen.includes(text)) continue;
        seen.push(text);
        addTerm(text, materialIndex, source);
        termAlias.set(termText.length - 1, alias);
      }
    }
    for (let position = 0; position < material.synonyms.length; position += 1) {
      const text = normaliseSearchText(material.synonyms[position] ?? '');
      if (seen.includes(text)) continue;
      seen.push(text);
      addTerm(text, materialIndex, position);
    }
    if (material.cas) addTerm(material.cas.toLowerCase(), materialIndex, TERM_CAS);
    for (const cas of material.otherCas ?? []) if (cas) addTerm(cas.toLowerCase(), materialIndex, TERM_CAS);
  }
  const sortedNames: number[] = [];
  const sortedCas: number[] = [];
  const wordIds = new Map<string, number[]>();
  /** The words as written (not derived from a hyphenated one): the typo search's words. */
  const writtenWords = new Set<string>();
  for (let termId = 0; termId < termText.length; termId += 1) {
    if (termId % (STEP_ITEMS * 4) === STEP_ITEMS * 4 - 1) yield;
    const source = termSourceList[termId];
    if (source === TERM_CAS) {
      sortedCas.push(termId);
      continue;
    }
    if (isNameLike(source)) sortedNames.push(termId);
    forEachSearchWord(termText[termId] ?? '', (word, derived) => {
      pushTo(wordIds, word, termId);
      if (!derived) writtenWords.add(word);
    });
  }
  const byText = (a: number, b: number) => compareText(termText[a] ?? '', termText[b] ?? '');
  yield;
  sortedNames.sort(byText);
  yield;
  sortedCas.sort(byText);
  const words = [...wordIds.keys()].sort();
  yield;
  const wordTerms = packPostings(words.map((word) => wordIds.get(word) ?? []));
  const trigramWords = new Map<string, number[]>();
  for (let wordId = 0; wordId < words.length; wordId += 1) {
    if (wordId % (STEP_ITEMS * 4) === STEP_ITEMS * 4 - 1) yield;
    const word = words[wordId] ?? '';
    if (!writtenWords.has(word)) continue;
    for (let at = 0; at + 3 <= word.length; at += 1) pushTo(trigramWords, word.slice(at, at + 3), wordId);
  }
  yield;
  const exact = packMap(exactTerms);
  yield;
  const trigrams = packMap(trigramWords);
  yield;
  // Ranking within a kind of match, precomputed: a material before its by-products (its terpenes, its oxidised form),
  // then datasets that know it (up to 4), shorter name, name.
  const order = materials.map((_, position) => position);
  order.sort((a, b) => (isByProduct[a] ?? 0) - (isByProduct[b] ?? 0) || compareStatic(materials[a], materials[b]));
  const staticRank = new Int32Array(materials.length);
  for (const [rank, position] of order.entries()) staticRank[position] = rank;
  const rankedMaterials = Int32Array.from(order);
  return {
    materials,
    termText,
    termMaterial: Int32Array.from(termMaterialList),
    termSource: Int32Array.from(termSourceList),
    termAlias,
    isNonOil,
    isNatural,
    exactTerms: exact.keys,
    exactTermIds: exact.postings,
    sortedNames: Int32Array.from(sortedNames),
    sortedCas: Int32Array.from(sortedCas),
    words,
    wordTerms,
    trigramWords: trigrams.keys,
    trigramWordIds: trigrams.postings,
    staticRank,
    rankedMaterials,
    scratch: {
      score: new Int32Array(materials.length).fill(NO_SCORE),
      term: new Int32Array(materials.length),
      wordCounts: new Uint8Array(words.length),
    },
  };
}
