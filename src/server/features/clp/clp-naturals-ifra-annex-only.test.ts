import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { ClpClassificationSchema, CreatedFormulaSchema } from '../../../../tests/setup/response-schemas.ts';

const SHARED_DATA = path.resolve(import.meta.dirname, '../../../../../shared/data');
const ANNEX_CSV = path.join(SHARED_DATA, 'ifra-51-annex-contributions/natural_contributions.csv');
const hasSharedData = fs.existsSync(ANNEX_CSV);

/**
 * A natural the library knows only through the IFRA Annex (natural_contributions.csv, read here with Papa Parse, not
 * the importer): the Annex names the few constituents IFRA regulates, so the rest of the oil is of unknown
 * composition. Sweet orange oil is mostly d-limonene (Annex VI 601-096-00-2: Skin Sens. 1B, Asp. Tox. 1, Aquatic
 * Acute 1), lavender oil mostly linalool and linalyl acetate (linalool 603-235-00-2: Skin Sens. 1B): none of that is
 * in the Annex, so a label that said "no hazard" would rest on a guess (CLP Article 4(3) and Annex I 1.1.3: the
 * classification is made on the information available, and here it is not). The allergen declaration holds the same
 * oil "cannot be verified"; the CLP now leaves every class not already classified undetermined, naming the oil.
 */
describe.skipIf(!hasSharedData)('CLP of a natural known only through the IFRA Annex (needs ../shared/data)', () => {
  it(
    'leaves skin sensitisation and the aquatic classes undetermined, never "not classified"',
    { timeout: 600_000 },
    async () => {
      const rows = Papa.parse<Record<string, string>>(fs.readFileSync(ANNEX_CSV, 'utf8'), { header: true }).data;
      const lavenderRows = rows.filter(
        (row) => row.principal_cas === '8000-28-0' && row.natural_name === 'Lavender oil',
      );
      const stated = lavenderRows.reduce((sum, row) => sum + Number(row.concentration_pct), 0);
      // 1-octen-3-yl acetate 1.04 + 2-hexenal 0.01 + geraniol 0.48 = 1.53 % of the oil: 98.47 % unknown.
      expect(stated).toBeCloseTo(1.53, 10);

      const ctx = await createTestContext({}, { library: true });
      const user = await ctx.signUp();
      const first = async (q: string) => {
        const response = await ctx.request(`/api/materials/search?q=${encodeURIComponent(q)}&limit=1`, {
          cookie: user.cookie,
        });
        const schema = z.looseObject({ items: z.array(z.looseObject({ id: z.string(), name: z.string() })) });
        const [item] = (await readJson(response, schema)).items;
        if (!item) throw new Error(`nothing found for ${q}`);
        return item;
      };
      const lavender = await first('lavender oil');
      expect(lavender.name).toBe('Lavender oil');
      const dpg = await first('DPG');
      const created = await ctx.request('/api/formulas', {
        method: 'POST',
        cookie: user.cookie,
        json: {
          name: 'Lavender candle oil',
          rows: [
            { name: lavender.name, materialId: lavender.id, amount: 30, unit: 'g' },
            { name: dpg.name, materialId: dpg.id, amount: 70, unit: 'g' },
          ],
        },
      });
      const { formula } = await readJsonWithStatus(created, 201, CreatedFormulaSchema);
      const body = await readJsonWithStatus(
        await ctx.request(`/api/formulas/${formula.id}/clp?productForm=concentrate&flashPointC=80`, {
          cookie: user.cookie,
        }),
        200,
        ClpClassificationSchema,
      );

      // Geraniol 0.48 % × 30 % = 0.144 % < 1 % (Skin Sens. 1, Table 3.4.5): the Annex's constituents classify nothing.
      expect(body.classification).toEqual([]);
      expect(body.naturals).toEqual([
        expect.objectContaining({
          name: 'Lavender oil',
          basis: 'IFRA Annex only',
          unknownPercent: expect.closeTo(30 * (1 - stated / 100), 6),
        }),
      ]);
      const open = new Map<string, (typeof body.undetermined)[number]>(
        body.undetermined.map((entry) => [entry.class, entry]),
      );
      for (const hazardClass of ['Skin Sens.', 'Skin Irrit.', 'Aquatic Acute', 'Aquatic Chronic'])
        expect(open.get(hazardClass)?.reason, hazardClass).toMatch(
          /Lavender oil is known only by the few constituents the IFRA Annex gives \(the rest, 29\.5 % of the fragrance, is unknown\)/,
        );
      expect(open.get('Skin Sens.')?.missing).toEqual(['composition or classification of Lavender oil']);
      // Flammability is the measured flash point's: 80 °C > 60 °C, not classified (Table 2.6.1), not left open.
      expect(open.has('Flam. Liq.')).toBe(false);
    },
  );
});
