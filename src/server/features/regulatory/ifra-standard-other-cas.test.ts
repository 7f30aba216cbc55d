// IFRA Standard STD_080 (Treemoss extracts, 51st Amendment) lists 90028-67-4, 68648-41-9 and 68917-40-8 and says
// "The scope of this Standard includes, but is not limited to the CAS number(s) indicated above; any other CAS
// number(s) used to identify these fragrance ingredients should be considered in scope as well". IFRA's Fragrance
// Ingredient Glossary (2019) identifies "Treemoss extract" by 84696-53-7. Annex III entry 92 of Regulation (EC) No
// 1223/2009 (Evernia furfuracea extract, treemoss) must be labelled over 0.001 % in leave-on products. Read from IFRA's
// and ECHA's own files with Papa Parse, never through the importer's parser.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { libraryRequests } from '../../../../tests/support/library-requests.ts';
import { hasSharedData, readTextRows, SHARED_DATA } from '../../../../tests/support/regulatory-text-files.ts';

if (!hasSharedData) console.info(`Skipping the IFRA glossary's other CAS numbers: ${SHARED_DATA} is absent.`);

const ctx = await createTestContext({}, { library: hasSharedData });
const user = await ctx.signUp();
const { search, postReport } = libraryRequests(ctx, user.cookie);

const ReportSchema = z.looseObject({
  categories: z.record(z.string(), z.looseObject({ verdict: z.string() })),
  certifiable: z.boolean(),
  standards: z.array(z.looseObject({ key: z.string() })),
  allergens: z.array(z.looseObject({ annexIiiReference: z.string().nullable(), declare: z.boolean() })),
});

describe.skipIf(!hasSharedData)('an IFRA ingredient under a CAS its Standard does not list', () => {
  it('holds "Treemoss extract" of the IFRA glossary to STD_080 and declares it as Annex III entry 92', async () => {
    const glossary = readTextRows('pyrfume-ifra-glossary-2019', 'ifra-fragrance-ingredient-glossary---oct-2019.csv');
    const treemoss = glossary.filter((row) => row['Principal name'] === 'Treemoss extract');
    expect(treemoss).toHaveLength(1);
    const cas = treemoss[0]!['CAS number']!;
    const listed = readTextRows('ifra-51-standards', 'standard_cas.csv').filter((row) => row.key === 'IFRA_STD_080');
    expect(listed.map((row) => row.cas)).not.toContain(cas);
    // Category 4 (fine fragrance) limit of STD_080, from standards.csv: 0.1 % in the finished product.
    const [std080] = readTextRows('ifra-51-standards', 'standards.csv').filter((row) => row.key === 'IFRA_STD_080');
    expect(Number(std080!.cat_4)).toBe(0.1);

    const [first] = await search(cas, 1);
    expect(first?.cas).toBe(cas);
    // 1 g in 100 g of concentrate at 20 %: 0.2 % of the finished product, twice the limit; 0.2 % > 0.001 % to label.
    const report = await readJson(await postReport(first!.id, 1), ReportSchema);
    expect(report.standards.map((standard) => standard.key.split('~')[0])).toContain('IFRA_STD_080');
    expect(report.categories['4']?.verdict).not.toBe('compliant');
    expect(report.certifiable).toBe(false);
    expect(report.allergens.some((allergen) => allergen.annexIiiReference === '92' && allergen.declare)).toBe(true);
  });
});
