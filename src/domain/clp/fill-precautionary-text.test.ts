import { describe, expect, it } from 'vitest';
import { fillPrecautionaryText } from './fill-precautionary-text.ts';
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
const eyeIrrit = entry('Eye Irrit.', '2', 'H319');

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
    [
      'P280 for eye irritation: eye protection only',
      'P280',
      [skinSens, eyeIrrit],
      'Wear protective gloves/eye protection.',
    ],
    [
      'P305+P351+P338 as Annex IV words it (no choice to make)',
      'P305+P351+P338',
      [eyeIrrit],
      'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
    ],
  ] as const)('%s', (_name, code, entries, expected) => {
    expect(fillPrecautionaryText(code, entries)).toBe(expected);
  });

  // Annex IV Part 1, P260/P261, conditions column: "Manufacturer/supplier or the competent authority to specify the
  // applicable conditions"; the introduction's '/' rule: the supplier chooses among the phrases a '/' separates.
  // A liquid concentrate, an oil blend, a diffuser, a candle and a wax melt give off vapours; a room spray, spray too.
  it.each([
    ['concentrate', 'P261', 'Avoid breathing vapours.'],
    ['essentialOilBlend', 'P261', 'Avoid breathing vapours.'],
    ['reedDiffuser', 'P261', 'Avoid breathing vapours.'],
    ['candle', 'P261', 'Avoid breathing vapours.'],
    ['waxMelt', 'P261', 'Avoid breathing vapours.'],
    ['roomSpray', 'P261', 'Avoid breathing vapours/spray.'],
    ['concentrate', 'P260', 'Do not breathe vapours.'],
    ['roomSpray', 'P260', 'Do not breathe vapours/spray.'],
  ] as const)('%s: %s names what the product gives off', (productForm, code, expected) => {
    expect(fillPrecautionaryText(code, [skinSens], { productForm, supplyTo: 'generalPublic' })).toBe(expected);
  });

  // Annex IV Part 1, P501, conditions column: the disposal route is the supplier's to specify; a label never prints
  // the bare "to …". Wording after the UK HSE's P501 phrases (professional / amateur products).
  it.each([
    [
      'professional',
      'Dispose of contents/container to an authorised waste contractor, in accordance with local and national regulations.',
    ],
    [
      'generalPublic',
      'Dispose of contents/container to a hazardous-waste collection point, in accordance with local regulations.',
    ],
  ] as const)('P501 for %s supply names a route', (supplyTo, expected) => {
    expect(fillPrecautionaryText('P501', [], { productForm: 'concentrate', supplyTo })).toBe(expected);
  });

  it('no printed P statement keeps a "…" placeholder or all of "dust/fume/gas/mist/vapours/spray"', () => {
    const codes = ['P260', 'P261', 'P273', 'P280', 'P391', 'P305+P351+P338', 'P333+P313', 'P332+P313', 'P337+P313'];
    for (const code of [...codes, 'P308+P313', 'P310', 'P312', 'P501']) {
      const text = fillPrecautionaryText(code, [skinSens, eyeDam]);
      expect(text).not.toMatch(/…/);
      expect(text).not.toMatch(/dust|fume|gas|mist/);
    }
  });
});
