import { normaliseNote, toNoteKey } from './note-key.ts';

/**
 * From a perfume's notes to the library's materials, curated rather than searched: a note names an effect
 * or a raw material in marketing language ("plum", "musk", "caramel"), and a text search turns that into
 * the wrong material (plum → plumeria absolute, rose → rosewood oil, caramel → caramel color, musk → musk
 * ambrette, a banned nitro musk). Each entry says which material renders the note, how sure we are, and why:
 *
 * - `high`: the note names the material itself (bergamot → bergamot oil, tonka → tonka bean absolute);
 * - `medium`: the material is how perfumers render the note, or its key odorant (vanilla → vanillin,
 *   tonka → coumarin, lily of the valley → hydroxycitronellal, musk → the macrocyclic and polycyclic musks).
 *
 * Chemicals are named by CAS (one material, `cas:…`); naturals by the exact name the IFRA Transparency List
 * gives them. A note without an entry shows "no match" rather than a guess. Whatever the table says, the
 * server drops at runtime any material IFRA prohibits or EU Annex II bans (`find-note-materials.ts`).
 * Reasoning follows the standard perfumery references on how notes are built (Arctander 1960/1969; the
 * odour descriptions of The Good Scents Company and Leffingwell carried in the library).
 */
export type NoteMaterialConfidence = 'high' | 'medium';

export type NoteMaterialRule = { confidence: NoteMaterialConfidence; why: string } & (
  { cas: string; name?: never } | { name: string; cas?: never }
);

type Entry = readonly [noteKey: string, rules: readonly NoteMaterialRule[]];

const high = (name: string, why: string): NoteMaterialRule => ({ name, confidence: 'high', why });
const odorant = (cas: string, why: string): NoteMaterialRule => ({ cas, confidence: 'medium', why });
const named = (cas: string, why: string): NoteMaterialRule => ({ cas, confidence: 'high', why });

