import type { APIRequestContext } from '@playwright/test';
import { importDatasets } from '../../tests/e2e/support/import-datasets.ts';
import { MaterialItemsSchema, readJson } from '../../tests/e2e/support/read-json.ts';

/** The formula size the typing benches use by default. */
export const DEFAULT_ROWS = 300;

export type BenchRow = { name: string; materialId?: string; cas?: string | null; amount: number; notes: string };

/** `count` library materials, half restricted by IFRA, so every keystroke runs the live compliance pass; plain names when the data cannot be imported. */
export async function benchRows(
  request: APIRequestContext,
  origin: string,
  count: number = DEFAULT_ROWS,
): Promise<{ rows: BenchRow[]; note: string }> {
  const ROWS = count;
  const amount = (index: number) => (index % 17) + 0.5;
  // importDatasets throws on a problem and returns nothing (it used to be read as a problem, so the bench always
  // typed into 300 names outside the library: no compliance work at all).
  let problem: string | null = await importDatasets(request, ['ifra-transparency-list', 'ifra-51-standards']).then(
    () => null,
    (error: unknown) => (error as Error).message,
  );
  if (problem === null) {
    // At most 500 a page: larger counts are read page by page.
    const list = async (restricted: boolean, wanted: number) => {
      const items: { id: string; name: string; cas: string | null }[] = [];
      for (let page = 1; items.length < wanted; page++) {
        const pageSize = Math.min(500, wanted);
        const response = await request.get(
          `/api/materials?ifraRestricted=${restricted}&pageSize=${pageSize}&page=${page}`,
          { headers: { origin } },
        );
        const listed = (await readJson(response, MaterialItemsSchema)).items;
        items.push(...listed.slice(0, wanted - items.length));
        if (listed.length < pageSize) break;
      }
      return items;
    };
    // Up to half restricted by IFRA (as many as the imported data has), the rest unrestricted.
    const restricted = await list(true, ROWS / 2);
    const materials = [...restricted, ...(await list(false, ROWS - restricted.length))];
    if (materials.length === ROWS) {
      const rows = materials.map((material, index) => ({
        name: material.name,
        materialId: material.id,
        cas: material.cas,
        amount: amount(index),
        notes: index % 5 === 0 ? 'top' : '',
      }));
      return { rows, note: `${ROWS} library materials, ${restricted.length} restricted by IFRA` };
    }
    problem = `${materials.length} materials listed (${restricted.length} restricted)`;
  }
  const rows = Array.from({ length: ROWS }, (_, index) => ({
    name: `Material ${index + 1}`,
    amount: amount(index),
    notes: index % 5 === 0 ? 'top' : '',
  }));
  return {
    rows,
    note: `${ROWS} names not in the library (no compliance work): ${problem ?? 'too few materials imported'}`,
  };
}
