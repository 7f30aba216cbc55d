import type { NaturalType } from '../materials/natural-type.ts';
import type { IfraStandard, Material } from './regulatory-model.ts';

/**
 * Standards that restrict some naturals of their scope and forbid the others, in the words of their
 * `prohibited_notes` (IFRA 51st Amendment overview). The CAS numbers do not tell them apart (verbena oil and absolute
 * share 8024-12-2), so each rule says which naturals remain allowed; every other natural in the Standard's scope fails
 * like a direct addition, the sentence quoted. A rule applies only while the Standard's note still holds its sentence.
 */
export type ForbiddenNaturalVariant = {
  standardKey: string;
  /** The sentence of `prohibited_notes` that forbids the others. */
  sentence: string;
  /** The naturals the Standard still allows: of these types, or whose name or INCI name holds one of these words. */
  allowed: { naturalTypes?: readonly NaturalType[]; nameWords?: readonly string[] };
};

export const FORBIDDEN_NATURAL_VARIANTS: readonly ForbiddenNaturalVariant[] = [
  {
    // STD_083: "Only Verbena absolutes from Lippia citriodora Kunth. can be used as a fragrance ingredient."
    standardKey: 'IFRA_STD_083',
    sentence: 'Verbena oils from Lippia citriodora Kunth. should not be used as a fragrance ingredient',
    allowed: { naturalTypes: ['absolute'] },
  },
  {
    // STD_071 restricted notes: "The restriction only applies to Peru balsam extracts and distillates (Peru balsam
    // oil, absolute and anhydrol)."
    standardKey: 'IFRA_STD_071',
    sentence: 'Peru balsam crude should not be used as a fragrance ingredient for any finished product application',
    // The note's own words for what stays allowed: a "Peru balsam distillate" of no type the name says is one.
    allowed: {
      naturalTypes: ['essential oil', 'absolute', 'resinoid'],
      nameWords: ['extract', 'extracts', 'distillate', 'distillates', 'anhydrol'],
    },
  },
  {
    // STD_078 restricted notes: "Only extracts or distillates (resinoids, absolutes and oils), prepared from
    // exudations of Liquidambar styraciflua L. var. macrophylla or Liquidambar orientalis Mill., can be used."
    standardKey: 'IFRA_STD_078',
    sentence:
      'Crude gums of Liquidambar styraficula L. var. macrophylla or Liquidambar orientalis Mill. should not be used as fragrance ingredients for any finished product application',
    allowed: { naturalTypes: ['resinoid', 'absolute', 'essential oil'] },
  },
  {
    // STD_097: "Only Tagetes patula and Tagetes minuta should be used as fragrance ingredients…"
    standardKey: 'IFRA_STD_097',
    sentence: 'Tagetes erecta should not be used as a fragrance ingredient in any finished product application',
    allowed: { nameWords: ['patula', 'minuta'] },
  },
];

/** The suffix of the key of the prohibition a rule adds beside its Standard (`IFRA_STD_083~forbidden`). */
export const FORBIDDEN_VARIANT_KEY_SUFFIX = '~forbidden';

/**
 * The prohibitions the rules add, one per Standard whose note holds the rule's sentence: no CAS of its own (a natural
 * reaches it only through the rule, in place of its Standard), prohibited in every category, the sentence quoted.
 */
export function buildForbiddenVariantStandards(
  standards: readonly IfraStandard[],
  prohibitedNotes: ReadonlyMap<string, string>,
): IfraStandard[] {
  return FORBIDDEN_NATURAL_VARIANTS.flatMap((rule) => {
    const parent = standards.find((standard) => standard.key === rule.standardKey);
    const note = prohibitedNotes.get(rule.standardKey) ?? '';
    if (!parent || !note.includes(rule.sentence)) return [];
    return [
      {
        key: `${parent.key}${FORBIDDEN_VARIANT_KEY_SUFFIX}`,
        name: `${parent.name}: naturals the Standard forbids`,
        amendment: parent.amendment,
        types: ['prohibition'],
        casNumbers: [],
        limits: {},
        basis: 'finished-product',
        isInPhototoxicitySum: false,
        prohibitionNote: `${rule.sentence}.`,
        forbiddenVariantOf: { standardKey: parent.key, allowed: rule.allowed },
        ...(parent.implementation ? { implementation: parent.implementation } : {}),
      } satisfies IfraStandard,
    ];
  });
}

/** Whether a natural in a rule's Standard is one of those it still allows (its type, or a word of its names). */
export function isAllowedVariant(
  allowed: ForbiddenNaturalVariant['allowed'],
  material: Pick<Material, 'naturalType' | 'name' | 'inciName'>,
): boolean {
  if (allowed.naturalTypes?.some((type) => type === material.naturalType)) return true;
  const words = new Set(
    [material.name, material.inciName ?? '']
      .join(' ')
      .toLowerCase()
      .split(/[^a-z]+/),
  );
  return allowed.nameWords?.some((word) => words.has(word)) ?? false;
}
