import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import { describeComplianceError } from './compliance-error.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import { expandMaterial, MAXIMUM_COMPOSITION_DEPTH } from './expand-material.ts';
import {
  buildFormula,
  buildGoldenEngine,
  buildLine,
  GOLDEN_DATA,
  GOLDEN_MATERIALS,
} from '../../../tests/fixtures/golden-vector-fixtures.ts';
import type { CompositionRow, Material } from './regulatory-model.ts';

const row = (
  childMaterialId: string,
  share: number,
  source: CompositionRow['source'] = 'supplier-declaration',
  extra: Partial<CompositionRow> = {},
): CompositionRow => ({
  childMaterialId,
  maximum: share as never,
  source,
  ...extra,
});
const base = (
  id: string,
  composition: readonly CompositionRow[],
  kind: Material['kind'] = 'base-accord',
): Material => ({
  id,
  name: id,
  kind,
  casNumbers: [],
  isFurocoumarinFree: false,
  isFoodGradeFlavour: false,
  composition,
});
const chain = (length: number): Material[] =>
  Array.from({ length }, (_, level) =>
    base(`level-${level}`, [row(level === length - 1 ? 'citral' : `level-${level + 1}`, 1)]),
  );

describe('expandMaterial', () => {
  it.each([
    ['a direct cycle', [base('accord-a', [row('accord-a', 0.5)])], 'accord-a', 'composition-cycle'],
    [
      'a cycle through two accords',
      [base('accord-a', [row('accord-b', 0.5)]), base('accord-b', [row('accord-a', 0.5)])],
      'accord-a',
      'composition-cycle',
    ],
    [
      `a chain of ${MAXIMUM_COMPOSITION_DEPTH + 1} nested bases`,
      chain(MAXIMUM_COMPOSITION_DEPTH + 1),
      'level-0',
      'composition-too-deep',
    ],
    ['a share above 1', [base('accord-a', [row('citral', 1.5)])], 'accord-a', 'invalid-composition-fraction'],
    [
      'a share that is not a number',
      [base('accord-a', [row('citral', Number.NaN)])],
      'accord-a',
      'invalid-composition-fraction',
    ],
    ['an unknown material', [], 'nowhere', 'unknown-material'],
  ] as const)('reports %s as a typed error', (_, extra, materialId, kind) => {
    const result = expandMaterial(buildGoldenEngine(extra), materialId);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe(kind);
  });

  it(`accepts a chain of exactly ${MAXIMUM_COMPOSITION_DEPTH} levels`, () => {
    const result = expandMaterial(buildGoldenEngine(chain(MAXIMUM_COMPOSITION_DEPTH)), 'level-0');
    expect(result.ok && result.vector.height).toBe(MAXIMUM_COMPOSITION_DEPTH);
  });

  it('a deep material nested under a shallow one still expands alone (errors are not cached)', () => {
    const engine = buildGoldenEngine([...chain(MAXIMUM_COMPOSITION_DEPTH), base('top', [row('level-0', 1)])]);
    expect(expandMaterial(engine, 'top').ok).toBe(false);
    expect(expandMaterial(engine, 'level-1').ok).toBe(true);
  });

  it('a composition cycle in a line is a typed error naming the line', () => {
    const engine = buildGoldenEngine([
      base('accord-a', [row('accord-b', 0.5)]),
      base('accord-b', [row('accord-a', 0.5)]),
    ]);
    const result = buildComplianceReport(engine, {
      lines: buildFormula([buildLine('accord-a', 5)]),
      category: '4',
      dosage: { basis: 'w/w', percent: 20 },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[0]).toMatchObject({
        kind: 'composition-cycle',
        lineIndex: 0,
        materialPath: ['accord-a', 'accord-b', 'accord-a'],
      });
      expect(describeComplianceError(result.errors[0]!)).toContain('Line 1');
    }
  });

  it.each([
    [
      'the lot analysis wins over the supplier and the annex',
      [
        row('citral', 0.5, 'ifra-annex'),
        row('citral', 0.2, 'lot-analysis'),
        row('citral', 0.3, 'supplier-declaration'),
      ],
      0.2,
    ],
    [
      'the supplier declaration wins over the annex',
      [row('citral', 0.5, 'ifra-annex'), row('citral', 0.3, 'supplier-declaration')],
      0.3,
    ],
    ['the annex wins over literature', [row('citral', 0.1, 'literature'), row('citral', 0.5, 'ifra-annex')], 0.5],
    [
      'the maximum is used, not the average',
      [
        {
          childMaterialId: 'citral',
          minimum: 0.1 as never,
          typical: 0.2 as never,
          maximum: 0.4 as never,
          source: 'ifra-annex' as const,
        },
      ],
      0.4,
    ],
  ])('composition policy: %s', (_, composition, expected) => {
    const engine = buildGoldenEngine([base('oil', composition, 'ncs')]);
    const result = expandMaterial(engine, 'oil');
    expect(result.ok && result.vector.substanceFractions.get('5392-40-5')).toBeCloseTo(expected, 15);
  });

  it('the typical policy takes the typical value', () => {
    const engine = createComplianceEngine({
      regulatoryData: GOLDEN_DATA,
      compositionValue: 'typical',
      materials: new Map(
        [
          ...GOLDEN_MATERIALS,
          base(
            'oil',
            [{ childMaterialId: 'citral', minimum: 0.1 as never, maximum: 0.5 as never, source: 'ifra-annex' }],
            'ncs',
          ),
        ].map((entry) => [entry.id, entry]),
      ),
    });
    const result = expandMaterial(engine, 'oil');
    expect(result.ok && result.vector.substanceFractions.get('5392-40-5')).toBeCloseTo(0.3, 15);
  });

  it('literature values are flagged as uncertified', () => {
    const result = expandMaterial(buildGoldenEngine([base('oil', [row('citral', 0.95, 'literature')], 'ncs')]), 'oil');
    expect(result.ok && result.vector.warnings).toContainEqual({
      kind: 'uncertified-composition',
      materialId: 'oil',
      childMaterialId: 'citral',
    });
  });

  it('a natural that is itself the subject of a Standard is counted once, not again through its isomer parts', () => {
    const engine = buildGoldenEngine([
      { ...base('citral-isomers', [row('geranial', 0.6), row('neral', 0.4)], 'substance'), casNumbers: ['5392-40-5'] },
    ]);
    const result = buildComplianceReport(engine, {
      lines: buildFormula([buildLine('citral-isomers', 2)]),
      category: '4',
      dosage: { basis: 'w/w', percent: 20 },
    });
    expect(
      result.ok && result.value.standards.find((standard) => standard.key === 'TEST_CITRAL')?.concentration,
    ).toBeCloseTo(0.4, 12);
  });

  it('a missing child is listed as unresolved with its path, not a crash', () => {
    const engine = buildGoldenEngine([base('accord', [row('citral', 0.5), row('ghost', 0.5)])]);
    const result = buildComplianceReport(engine, {
      lines: buildFormula([buildLine('accord', 2)]),
      category: '4',
      dosage: { basis: 'w/w', percent: 20 },
    });
    expect(result.ok && result.value.unresolved).toMatchObject([
      { materialId: 'ghost', reason: 'missing-from-library', materialPath: ['accord'] },
    ]);
  });
});
