import { describe, expect, it } from 'vitest';
import {
  FALSE_FRIENDS,
  findNoteMaterialRules,
  NOTE_MATERIALS,
  selectNoteMaterials,
  type NoteMaterialRule,
} from './note-materials.ts';

const namesOf = (note: string) => findNoteMaterialRules(note).map((rule) => rule.name ?? rule.cas);

// Nitro musks and other materials IFRA prohibits or EU Annex II bans that a text search for a note would find.
const PROHIBITED_CAS = ['83-66-9', '81-15-2', '116-66-5', '145-39-1', '80-54-6', '31906-04-4'];

describe('findNoteMaterialRules', () => {
  it.each([
    ['Bergamot', 'Bergamot oil, expressed'],
    ['Calabrian bergamot', 'Bergamot oil, expressed'],
    ['Tonka bean', '91-64-5'],
    ['White musk', '1222-05-5'],
    ['Bois de rose', 'Rosewood oil'],
    ['Frangipani', 'Plumeria absolute'],
    ['Caramel', '118-71-8'],
  ])('%s → %s among the materials', (note, expected) => {
    expect(namesOf(note)).toContain(expected);
  });

  it.each([
    ['Plum', 'no material'],
    ['Salt', 'no material'],
    ['Accord of the sea', 'no material'],
  ])('%s → %s: "no match" rather than a guess', (note) => {
    expect(findNoteMaterialRules(note)).toEqual([]);
  });

  it.each(FALSE_FRIENDS.map(([note, wrong, why]) => [note, wrong, why]))('%s never maps to %s (%s)', (note, wrong) => {
    expect(namesOf(note).map((name) => name?.toLowerCase())).not.toContain(wrong.toLowerCase());
  });

  it('names no prohibited material anywhere in the table', () => {
    const cas = NOTE_MATERIALS.flatMap(([, rules]) => rules.flatMap((rule) => (rule.cas ? [rule.cas] : [])));
    expect(cas.filter((value) => PROHIBITED_CAS.includes(value))).toEqual([]);
    const names = NOTE_MATERIALS.flatMap(([, rules]) =>
      rules.flatMap((rule) => (rule.name ? [rule.name.toLowerCase()] : [])),
    );
    expect(names.filter((name) => /musk (ambrette|xylol|xylene|ketone|tibetene)|caramel colou?r/.test(name))).toEqual(
      [],
    );
  });

  it('gives every rule a reason', () => {
    for (const [, rules] of NOTE_MATERIALS) for (const rule of rules) expect(rule.why.length).toBeGreaterThan(10);
  });
});

describe('selectNoteMaterials', () => {
  const rule = (confidence: 'high' | 'medium', cas: string): NoteMaterialRule => ({
    cas,
    confidence,
    why: 'test reason',
  });
  it.each([
    [
      'drops a prohibited material',
      [
        { id: 'a', prohibited: true, confidence: 'high' as const },
        { id: 'b', prohibited: false, confidence: 'medium' as const },
      ],
      ['b'],
    ],
    ['only prohibited ones: no match', [{ id: 'a', prohibited: true, confidence: 'high' as const }], []],
    [
      'the note’s own material before an odorant',
      [
        { id: 'b', prohibited: false, confidence: 'medium' as const },
        { id: 'a', prohibited: false, confidence: 'high' as const },
      ],
      ['a', 'b'],
    ],
    [
      'each material once',
      [
        { id: 'a', prohibited: false, confidence: 'high' as const },
        { id: 'a', prohibited: false, confidence: 'medium' as const },
      ],
      ['a'],
    ],
  ])('%s', (_, rows, expected) => {
    const selected = selectNoteMaterials(
      rows.map((row) => ({
        material: { id: row.id },
        rule: rule(row.confidence, row.id),
        isProhibited: row.prohibited,
      })),
    );
    expect(selected.map((candidate) => candidate.material.id)).toEqual(expected);
  });
});