export const NOTE_MATERIALS: readonly Entry[] = [
  [
    'bergamot',
    [
      high('Bergamot oil, expressed', 'the note is the cold-pressed peel oil'),
      high('Bergamot oil, furocoumarin free', 'the same oil made safe for skin (bergapten removed)'),
    ],
  ],
  ['lemon', [high('Lemon oil, expressed', 'the note is the cold-pressed peel oil')]],
  ['mandarin', [high('Mandarin oil', 'the note is the peel oil')]],
  [
    'grapefruit',
    [
      high('Grapefruit oil', 'the note is the peel oil'),
      odorant('4674-50-4', 'nootkatone carries the grapefruit character'),
    ],
  ],
  [
    'orange',
    [
      high('Orange oil, sweet, rectified', 'the note is sweet orange peel oil'),
      high('Orange oil, bitter', 'bitter orange peel oil'),
    ],
  ],
  [
    'orange blossom',
    [
      high('Orange flower absolute, bitter (Neroli and Neroli Bigarade)', 'the flower of the bitter orange tree'),
      odorant('134-20-3', 'methyl anthranilate gives orange blossom its grape-like sweetness'),
    ],
  ],
  [
    'lavender',
    [
      high('Lavender oil', 'the note is lavender oil'),
      odorant('115-95-7', 'linalyl acetate is lavender oil’s main ester'),
    ],
  ],
  [
    'rose',
    [
      high('Rose oil', 'the note is rose oil'),
      high('Rose absolute', 'or rose absolute'),
      odorant('60-12-8', 'phenylethyl alcohol is the soft rose body of every rose accord'),
      odorant('106-22-9', 'citronellol, the fresh rosy alcohol of rose oil'),
    ],
  ],
  [
    'jasmine',
    [
      high('Jasmine absolute', 'the note is jasmine absolute'),
      high('Jasmine sambac absolute', 'or sambac jasmine'),
      odorant('24851-98-7', 'Hedione gives the airy jasmine effect'),
      odorant('140-11-4', 'benzyl acetate is the fruity main ester of jasmine'),
    ],
  ],
  ['tuberose', [high('Tuberose absolute', 'the note is tuberose absolute')]],
  ['ylang-ylang', [high('Ylang ylang oil', 'the note is ylang-ylang oil')]],
  [
    'lily of the valley',
    [
      odorant('107-75-5', 'lily of the valley yields no oil: hydroxycitronellal is its classic rendering'),
      odorant('13828-37-0', 'Mayol, a fresh muguet alcohol'),
    ],
  ],
  [
    'violet',
    [
      odorant('127-41-3', 'alpha-ionone is the violet flower odorant'),
      high('Violet leaf absolute', 'for violet leaf, the green side of the note'),
    ],
  ],
  [
    'iris',
    [
      high('Iris germanica absolute', 'orris root absolute'),
      odorant('127-41-3', 'ionones render the powdery violet-iris facet'),
    ],
  ],
  ['heliotrope', [named('120-57-0', 'heliotropin is the heliotrope flower odour')]],
  ['geranium', [high('Geranium oil', 'the note is geranium oil')]],
  [
    'vanilla',
    [
      high('Vanilla absolute', 'the note is vanilla absolute'),
      odorant('121-33-5', 'vanillin, the main odorant of vanilla'),
      odorant('121-32-4', 'ethyl vanillin, its stronger cousin'),
    ],
  ],
  [
    'tonka bean',
    [
      high('Tonka bean absolute', 'the note is tonka bean absolute'),
      odorant('91-64-5', 'coumarin is the odour of the tonka bean'),
    ],
  ],
  [
    'benzoin',
    [
      high('Benzoin resinoid, Siam', 'the note is benzoin resin'),
      high('Benzoin resinoid, Sumatra', 'the Sumatra resin'),
    ],
  ],
  ['labdanum', [high('Labdanum absolute', 'the note is labdanum (cistus) absolute')]],
  ['incense', [high('Olibanum absolute', 'incense is olibanum (frankincense)')]],
  [
    'amber',
    [
      odorant('6790-58-5', 'a modern amber note is built on Ambroxan'),
      high('Labdanum absolute', 'the classic amber accord rests on labdanum'),
    ],
  ],
  [
    'ambergris',
    [
      odorant('6790-58-5', 'ambergris is rendered with Ambroxan, its key odorant'),
      odorant('3738-00-9', 'Cetalox, the same amber-ambergris molecule'),
    ],
  ],
  ['ambroxan', [named('6790-58-5', 'the note names the material')]],
  [
    'sandalwood',
    [
      high('Sandalwood oil', 'the note is sandalwood oil'),
      odorant('198404-98-7', 'Javanol renders creamy sandalwood'),
      odorant('65113-99-7', 'Sandalore, a sandalwood alcohol'),
    ],
  ],
  [
    'cedar',
    [
      high('Cedarwood oil, Virginian', 'the note is cedarwood oil'),
      high('Cedarwood oil, Atlas', 'or Atlas cedarwood'),
      odorant('32388-55-9', 'Vertofix renders dry cedar'),
    ],
  ],
  ['vetiver', [high('Vetiver oil', 'the note is vetiver oil')]],
  ['patchouli', [high('Patchouli oil', 'the note is patchouli oil')]],
  [
    'oakmoss',
    [
      high('Oakmoss absolute', 'the note is oakmoss absolute (IFRA restricts its atranol)'),
      odorant('4707-47-5', 'Evernyl renders oakmoss without atranol'),
    ],
  ],
  ['oud', [high('Agarwood oil', 'the note is agarwood (oud) oil')]],
  [
    'musk',
    [
      odorant('1222-05-5', 'Galaxolide, the clean "white musk" of most perfumes'),
      odorant('105-95-3', 'ethylene brassylate, a sweet macrocyclic musk'),
      odorant('111879-80-2', 'Habanolide, a metallic-clean macrocyclic musk'),
      odorant('106-02-5', 'Exaltolide, a natural-like macrocyclic musk'),
      odorant('141773-73-1', 'Helvetolide, a fruity alicyclic musk'),
    ],
  ],
  // Birch tar oil stays listed: where IFRA's prohibition of the crude oil covers the rectified one too, the
  // runtime check drops it and the quinoline remains.
  [
    'leather',
    [
      high('Birch tar oil, rectified', 'the smoky birch tar of Russian leather'),
      odorant('65442-31-1', '6-sec-butylquinoline, the classic leather quinoline'),
    ],
  ],
  ['tobacco', [high('Tobacco leaf absolute', 'the note is tobacco absolute')]],
  ['coffee', [high('Coffee bean, roasted, absolute', 'the note is roasted coffee absolute')]],
  [
    'cinnamon',
    [
      high('Cinnamon bark oil', 'the note is cinnamon bark oil'),
      odorant('104-55-2', 'cinnamaldehyde is cinnamon’s odour'),
    ],
  ],
  ['cardamom', [high('Cardamom seed oil', 'the note is cardamom seed oil')]],
  ['ginger', [high('Ginger oil', 'the note is ginger oil')]],
  ['pink pepper', [high('Schinus molle oil', 'pink pepper is the Schinus berry')]],
  ['black pepper', [high('Pepper oil black, terpene-free', 'the note is black pepper oil')]],
  ['saffron', [odorant('116-26-7', 'safranal is the odour of saffron')]],
  ['blackcurrant', [high('Cassis bud absolute', 'cassis is blackcurrant bud absolute')]],
  [
    'caramel',
    [
      odorant('118-71-8', 'maltol, the caramel note of cooked sugar'),
      odorant('4940-11-8', 'ethyl maltol, its sweeter candy-floss form'),
    ],
  ],
  ['praline', [odorant('4940-11-8', 'ethyl maltol gives the caramelised-sugar side of praline')]],
  ['coconut', [odorant('104-61-0', 'gamma-nonalactone ("aldehyde C-18") is the coconut lactone')]],
  ['peach', [odorant('104-67-6', 'gamma-undecalactone ("aldehyde C-14") is the peach lactone')]],
  ['rosewood', [high('Rosewood oil', 'the note is rosewood (bois de rose) oil')]],
  ['bois de rose', [high('Rosewood oil', '"bois de rose" is rosewood, not a rose')]],
  ['civet', [high('Civet absolute', 'the note names the animal material (now mostly reconstituted)')]],
  ['castoreum', [high('Castoreum absolute', 'the note names the material')]],
  ['petitgrain', [high('Petitgrain absolute', 'the note is petitgrain')]],
  ['frangipani', [high('Plumeria absolute', 'frangipani is the plumeria flower')]],
  ['plumeria', [high('Plumeria absolute', 'the note is plumeria absolute')]],
];

