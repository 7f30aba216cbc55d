import { describe, expect, it, vi } from 'vitest';
import { buildCompactSearchIndex, type CompactSearchIndex } from '../../../domain/materials/compact-search-index.ts';
import type { MaterialSearchPort, OwnMaterial } from './material-search-protocol.ts';
import {
  answerKey,
  createInProcessPort,
  createMaterialSearchService,
  type MaterialSearchAnswer,
} from './material-search-service.ts';

const LIBRARY = buildCompactSearchIndex('v1', [
  { id: 'linalool', name: 'Linalool', cas: '78-70-6', synonyms: ['Linalol'], sourceCount: 6, isEuAllergen: true },
  { id: 'linalyl-acetate', name: 'Linalyl acetate', cas: '115-95-7', synonyms: ['Bergamol'], sourceCount: 5 },
  { id: 'lindane', name: 'Lindane', cas: '58-89-9', synonyms: [], sourceCount: 1 },
  { id: 'mdj', name: 'Methyl dihydrojasmonate', cas: '24851-98-7', synonyms: ['Hedione'], sourceCount: 5 },
  { id: 'rose-oxide', name: 'Rose oxide', cas: '16409-43-1', synonyms: ['Rosenoxid'], sourceCount: 3 },
]);
const OWN: OwnMaterial[] = [
  {
    id: 'own-lin',
    name: 'Linalool, my 10% dilution',
    cas: null,
    odourFamily: 'Floral',
    notePosition: 'top',
    isNatural: false,
    isIfraRestricted: false,
    isEuAllergen: false,
  },
  {
    id: 'own-rose',
    name: 'Rose base R7',
    cas: null,
    odourFamily: null,
    notePosition: null,
    isNatural: false,
    isIfraRestricted: false,
    isEuAllergen: false,
  },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A service over the in-process engine, its index served from `indexes` by URL. */
function serviceWith(indexes: Record<string, CompactSearchIndex | Error>) {
  const fetchIndex = vi.fn(async (url: string) => {
    const index = indexes[url];
    if (!index) throw new Error(`no index at ${url}`);
    if (index instanceof Error) throw index;
    return index;
  });
  const service = createMaterialSearchService(() => createInProcessPort(fetchIndex));
  const ask = async (query: string, limit = 10) => {
    const answers: MaterialSearchAnswer[] = [];
    service.search(service.openChannel(), query, limit, (answer) => answers.push(answer));
    await settle();
    return answers[0];
  };
  return { service, fetchIndex, ask };
}

describe('material search service (the worker protocol, on the in-process engine)', () => {
  it.each([
    ['a name prefix', 'lin', ['linalool', 'linalyl-acetate', 'lindane']],
    ['a trade name among the synonyms', 'hedione', ['mdj']],
    ['a misspelt name', 'linalol', ['linalool']],
    ['a CAS number', '78-70-6', ['linalool']],
  ])('answers the library as the domain ranks it: %s ("%s")', async (_, query, ids) => {
    const { service, ask } = serviceWith({ '/v1': LIBRARY });
    service.load('v1', '/v1');
    await settle();
    const answer = await ask(query);
    expect(answer?.isReady).toBe(true);
    expect(answer?.query).toBe(query);
    expect(answer?.items.map((item) => item.id)).toEqual(ids);
  });

  it('returns the badges and the synonym that matched', async () => {
    const { service, ask } = serviceWith({ '/v1': LIBRARY });
    service.load('v1', '/v1');
    await settle();
    expect((await ask('linalol'))?.items[0]).toEqual({
      id: 'linalool',
      name: 'Linalool',
      cas: '78-70-6',
      isOwn: false,
      matchedSynonym: 'Linalol',
      matchKind: 'synonym',
      matchedText: 'Linalol',
      odourFamily: null,
      notePosition: null,
      isNatural: false,
      isIfraRestricted: false,
      isEuAllergen: true,
    });
  });

  it('merges the user own materials with the library, ranked together', async () => {
    const { service, ask } = serviceWith({ '/v1': LIBRARY });
    service.setOwn(OWN, () => OWN);
    service.load('v1', '/v1');
    await settle();
    const answer = await ask('rose');
    expect(answer?.items.map((item) => [item.id, item.isOwn])).toEqual([
      ['rose-oxide', false],
      ['own-rose', true],
    ]);
    expect((await ask('linalool'))?.items.map((item) => item.id)).toEqual(['linalool', 'own-lin']);
  });

  it('answers the own materials alone, not ready, until the library is built', async () => {
    const { service, ask } = serviceWith({ '/v1': LIBRARY });
    service.setOwn(OWN, () => OWN);
    const before = await ask('rose');
    expect(before?.isReady).toBe(false);
    expect(before?.items.map((item) => item.id)).toEqual(['own-rose']);
    const generation = service.getStatus().generation;
    service.load('v1', '/v1');
    await settle();
    expect(service.getStatus()).toMatchObject({ ready: true, version: 'v1', failed: null });
    expect(service.getStatus().generation).toBeGreaterThan(generation);
  });

  it('delivers only the answer to the latest search of a channel; other channels are independent', async () => {
    const { service } = serviceWith({ '/v1': LIBRARY });
    service.load('v1', '/v1');
    await settle();
    const editor = service.openChannel();
    const palette = service.openChannel();
    const seen: string[] = [];
    for (const text of ['l', 'li', 'lin', 'lina']) service.search(editor, text, 5, (answer) => seen.push(answer.query));
    service.search(palette, 'rose', 5, (answer) => seen.push(`palette:${answer.query}`));
    await settle();
    expect(seen).toEqual(['lina', 'palette:rose']);
  });

  it('drops the answer of a cancelled search', async () => {
    const { service } = serviceWith({ '/v1': LIBRARY });
    const channel = service.openChannel();
    const onAnswer = vi.fn();
    service.search(channel, 'lin', 5, onAnswer);
    service.cancel(channel);
    await settle();
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('fetches a data version once, and a new version replaces the index once built', async () => {
    const v2 = buildCompactSearchIndex('v2', [{ id: 'ambrox', name: 'Ambrox', cas: '6790-58-5', synonyms: [] }]);
    const { service, fetchIndex, ask } = serviceWith({ '/v1': LIBRARY, '/v2': v2 });
    service.load('v1', '/v1');
    service.load('v1', '/v1');
    await settle();
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    service.load('v2', '/v2');
    await settle();
    expect(service.getStatus().version).toBe('v2');
    expect((await ask('ambr'))?.items.map((item) => item.id)).toEqual(['ambrox']);
    expect((await ask('lin'))?.items).toEqual([]);
  });

  it('reports a failed load, and the same version may be asked again', async () => {
    const indexes: Record<string, CompactSearchIndex | Error> = { '/v1': new Error('HTTP 503') };
    const { service, fetchIndex } = serviceWith(indexes);
    service.load('v1', '/v1');
    await settle();
    expect(service.getStatus()).toMatchObject({ ready: false, failed: 'HTTP 503' });
    indexes['/v1'] = LIBRARY;
    service.load('v1', '/v1');
    await settle();
    expect(fetchIndex).toHaveBeenCalledTimes(2);
    expect(service.getStatus()).toMatchObject({ ready: true, failed: null });
  });

  it('falls back to the main thread, with what the worker was told, when the worker cannot run', async () => {
    const broken: MaterialSearchPort = { postMessage: vi.fn(), onmessage: null, onerror: null, terminate: vi.fn() };
    const service = createMaterialSearchService(() => broken);
    // The fallback fetches through the global fetch, as the worker does.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(LIBRARY)),
    );
    service.setOwn(OWN, () => OWN);
    service.load('v1', '/api/materials/search-index/v1');
    const onAnswer = vi.fn();
    service.search(service.openChannel(), 'rose', 5, onAnswer);
    broken.onerror?.(new Event('error'));
    await settle();
    await settle();
    expect(broken.terminate).toHaveBeenCalled();
    expect(service.getStatus().ready).toBe(true);
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer.mock.calls[0]?.[0].items.map((item: { id: string }) => item.id)).toContain('own-rose');
    vi.unstubAllGlobals();
  });
});

describe('answers ahead of the next keystroke', () => {
  it('knows the answers to the text plus each following character, equal to searching them', async () => {
    const { service, ask } = serviceWith({ '/v1': LIBRARY });
    service.load('v1', '/v1');
    await settle();
    expect(service.peek('lina', 10)).toBeNull();
    await ask('lin');
    await settle();
    await settle();
    for (const next of ['lina', 'lind']) {
      const known = service.peek(next, 10);
      expect(known?.isReady).toBe(true);
      expect(known?.items).toEqual((await ask(next))?.items);
    }
    // Only the characters that follow in the index, and only for that limit.
    expect(service.peek('linx', 10)).toBeNull();
    expect(service.peek('lina', 5)).toBeNull();
  });

  it('knows every first character once warmed', async () => {
    const { service } = serviceWith({ '/v1': LIBRARY });
    service.load('v1', '/v1');
    await settle();
    service.warm(8);
    for (let slice = 0; slice < 12; slice += 1) await settle();
    expect(service.peek('l', 8)?.items.map((item) => item.id)).toEqual(['linalool', 'linalyl-acetate', 'lindane']);
    // One letter matches names by their start only: a trade name (Hedione, from the cited table) is a name.
    expect(service.peek('h', 8)?.items.map((item) => item.id)).toEqual(['mdj']);
    expect(service.peek('b', 8)?.items).toEqual([]); // Bergamol is only a synonym
    expect(service.peek('7', 8)?.items.map((item) => item.id)).toEqual(['linalool']);
  });

  it('forgets what it knew when the library or the own materials change', async () => {
    const { service, ask } = serviceWith({ '/v1': LIBRARY });
    await ask('ros');
    await settle();
    expect(service.peek('rose', 10)).toBeNull(); // nothing follows "ros" before the library is built
    service.load('v1', '/v1');
    await settle();
    await ask('ros');
    await settle();
    expect(service.peek('rose', 10)?.items.map((item) => item.id)).toEqual(['rose-oxide']);
    service.setOwn(OWN, () => OWN);
    expect(service.peek('rose', 10)).toBeNull();
    await ask('ros');
    await settle();
    expect(service.peek('rose', 10)?.items.map((item) => item.id)).toEqual(['rose-oxide', 'own-rose']);
  });
});

describe('answerKey: texts the engine answers alike share an answer', () => {
  it.each([
    ['lin', 'lin'],
    ['Lin', 'lin'],
    ['  LIN ', 'lin'],
    ['78-70-6', '78-70-6'],
    ['Iso E Super', 'iso e super'],
    // Outside ASCII, case folding can change the normalised text: kept as typed.
    ['Éthyl', 'Éthyl'],
    ['β-Ionone', 'β-Ionone'],
  ])('%j → %j', (query, key) => {
    expect(answerKey(query)).toBe(key);
  });

  it('a known answer is found whatever the case typed, and equals the engine’s answer to that text', async () => {
    const { service, ask } = serviceWith({ '/v1': LIBRARY });
    service.load('v1', '/v1');
    await settle();
    await ask('lin');
    await settle();
    await settle();
    expect(service.peek('LINA', 10)?.items).toEqual((await ask('LINA'))?.items);
  });
});

describe('narrow: an earlier answer narrowed to the text typed on, while its own answer is on its way', () => {
  it.each([
    ['lina', 'lin', ['linalool', 'linalyl-acetate']],
    ['Linalyl', 'lin', ['linalyl-acetate']],
    ['lind', 'lin', ['lindane']],
    ['linalyl ac', 'lin', ['linalyl-acetate']],
    ['78-7', '78', ['linalool']],
  ])('%j from the answer to %j', async (query, from, ids) => {
    const { service, ask } = serviceWith({ '/v1': LIBRARY });
    service.load('v1', '/v1');
    await settle();
    await ask(from);
    const narrowed = service.narrow(query, 10);
    expect(narrowed?.from.toLowerCase()).toBe(from);
    expect(narrowed?.items.map((item) => item.id)).toEqual(ids);
    // Each narrowed result is in the engine's answer to the text, in the same order.
    const answer = (await ask(query))?.items.map((item) => item.id) ?? [];
    expect(answer.filter((id) => ids.includes(id))).toEqual(ids);
  });

  it('starts from the longest shorter text it knows', async () => {
    const { service, ask } = serviceWith({ '/v1': LIBRARY });
    service.load('v1', '/v1');
    await settle();
    await ask('l');
    await ask('lina');
    expect(service.narrow('linaly', 10)?.from).toBe('lina');
  });

  it.each([
    ['a text not typed on from a known one', 'lon'],
    ['a deleted character', 'li'],
    ['nothing left after narrowing (the earlier list stays instead)', 'linx'],
  ])('none for %s', async (_case, query) => {
    const { service, ask } = serviceWith({ '/v1': LIBRARY });
    service.load('v1', '/v1');
    await settle();
    await ask('lin');
    expect(service.narrow(query, 10)).toBeNull();
  });

  it('none from another limit or after the library changed', async () => {
    const { service, ask } = serviceWith({ '/v1': LIBRARY, '/v2': LIBRARY });
    service.load('v1', '/v1');
    await settle();
    await ask('lin');
    expect(service.narrow('lina', 5)).toBeNull();
    service.load('v2', '/v2');
    await settle();
    expect(service.narrow('lina', 10)).toBeNull();
  });
});
