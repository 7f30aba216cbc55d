import { describe, expect, it } from 'vitest';
import type { ComplianceFailure } from '../regulatory/check-formula-totals.ts';
import { findLotsOverLimit } from './find-lots-over-limit.ts';

const member = (lotId: string | null, concentration: number) => ({
  lineId: 'line-1',
  materialId: lotId ? `lot:${lotId}` : 'litsea',
  materialName: lotId ? 'Litsea cubeba (lot L7)' : 'Litsea cubeba',
  lotId,
  concentration,
});
const citral = (members: ReturnType<typeof member>[]): ComplianceFailure => ({
  kind: 'ifra-limit',
  standardKey: 'citral',
  name: 'Citral',
  concentration: 0.7,
  limit: 0.6,
  members,
});

describe('findLotsOverLimit', () => {
  it.each([
    {
      name: 'a failure only the lot’s certificate brings names the lot',
      withLots: [citral([member('lot-7', 0.7)])],
      withoutLots: [],
      lots: [{ lotId: 'lot-7', subject: 'Citral', concentration: 0.7 }],
    },
    {
      name: 'a failure the formula has anyway is not the lot’s',
      withLots: [citral([member('lot-7', 0.7)])],
      withoutLots: [citral([member(null, 0.65)])],
      lots: [],
    },
    {
      name: 'members without a lot are not flagged',
      withLots: [citral([member(null, 0.7)])],
      withoutLots: [],
      lots: [],
    },
    { name: 'no failure, no flag', withLots: [], withoutLots: [], lots: [] },
  ])('$name', ({ withLots, withoutLots, lots }) => {
    expect(findLotsOverLimit(withLots, withoutLots)).toMatchObject(lots);
    expect(findLotsOverLimit(withLots, withoutLots)).toHaveLength(lots.length);
  });
});
