import { describe, expect, it } from 'vitest';
import type { CompositionRow, Material } from '../regulatory/regulatory-model.ts';
import type { Fraction } from '../shared/units.ts';
import { expandNaturalConstituents, isNatural } from './expand-natural-constituents.ts';

const substance = (id: string, cas: string): Material => ({
  id,
  name: id,
  kind: 'substance',
  casNumbers: [cas],
  isFurocoumarinFree: false,
  isFoodGradeFlavour: false,
  composition: [],
});
const row = (
  childMaterialId: string,
  maximum: number | undefined,
  fields: Partial<CompositionRow>,
): CompositionRow => ({
  childMaterialId,
  ...(maximum === undefined ? {} : { maximum: maximum as Fraction }),
  source: 'ifra-annex',
  ...fields,
});
const natural = (composition: CompositionRow[]): Material => ({
  ...substance('clove', '8000-34-8'),
  name: 'Clove bud oil',
  kind: 'ncs',
  composition,
});
const library = new Map<string, Material>([
  ['eugenol', substance('eugenol', '97-53-0')],
  ['linalool', substance('linalool', '78-70-6')],
]);

describe('expandNaturalConstituents (issue 31 item 3: the verdicts’ merge, compliance-rules.md §2)', () => {
  it('a natural without composition is unknown, not zero', () => {
    expect(expandNaturalConstituents(natural([]), 10, library)).toEqual({ kind: 'unknown' });
  });

  it.each([
    [
      'a lot certificate wins over the IFRA Annex for the same constituent',
      [row('eugenol', 0.9, {}), row('eugenol', 0.8, { source: 'lot-analysis', status: 'stated' })],
      [['97-53-0', 8, 'lot-analysis', 80]],
      2,
    ],
    [
      'a constituent the declaration does not state keeps the Annex value',
      [
        row('eugenol', 0.85, { source: 'supplier-declaration', status: 'stated' }),
        row('linalool', 0.01, { source: 'ifra-annex' }),
      ],
      [
        ['97-53-0', 8.5, 'supplier-declaration', 85],
        ['78-70-6', 0.1, 'ifra-annex', 1],
      ],
      1.4,
    ],
    [
      'a constituent declared not detected is left out',
      [
        row('eugenol', 0.85, { source: 'supplier-declaration', status: 'stated' }),
        row('linalool', 0, { source: 'supplier-declaration', status: 'not-detected' }),
      ],
      [['97-53-0', 8.5, 'supplier-declaration', 85]],
      1.5,
    ],
  ] as const)('%s', (_, composition, expected, unknownPercent) => {
    const result = expandNaturalConstituents(natural([...composition]), 10, library);
    expect(result.kind).toBe('constituents');
    if (result.kind !== 'constituents') return;
    expect(
      result.components.map((component) => [
        component.cas,
        component.percent,
        component.origin.source,
        component.origin.percentOfNatural,
      ]),
    ).toEqual(expected);
    expect(result.unknownPercent).toBe(unknownPercent);
  });

  it('a constituent named without a value is listed as unstated and stays in the unknown part', () => {
    const result = expandNaturalConstituents(natural([row('eugenol', undefined, {})]), 10, library);
    expect(result).toEqual({
      kind: 'constituents',
      components: [],
      unknownPercent: 10,
      unstated: ['eugenol'],
      statesComposition: false,
    });
  });

  it.each([
    ['the IFRA Annex alone (only the constituents IFRA regulates)', ['ifra-annex'], false],
    ['a lot certificate', ['lot-analysis'], true],
    ['a supplier declaration beside the IFRA Annex', ['supplier-declaration', 'ifra-annex'], true],
    ['the workspace’s own composition', ['user-composition'], true],
    ['literature rows not accepted as the typical composition', ['literature'], false],
  ] as const)('states the whole composition: %s → %s', (_name, sources, expected) => {
    const rows = sources.map((source, index) => row(index ? 'linalool' : 'eugenol', 0.1, { source }));
    const result = expandNaturalConstituents(natural(rows), 10, library);
    expect(result.kind === 'constituents' && result.statesComposition).toBe(expected);
  });

  it('only an NCS is expanded', () => {
    expect(isNatural(natural([]))).toBe(true);
    expect(isNatural(library.get('eugenol'))).toBe(false);
    expect(isNatural(undefined)).toBe(false);
  });
});
