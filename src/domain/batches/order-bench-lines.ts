import type { BenchLine } from './bench-line.ts';

export const BENCH_ORDERS = ['as-written', 'by-note', 'heaviest-first'] as const;
export type BenchOrder = (typeof BENCH_ORDERS)[number];

const NOTE_RANK = { top: 0, heart: 1, base: 2 } as const;

/**
 * The lines in the order the user weighs them: as written; by note (top, heart, base, then lines of unknown
 * note, as written within each); or heaviest first (as written between equals).
 */
export function orderBenchLines<Line extends Pick<BenchLine, 'notePosition' | 'targetGrams'>>(
  lines: readonly Line[],
  order: BenchOrder,
): Line[] {
  const indexed = lines.map((line, index) => ({ line, index }));
  if (order === 'by-note')
    indexed.sort(
      (a, b) =>
        (a.line.notePosition ? NOTE_RANK[a.line.notePosition] : 3) -
          (b.line.notePosition ? NOTE_RANK[b.line.notePosition] : 3) || a.index - b.index,
    );
  if (order === 'heaviest-first') indexed.sort((a, b) => b.line.targetGrams - a.line.targetGrams || a.index - b.index);
  return indexed.map(({ line }) => line);
}
