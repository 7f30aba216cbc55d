// IFRA Standard STD_114 (Birch wood pyrolysate, 51st Amendment) prohibits crude pyrolysates of Betula species under
// 8001-88-5, 68917-50-0 and four more CAS numbers (ifra-51-standards/standard_cas.csv). Methyl salicylate (119-36-8)
// is not one of them. The Sigma-Aldrich catalogue filed sweet birch (68917-50-0) and wintergreen (90045-28-6) under
// methyl salicylate's structure (pyrfume-sigma-2014/stimuli.csv, CID 4133), and bitter almond oil (8013-76-1) under
// benzaldehyde's (CID 240), citronella oil (8000-29-1) under citronellal's and geranium oil (8000-46-2) under geranyl
// tiglate's: none of them is that substance.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { libraryRequests } from '../../../../tests/support/library-requests.ts';
import { hasSharedData, readTextRows, SHARED_DATA } from '../../../../tests/support/regulatory-text-files.ts';

if (!hasSharedData) console.info(`Skipping the naturals filed under a constituent: ${SHARED_DATA} is absent.`);

const ctx = await createTestContext({}, { library: hasSharedData });
const user = await ctx.signUp();
const { search, postReport } = libraryRequests(ctx, user.cookie);

describe.skipIf(!hasSharedData)('naturals a catalogue filed under their main constituent', () => {
  it('does not prohibit methyl salicylate as a birch wood pyrolysate', async () => {
    const std114 = readTextRows('ifra-51-standards', 'standard_cas.csv')
      .filter((row) => row.key === 'IFRA_STD_114')
      .map((row) => row.cas);
    expect(std114).toContain('68917-50-0');
    expect(std114).not.toContain('119-36-8');
    const [methylSalicylate] = await search('119-36-8', 1);
    expect(methylSalicylate).toMatchObject({ cas: '119-36-8', name: 'Methyl salicylate' });
    const report = await readJson(
      await postReport(methylSalicylate!.id, 2),
      z.looseObject({ standards: z.array(z.looseObject({ key: z.string() })) }),
    );
    expect(report.standards.map((standard) => standard.key.split('~')[0])).not.toContain('IFRA_STD_114');
  });

  it('gives geranium no synonym "Geranyl tiglate": the ester is found as itself only', async () => {
    const hits = await search('geranyl tiglate', 10);
    expect(hits[0]).toMatchObject({ cas: '7785-33-3' });
    expect(hits.filter((hit) => hit.cas === '8000-46-2')).toEqual([]);
  });

  it.each([
    ['68917-50-0', 'methyl salicylate'],
    ['90045-28-6', 'methyl salicylate'],
    ['8013-76-1', 'benzaldehyde'],
    ['8000-29-1', 'citronellal'],
    ['8000-46-2', 'geranyl tiglate'],
  ])('lists no %s named %s', async (cas, constituent) => {
    const hits = await search(cas, 10);
    expect(hits.filter((hit) => hit.name.toLowerCase() === constituent)).toEqual([]);
  });
});
