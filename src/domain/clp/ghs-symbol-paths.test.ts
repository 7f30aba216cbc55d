import { describe, expect, it } from 'vitest';
import { GHS_SYMBOL_PATHS, isPathSymbol } from './ghs-symbol-paths.ts';

/** The end points of a path's commands (M, L, C's three points, A's end point), as [x, y]. */
function pointsOf(d: string): [number, number][] {
  const points: [number, number][] = [];
  for (const [, command, args] of d.matchAll(/([MLCAZ])([^MLCAZ]*)/g)) {
    const numbers = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === 'A') points.push([numbers[5]!, numbers[6]!]);
    else
      for (let index = 0; index + 1 < numbers.length; index += 2) points.push([numbers[index]!, numbers[index + 1]!]);
  }
  return points;
}

/**
 * CLP Annex I 1.2.1 and Annex V: a black symbol on a white background inside a red diamond. On the 100 × 100 box the
 * diamond's corners sit at the edges' middles (|x − 50| + |y − 50| = 47 on the border's centre line, which is 6
 * wide): every point of a symbol stays on the white, at most 44 from the centre in that measure.
 */
describe('GHS01, GHS03, GHS04 are drawn as symbols inside the diamond', () => {
  it.each(['GHS01', 'GHS03', 'GHS04'] as const)('%s: black shapes, every point on the white', (code) => {
    const shapes = GHS_SYMBOL_PATHS[code];
    expect(shapes.filter((shape) => shape.fill === 'ink').length).toBeGreaterThan(0);
    for (const shape of shapes) {
      const points = pointsOf(shape.d);
      expect(points.length).toBeGreaterThan(1);
      for (const [x, y] of points) {
        expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
        expect(Math.abs(x - 50) + Math.abs(y - 50)).toBeLessThanOrEqual(44);
      }
    }
  });

  it('only these three come from path data (the others are drawn by each renderer)', () => {
    expect(['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS07'].map(isPathSymbol)).toEqual([true, false, true, true, false]);
  });
});
