import { describe, expect, it } from 'vitest';
import { acceptLineDeviation, recordWeighing, replaceBenchLine, skipBenchLine } from './change-bench-line.ts';
import { convertGramsToDrops } from './convert-grams-to-drops.ts';
import { formatBatchCode } from './format-batch-code.ts';
import { listBatchDeviations } from './list-batch-deviations.ts';
import { orderBenchLines } from './order-bench-lines.ts';
import { buildBenchLine } from '../../../tests/fixtures/bench-line-fixtures.ts';

const AT = '2026-11-28T10:00:00.000Z';
const weighing = (grams: number) => ({ grams, at: AT, source: 'typed' as const });

describe('recordWeighing', () => {
  it('adds weighings up and ticks the line', () => {
    const first = recordWeighing([buildBenchLine('a', 10)], 'a', weighing(9.5));
    const second = first.ok ? recordWeighing(first.lines, 'a', weighing(0.5)) : first;
    expect(second.ok && second.lines[0]).toMatchObject({ weighedGrams: 10, status: 'weighed' });
    expect(second.ok && second.lines[0]!.weighings).toHaveLength(2);
  });
  it.each([
    { name: 'an unknown line', lines: [buildBenchLine('a', 10)], lineId: 'z', message: 'no such line' },
    {
      name: 'a skipped line',
      lines: [buildBenchLine('a', 10, { status: 'skipped' })],
      lineId: 'a',
      message: 'skipped',
    },
  ])('refuses $name', ({ lines, lineId, message }) => {
    const change = recordWeighing(lines, lineId, weighing(1));
    expect(change.ok).toBe(false);
    expect(!change.ok && change.message).toContain(message);
  });
});

describe('skipping, replacing and accepting', () => {
  const weighed = buildBenchLine('w', 10, { status: 'weighed', weighedGrams: 11, weighings: [weighing(11)] });
  it.each([
    {
      name: 'skip with a reason',
      act: () => skipBenchLine([buildBenchLine('a', 10)], 'a', ' Out of stock '),
      ok: true,
    },
    { name: 'skip without a reason', act: () => skipBenchLine([buildBenchLine('a', 10)], 'a', '  '), ok: false },
    { name: 'skip a line already in the bottle', act: () => skipBenchLine([weighed], 'w', 'late'), ok: false },
    {
      name: 'replace with a reason',
      act: () =>
        replaceBenchLine(
          [buildBenchLine('a', 10)],
          'a',
          { materialId: 'm2', name: 'Iso E Super', lotId: 'lot-2', lotNumber: 'L2' },
          'Ran out',
        ),
      ok: true,
    },
    {
      name: 'replace without a reason',
      act: () =>
        replaceBenchLine(
          [buildBenchLine('a', 10)],
          'a',
          { materialId: null, name: 'X', lotId: null, lotNumber: null },
          '',
        ),
      ok: false,
    },
    { name: 'accept an overdose', act: () => acceptLineDeviation([weighed], 'w', 'Richer top'), ok: true },
    {
      name: 'accept a line within tolerance',
      act: () => acceptLineDeviation([{ ...weighed, weighedGrams: 10 }], 'w', null),
      ok: false,
    },
    {
      name: 'accept a line not weighed',
      act: () => acceptLineDeviation([buildBenchLine('a', 10)], 'a', null),
      ok: false,
    },
  ])('$name: ok is $ok', ({ act, ok }) => {
    expect(act().ok).toBe(ok);
  });

  it('the record lists the rescale, the skip, the replacement and the accepted overdose with their reasons', () => {
    const lines = [
      { ...weighed, isDeviationAccepted: true, reason: 'Richer top' },
      buildBenchLine('s', 5, { status: 'skipped', reason: 'Out of stock', targetGrams: 0 }),
      buildBenchLine('r', 5, {
        status: 'weighed',
        weighedGrams: 5,
        replacement: { materialId: 'm9', name: 'Iso E Super' },
        reason: 'Ran out',
      }),
      buildBenchLine('ok', 20, { status: 'weighed', weighedGrams: 20.1 }),
    ];
    const deviations = listBatchDeviations(lines, [
      { kind: 'rescaled', at: AT, lineId: 'w', factor: 1.1, fromGrams: 40, toGrams: 44 },
    ]);
    expect(deviations).toEqual([
      { kind: 'rescaled', lineId: 'w', name: 'Material w', factor: 1.1, fromGrams: 40, toGrams: 44 },
      {
        kind: 'over',
        lineId: 'w',
        name: 'Material w',
        targetGrams: 10,
        weighedGrams: 11,
        percent: 10,
        isAccepted: true,
        note: 'Richer top',
      },
      { kind: 'skipped', lineId: 's', name: 'Material s', reason: 'Out of stock' },
      { kind: 'replaced', lineId: 'r', name: 'Material r', replacementName: 'Iso E Super', reason: 'Ran out' },
    ]);
  });
});

describe('orderBenchLines', () => {
  const lines = [
    buildBenchLine('base', 5, { notePosition: 'base' }),
    buildBenchLine('unknown', 40),
    buildBenchLine('top', 2, { notePosition: 'top' }),
    buildBenchLine('heart', 40, { notePosition: 'heart' }),
  ];
  it.each([
    { order: 'as-written', ids: ['base', 'unknown', 'top', 'heart'] },
    { order: 'by-note', ids: ['top', 'heart', 'base', 'unknown'] },
    { order: 'heaviest-first', ids: ['unknown', 'heart', 'base', 'top'] },
  ] as const)('$order', ({ order, ids }) => {
    expect(orderBenchLines(lines, order).map((line) => line.lineId)).toEqual(ids);
  });
});

describe('convertGramsToDrops and formatBatchCode', () => {
  it.each([
    { grams: 0.5, dropWeight: 0.02, drops: 25 },
    { grams: 0.13, dropWeight: 0.03, drops: 4.3 },
    { grams: 1, dropWeight: null, drops: null },
    { grams: 1, dropWeight: 0, drops: null },
  ])('$grams g at $dropWeight g a drop is $drops drops', ({ grams, dropWeight, drops }) => {
    expect(convertGramsToDrops(grams, dropWeight)).toBe(drops);
  });
  it.each([
    { prefix: 'LAB-', sequence: 1, code: 'LAB-0001' },
    { prefix: 'B', sequence: 42, code: 'B0042' },
    { prefix: '2026/', sequence: 12345, code: '2026/12345' },
  ])('$prefix + $sequence is $code', ({ prefix, sequence, code }) => {
    expect(formatBatchCode(prefix, sequence)).toBe(code);
  });
});
