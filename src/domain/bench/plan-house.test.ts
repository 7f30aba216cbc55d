import { describe, expect, it } from 'vitest';
import {
  authorIndexes,
  formulaLineCount,
  HOUSE_SIZE,
  planFormula,
  planHouseWorkspaceId,
  planLot,
  planOffer,
  planOwnMaterial,
  planUsers,
  type HouseSize,
  type LibraryMaterial,
} from './plan-house.ts';

const SMALL: HouseSize = {
  ...HOUSE_SIZE,
  users: 3,
  formulas: 50,
  ownMaterials: 40,
  stockedMaterials: 20,
  pricedMaterials: 20,
};
const LIBRARY: LibraryMaterial[] = [
  { id: 'dpg', name: 'Dipropylene glycol', cas: '25265-71-8', kind: 'substance' },
  ...Array.from({ length: 200 }, (_, index) => ({
    id: `m${index}`,
    name: `Material ${index}`,
    cas: `${100 + index}-00-0`,
    kind: index % 4 === 0 ? 'natural' : 'substance',
  })),
];

/** The whole small house, planned item by item as the writer plans it. */
function planSmallHouse(seed: number) {
  const users = planUsers(seed, SMALL);
  const authors = authorIndexes(users);
  const own = Array.from({ length: SMALL.ownMaterials }, (_, index) => planOwnMaterial(seed, index, LIBRARY, authors));
  const formulas = Array.from({ length: SMALL.formulas }, (_, index) =>
    planFormula(seed, index, SMALL, LIBRARY, own, authors),
  );
  const lots = own
    .slice(0, SMALL.stockedMaterials)
    .map((material, index) => planLot(seed, index, material.id, authors));
  const offers = own.map((material, index) => planOffer(seed, index, material.id, authors));
  return { workspace: planHouseWorkspaceId(seed), users, own, formulas, lots, offers };
}

describe('planHouse', () => {
  it('gives the same house for the same seed, and another house for another seed', () => {
    expect(planSmallHouse(7)).toEqual(planSmallHouse(7));
    const other = planSmallHouse(8);
    expect(other.workspace).not.toBe(planSmallHouse(7).workspace);
    expect(other.formulas[1]!.rows).not.toEqual(planSmallHouse(7).formulas[1]!.rows);
  });

  it('plans one item alone exactly as within the whole house (the writer plans in batches)', () => {
    const house = planSmallHouse(7);
    const authors = authorIndexes(house.users);
    expect(planFormula(7, 33, SMALL, LIBRARY, house.own, authors)).toEqual(house.formulas[33]);
  });

  it('gives unique ids to users, materials, formulas and their lines', () => {
    const house = planSmallHouse(7);
    const ids = [
      house.workspace,
      ...house.users.flatMap((user) => [user.id, user.personalWorkspaceId]),
      ...house.own.map((material) => material.id),
      ...house.formulas.flatMap((formula) => [formula.id, ...formula.rows.map((row) => row.id)]),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of house.formulas[0]!.rows)
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  // Table: formula index → its line count (every 500th the largest; the others within the size's bounds).
  it.each([
    { index: 0, lines: 600 },
    { index: 500, lines: 600 },
    { index: 9_500, lines: 600 },
  ])('formula $index has $lines lines', ({ index, lines }) => {
    expect(formulaLineCount(7, index, HOUSE_SIZE)).toBe(lines);
  });

  it('keeps every formula between 20 and 600 lines, most of them small', () => {
    const counts = Array.from({ length: 2_000 }, (_, index) => formulaLineCount(3, index, HOUSE_SIZE));
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...counts)).toBe(600);
    const sorted = counts.toSorted((a, b) => a - b);
    expect(sorted[1_000]).toBeLessThan(250);
  });

  it('shares a formula like a perfumer: a few solvents high, most lines between 0.01 and 5 %', () => {
    const formula = planFormula(11, 0, SMALL, LIBRARY, [], [0]);
    const total = formula.rows.reduce((sum, row) => sum + row.amount, 0);
    const shares = formula.rows.map((row) => (row.amount / total) * 100);
    expect(formula.rows).toHaveLength(600);
    expect(formula.rows[0]!.materialId).toBe('dpg'); // the library's solvent, found by name
    expect(shares.filter((share) => share >= 15).length).toBeLessThanOrEqual(3);
    expect(shares.filter((share) => share <= 5).length).toBeGreaterThan(0.9 * shares.length);
    expect(Math.min(...formula.rows.map((row) => row.amount))).toBeGreaterThan(0);
  });

  it('refuses to plan without a library', () => {
    expect(() => planFormula(1, 1, SMALL, [], [], [0])).toThrow(/import the reference data/);
  });
});
