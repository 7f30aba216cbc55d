import { describe, expect, it } from 'vitest';
import { findCompositionCycle, validateComposition, type CompositionLine } from './validate-composition.ts';

const line = (materialId: string, percent: number): CompositionLine => ({ materialId, percent });

describe('validateComposition', () => {
  it.each<[string, CompositionLine[], string[]]>([
    ['an empty composition', [], []],
    ['shares summing to exactly 100 %', [line('a', 60), line('b', 40)], []],
    ['shares summing to less than 100 %', [line('a', 10), line('b', 5)], []],
    ['a share of 0 %', [line('a', 0)], []],
    ['a share of 100 %', [line('a', 100)], []],
    ['shares that sum to 100 % with rounding', [line('a', 33.3), line('b', 33.3), line('c', 33.4)], []],
    ['a share over 100 %', [line('a', 100.5)], ['composition.0.percent']],
    ['a negative share', [line('a', -1)], ['composition.0.percent']],
    ['a share that is not a number', [line('a', Number.NaN)], ['composition.0.percent']],
    ['shares summing to more than 100 %', [line('a', 60), line('b', 40.01)], ['composition']],
    ['the same material twice', [line('a', 10), line('a', 20)], ['composition.1.materialId']],
  ])('%s', (_, lines, paths) => {
    expect(validateComposition(lines).map((issue) => issue.path)).toEqual(paths);
  });

  it('says by how much the shares exceed 100 %', () => {
    expect(validateComposition([line('a', 70), line('b', 50)])[0]?.message).toBe(
      'The shares add up to 120%, more than 100%',
    );
  });
});

describe('findCompositionCycle', () => {
  const graph = new Map<string, string[]>([
    ['accord-a', ['linalool', 'base-b']],
    ['base-b', ['vanillin', 'accord-c']],
    ['accord-c', ['accord-a']],
    ['dilution-d', ['linalool', 'ethanol']],
  ]);
  it.each<[string, string, string[], string[] | null]>([
    ['no composition', 'new', [], null],
    ['reference materials only', 'new', ['linalool', 'vanillin'], null],
    ['own materials without a path back', 'new', ['accord-a', 'dilution-d'], null],
    ['the material in its own composition', 'accord-x', ['accord-x'], ['accord-x', 'accord-x']],
    ['a material whose composition holds it', 'accord-c', ['accord-a'], ['accord-c', 'accord-a', 'base-b', 'accord-c']],
    ['a longer loop', 'base-b', ['accord-c'], ['base-b', 'accord-c', 'accord-a', 'base-b']],
  ])('%s', (_, materialId, components, expected) => {
    expect(findCompositionCycle(materialId, components, graph)).toEqual(expected);
  });
});
