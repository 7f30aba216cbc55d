import { describe, expect, it } from 'vitest';
import { normaliseNote, toNoteKey } from './note-key.ts';

describe('toNoteKey', () => {
  it.each([
    ['Oud', 'oud'],
    ['Cambodian oud', 'oud'],
    ['Agarwood (Oud)', 'oud'],
    ['Oudh', 'oud'],
    ['Calabrian bergamot', 'bergamot'],
    ['Cedarwood', 'cedar'],
    ['Atlas cedar', 'cedar'],
    ['Tonka bean', 'tonka bean'],
    ['Orris root', 'iris'],
    ['Neroli', 'orange blossom'],
    ['Rosewood', 'rosewood'],
    ['Damask rose', 'rose'],
    ['Pink pepper', 'pink pepper'],
    ['Ambergris', 'ambergris'],
    ['Grey amber', 'amber'],
    ['Galbanum', 'galbanum'],
    ['  ', ''],
    ['Crème brûlée', 'creme brulee'],
  ])('%s → %s', (note, key) => expect(toNoteKey(note)).toBe(key));

  it('normalises accents, case and punctuation', () =>
    expect(normaliseNote('Ylang-Ylang, Comores!')).toBe('ylang-ylang comores'));
});
