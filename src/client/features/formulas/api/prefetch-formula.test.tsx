import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyRow, DEFAULT_FINISHED_PRODUCT } from '../../../../domain/formulas/formula-row.ts';
import { getEngineDataQueryOptions, type EngineData } from './get-engine-data.ts';
import { formulaDetailKey, type Formula } from './get-formula.ts';
import { prefetchFormulaForEditor } from './prefetch-formula.ts';

const ID = '7af9b0fe-0000-4000-8000-000000000002';
const HEDIONE = '7af9b0fe-0000-4000-8000-00000000a001';
const LINALOOL = '7af9b0fe-0000-4000-8000-00000000a002';

const formula: Formula = {
  id: ID,
  name: 'Chypre study',
  description: null,
  rows: [
    { ...createEmptyRow('r1'), name: 'Linalool', materialId: LINALOOL, amount: 10 },
    { ...createEmptyRow('r2'), name: 'Hedione', materialId: HEDIONE, amount: 30 },
  ],
  product: DEFAULT_FINISHED_PRODUCT,
  version: 1,
  revision: 0,
  masterFormulaId: null,
  isConfidential: false,
  tags: [],
  isPublic: false,
  source: 'local',
  ingredientCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

// The ids sorted, as the server names them (collectEngineIds); the rest of the answer is not read here.
const engineData = {
  materialIds: [HEDIONE, LINALOOL],
  lotIds: [],
  materials: [],
  regulatoryData: {},
  compositionValue: {},
} as unknown as EngineData;

type Held = { path: string; search: string; release: () => void };

/** The API of this test: the formula and its ticks answer at once; each engine-data read waits for its release. */
function serveApi(served: Formula = formula, engine: EngineData = engineData) {
  const held: Held[] = [];
  const handler = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === `/api/formulas/${ID}`) return Response.json({ formula: served });
    if (url.pathname === `/api/formulas/${ID}/specification-confirmations`) return Response.json({ confirmations: [] });
    if (url.pathname === '/api/compliance/engine-data')
      return new Promise<Response>((resolve) =>
        held.push({ path: url.pathname, search: url.search, release: () => resolve(Response.json(engine)) }),
      );
    return Response.json({ error: { code: 'NOT_FOUND', message: url.pathname } }, { status: 404 });
  };
  (globalThis as { __setFetchHandler?: (next: typeof fetch | null) => void }).__setFetchHandler?.(
    handler as typeof fetch,
  );
  return held;
}

describe('prefetchFormulaForEditor', () => {
  let queryClient: QueryClient;
  afterEach(() => queryClient.clear());

  it('the editor, asking for the engine data while the prefetch still reads it, waits for that read: one request', async () => {
    queryClient = new QueryClient();
    const held = serveApi();
    prefetchFormulaForEditor(queryClient, ID);
    // The formula arrives first (the engine data is the larger answer)…
    await vi.waitFor(() => expect(queryClient.getQueryData(formulaDetailKey(ID))).toEqual(formula));
    // …and the editor asks for its rows' engine data (useLiveCompliance's query) before that read has answered.
    const editorRead = queryClient.fetchQuery(getEngineDataQueryOptions([HEDIONE, LINALOOL], []));
    for (const request of held) request.release();
    expect(await editorRead).toEqual(engineData);
    expect(held.map((request) => request.search)).toEqual([`?formulaId=${ID}`]);
  });

  it('asked again while its first reads are under way (by the page, then by its route), it reads nothing more', async () => {
    queryClient = new QueryClient();
    const held = serveApi();
    let formulaReads = 0;
    const { fetch: stubbed } = globalThis;
    const counting = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname === `/api/formulas/${ID}`) formulaReads += 1;
      return stubbed(input, init);
    });
    prefetchFormulaForEditor(queryClient, ID);
    prefetchFormulaForEditor(queryClient, ID);
    await vi.waitFor(() => expect(queryClient.getQueryData(formulaDetailKey(ID))).toEqual(formula));
    for (const request of held) request.release();
    counting.mockRestore();
    expect(formulaReads).toBe(1);
    expect(held.map((request) => request.search)).toEqual([`?formulaId=${ID}`]);
  });

  it('a formula without library materials puts no engine-data read under an editor key', async () => {
    queryClient = new QueryClient();
    const freeText = { ...formula, rows: [{ ...createEmptyRow('r1'), name: 'Accord part', amount: 5 }] };
    const held = serveApi(freeText, { ...engineData, materialIds: [] });
    prefetchFormulaForEditor(queryClient, ID);
    await vi.waitFor(() => expect(queryClient.getQueryData(formulaDetailKey(ID))).toEqual(freeText));
    for (const request of held) request.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryCache().findAll({ queryKey: ['compliance', 'engine-data'] })).toEqual([]);
  });
});