/** Notes whose tempting text match is wrong, with the reason: the table above must never name these. */
export const FALSE_FRIENDS: readonly (readonly [noteKey: string, wrongMaterial: string, why: string])[] = [
  ['plum', 'Plumeria absolute', 'plumeria is frangipani, a flower; plum is a fruit note (lactones, no natural)'],
  ['rose', 'Rosewood oil', 'rosewood (Aniba) is a woody-linalool oil, not a rose'],
  ['caramel', 'Caramel color', 'caramel color is a food colourant with no caramel odour'],
  ['musk', 'Musk ambrette', 'a nitro musk, prohibited by IFRA and EU Annex II'],
  ['musk', 'Musk xylol', 'a nitro musk, prohibited by IFRA and EU Annex II'],
  ['musk', 'Musk ketone', 'a nitro musk, restricted by IFRA and not what "musk" means in a modern perfume'],
];

const BY_KEY = new Map(NOTE_MATERIALS.map(([key, rules]) => [key, rules]));

/** The curated rules for a perfume's note (by its note key), or an empty list: "no match". */
export function findNoteMaterialRules(note: string): readonly NoteMaterialRule[] {
  // The spelling itself first: "Bois de rose" is rosewood, though its key (by the word "rose") is rose.
  return BY_KEY.get(normaliseNote(note)) ?? BY_KEY.get(toNoteKey(note)) ?? [];
}

/** A library material a rule found, with what decides whether it may be proposed. */
export type NoteMaterialCandidate<T> = { material: T; rule: NoteMaterialRule; isProhibited: boolean };

/**
 * The materials to propose for a note: never a prohibited one (IFRA prohibition or EU Annex II, decided at
 * runtime from the regulatory tables), each once, the note's own material before an odorant, in table order.
 */
export function selectNoteMaterials<T extends { id: string }>(
  candidates: readonly NoteMaterialCandidate<T>[],
): NoteMaterialCandidate<T>[] {
  const seen = new Set<string>();
  const rank = (candidate: NoteMaterialCandidate<T>) => (candidate.rule.confidence === 'high' ? 0 : 1);
  return candidates
    .map((candidate, position) => ({ candidate, position }))
    .filter(({ candidate }) => !candidate.isProhibited)
    .sort((a, b) => rank(a.candidate) - rank(b.candidate) || a.position - b.position)
    .map(({ candidate }) => candidate)
    .filter((candidate) => {
      if (seen.has(candidate.material.id)) return false;
      seen.add(candidate.material.id);
      return true;
    });
}
