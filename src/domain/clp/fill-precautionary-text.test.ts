import { describe, expect, it } from 'vitest';
import { fillPrecautionaryText } from './build-clp-label.ts';
import type { ClassificationEntry } from './clp-mixture.ts';

/**
 * CLP Annex IV Part 1: where a P statement offers options separated by '/' or ends in '…', the supplier chooses and
 * completes it; the label never prints the bare placeholder. Expected texts are Annex IV's wording with that choice.
 */
const entry = (
  hazardClass: ClassificationEntry['class'],
  category: string,
  hStatement: string,
): ClassificationEntry => ({
  class: hazardClass,
  category,
  hStatement,
  route: null,
  basis: '',
  clause: '',
  contributors: [],
});
const skinSens = entry('Skin Sens.', '1B', 'H317');
const eyeDam = entry('Eye Dam.', '1', 'H318');
const corrosive = entry('Skin Corr.', '1B', 'H314');

describe('fillPrecautionaryText', () => {
  it.each([
    ['P280 for a skin sensitiser: gloves', 'P280', [skinSens], 'Wear protective gloves.'],
    ['P280 for skin and eyes', 'P280', [skinSens, eyeDam], 'Wear protective gloves/eye protection/face protection.'],
    [
      'P280 for a corrosive: all four',
      'P280',
      [corrosive],
      'Wear protective gloves/protective clothing/eye protection/face protection.',
    ],
    ['P302+P352: water', 'P302+P352', [skinSens], 'IF ON SKIN: Wash with plenty of water.'],
    ['P310 without its trailing "/…"', 'P310', [eyeDam], 'Immediately call a POISON CENTER/doctor.'],
    ['P301+P310', 'P301+P310', [], 'IF SWALLOWED: Immediately call a POISON CENTER/doctor.'],
    ['P301+P312', 'P301+P312', [], 'IF SWALLOWED: Call a POISON CENTER/doctor if you feel unwell.'],
    ['P312', 'P312', [], 'Call a POISON CENTER/doctor if you feel unwell.'],
    ['P102 unchanged', 'P102', [], 'Keep out of reach of children.'],
    ['P501 keeps "…" for the supplier to fill', 'P501', [], 'Dispose of contents/container to …'],
  ] as const)('%s', (_name, code, entries, expected) => {
    expect(fillPrecautionaryText(code, entries)).toBe(expected);
  });

  it('no printed P statement but P501 keeps a "/…" placeholder', () => {
    for (const code of ['P261', 'P273', 'P391', 'P305+P351+P338', 'P333+P313', 'P332+P313', 'P337+P313', 'P308+P313'])
      expect(fillPrecautionaryText(code, [skinSens, eyeDam])).not.toMatch(/…/);
  });
});
