import { describe, expect, it } from 'vitest';
import {
  EMPTY_BALANCE_STREAM,
  parseContinuousAsciiLine,
  parseMtSicsLine,
  readBalanceStream,
} from './read-balance-stream.ts';

// Byte streams in the formats of the MT-SICS reference manual and of A&D's and Ohaus's manuals (typed from their
// documentation, not recorded from a device).
describe('parseMtSicsLine', () => {
  it.each([
    { line: 'S S      12.345 g', event: { kind: 'weight', reading: { grams: 12.345, isStable: true } } },
    { line: 'S D      12.301 g', event: { kind: 'weight', reading: { grams: 12.301, isStable: false } } },
    { line: 'S S     -0.002 g', event: { kind: 'weight', reading: { grams: -0.002, isStable: true } } },
    { line: 'S S      1.2345 kg', event: { kind: 'weight', reading: { grams: 1234.5, isStable: true } } },
    { line: 'T S      24.100 g', event: { kind: 'tared', grams: 24.1 } },
    { line: 'Z A', event: { kind: 'zeroed' } },
    { line: 'S I', event: { kind: 'busy', line: 'S I' } },
    { line: 'S +', event: { kind: 'overload', line: 'S +' } },
    { line: 'S -', event: { kind: 'underload', line: 'S -' } },
    { line: 'ES', event: { kind: 'error', line: 'ES' } },
    { line: 'S S      12.345 lb', event: null },
    { line: 'I4 A "B123456789"', event: null },
  ])('$line', ({ line, event }) => {
    expect(parseMtSicsLine(line)).toEqual(event);
  });
});

describe('parseContinuousAsciiLine', () => {
  it.each([
    { line: 'ST,+00012.345  g', event: { kind: 'weight', reading: { grams: 12.345, isStable: true } } },
    { line: 'US,+00012.301  g', event: { kind: 'weight', reading: { grams: 12.301, isStable: false } } },
    { line: 'ST,-00000.004  g', event: { kind: 'weight', reading: { grams: -0.004, isStable: true } } },
    { line: 'OL,+9999999 g', event: { kind: 'overload', line: 'OL,+9999999 g' } },
    { line: 'QT,+00000012 PC', event: null },
    { line: '     12.345 g', event: { kind: 'weight', reading: { grams: 12.345, isStable: true } } },
    { line: '     12.345 g ?', event: { kind: 'weight', reading: { grams: 12.345, isStable: false } } },
    { line: '?    12.345 g', event: { kind: 'weight', reading: { grams: 12.345, isStable: false } } },
    { line: '   250 mg', event: { kind: 'weight', reading: { grams: 0.25, isStable: true } } },
    { line: 'GROSS', event: null },
  ])('$line', ({ line, event }) => {
    expect(parseContinuousAsciiLine(line)).toEqual(event);
  });
});

describe('readBalanceStream', () => {
  it('reads lines split across chunks, keeps the unfinished one, and skips blank lines', () => {
    const chunks = ['ST,+00012', '.345  g\r\nUS,+000', '12.350  g\r\n\r\nST,+00012.350  g\r', '\nST,+0001'];
    let stream = EMPTY_BALANCE_STREAM;
    const readings = [];
    for (const chunk of chunks) {
      const result = readBalanceStream(stream, chunk, parseContinuousAsciiLine);
      stream = result.stream;
      readings.push(...result.events);
    }
    expect(readings).toEqual([
      { kind: 'weight', reading: { grams: 12.345, isStable: true } },
      { kind: 'weight', reading: { grams: 12.35, isStable: false } },
      { kind: 'weight', reading: { grams: 12.35, isStable: true } },
    ]);
    expect(stream.pending).toBe('ST,+0001');
  });

  it('an MT-SICS session: tare, unstable then stable weights', () => {
    const session = 'T S      24.100 g\r\nS D       3.120 g\r\nS D       3.201 g\r\nS S       3.204 g\r\n';
    const { events } = readBalanceStream(EMPTY_BALANCE_STREAM, session, parseMtSicsLine);
    expect(events.map((event) => event.kind)).toEqual(['tared', 'weight', 'weight', 'weight']);
    expect(events.at(-1)).toEqual({ kind: 'weight', reading: { grams: 3.204, isStable: true } });
  });
});
