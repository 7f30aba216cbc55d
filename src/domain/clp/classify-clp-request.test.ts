import { describe, expect, it } from 'vitest';
import type { AnnexViEntry } from './annex-vi-entry.ts';
import { classifyClpRequest, describeHazard, resolveIngredient } from './classify-clp-request.ts';
import type { ClpClassifyBody } from './clp.schemas.ts';
import { parseHazardClassification, type HazardClassification } from './parse-hazard-classification.ts';

const hazards = (...texts: string[]) =>
  texts.map((text) => parseHazardClassification(text)).filter((h): h is HazardClassification => h !== null);

/** A harmonised entry shaped like Annex VI's benzyl alcohol row (603-057-00-5, ATP 21). */
const BENZYL_ALCOHOL: AnnexViEntry = {
  indexNo: '603-057-00-5',
  names: ['benzyl alcohol'],
  ecNumbers: ['202-859-9'],
  casNumbers: ['100-51-6'],
  hazards: hazards('Acute Tox. 4; H302', 'Eye Irrit. 2; H319', 'Skin Sens. 1B; H317'),
  limits: [],
  mFactors: {},
  ate: { oral: 1200 },
  notes: [],
  labelCodes: ['GHS07', 'Wng'],
  supplementalCodes: [],
  atp: 'CLP00/ATP21',
  unread: [],
};

describe('describeHazard: a classification as Annex VI writes it (Table 3.1 columns "Hazard Class and Category Code(s)", "Hazard statement Code(s)")', () => {
  it.each([
    [{ hazardClass: 'Skin Sens.', category: '1B', hStatement: 'H317', isMinimum: false }, 'Skin Sens. 1B; H317'],
    [{ hazardClass: 'Acute Tox.', category: '4', hStatement: 'H302', isMinimum: true }, 'Acute Tox. 4 *; H302'],
    [{ hazardClass: 'Lact.', category: '', hStatement: 'H362', isMinimum: false }, 'Lact.; H362'],
    [{ hazardClass: 'Skin Irrit.', category: '2', hStatement: null, isMinimum: false }, 'Skin Irrit. 2'],
  ] satisfies [HazardClassification, string][])('%o → %s', (hazard, text) => {
    expect(describeHazard(hazard)).toBe(text);
  });
});

describe('resolveIngredient: a harmonised entry cannot be weakened (Article 4(3))', () => {
  const resolve = (input: Parameters<typeof resolveIngredient>[0], entry: AnnexViEntry | null = BENZYL_ALCOHOL) => {
    const trace: string[] = [];
    return { ingredient: resolveIngredient(input, 5, 'fragrance', entry, trace), trace };
  };
  const summary = (list: HazardClassification[]) => list.map((h) => `${h.hazardClass} ${h.category}; ${h.hStatement}`);

  it('no supplier classification: the Annex VI entry as it is', () => {
    const { ingredient } = resolve({ name: 'Benzyl alcohol', cas: '100-51-6' });
    expect(ingredient.source).toBe('annexVI');
    expect(summary(ingredient.hazards)).toEqual(['Acute Tox. 4; H302', 'Eye Irrit. 2; H319', 'Skin Sens. 1B; H317']);
    expect(ingredient.ate).toEqual({ oral: 1200 });
  });

  it('a weaker supplier category is refused, a stricter one kept, a class Annex VI lacks added', () => {
    const { ingredient, trace } = resolve({
      name: 'Benzyl alcohol',
      supplierClassification: ['Eye Irrit. 2; H319', 'Skin Sens. 1A; H317', 'Aquatic Chronic 3; H412'],
    });
    expect(summary(ingredient.hazards)).toEqual([
      'Acute Tox. 4; H302',
      'Eye Irrit. 2; H319',
      'Skin Sens. 1A; H317',
      'Aquatic Chronic 3; H412',
    ]);
    expect(trace.join(' ')).toMatch(/harmonised Acute Tox. 4 .* added/);
    const weaker = resolve(
      { name: 'x', supplierClassification: ['Acute Tox. 4; H302'] },
      {
        ...BENZYL_ALCOHOL,
        hazards: hazards('Acute Tox. 3; H301'),
      },
    );
    expect(summary(weaker.ingredient.hazards)).toEqual(['Acute Tox. 3; H301']);
    expect(weaker.trace.join(' ')).toMatch(/would weaken the harmonised 3/);
  });

  it('the higher M-factor and the lower ATE stand', () => {
    const { ingredient } = resolve(
      { name: 'x', supplierClassification: [], mFactors: { acute: 1, chronic: 100 }, ate: { oral: 2000, dermal: 900 } },
      { ...BENZYL_ALCOHOL, mFactors: { acute: 10, chronic: 10 } },
    );
    expect(ingredient.mFactors).toEqual({ acute: 10, chronic: 100 });
    expect(ingredient.ate).toEqual({ oral: 1200, dermal: 900 });
  });

  it('no entry and no supplier classification: nothing known (unknown for acute toxicity)', () => {
    const { ingredient } = resolve({ name: 'Iso E Super', cas: '54464-57-2' }, null);
    expect(ingredient).toMatchObject({ hasData: false, source: 'none', hazards: [] });
  });
});

describe('classifyClpRequest: loads and bases (issue 31: "eugenol at 1 % of an oil is named at 10 % load, not at 8 %")', () => {
  const request = (
    productForm: ClpClassifyBody['productForm'],
    loadPercent: number | undefined,
    withBase = true,
  ): ClpClassifyBody => ({
    productForm,
    loadPercent,
    supplyTo: 'generalPublic',
    components: [
      { name: 'Eugenol', cas: '97-53-0', percent: 1, supplierClassification: ['Skin Sens. 1B; H317'] },
      { name: 'Rest', percent: 99, supplierClassification: [] },
    ],
    base: withBase ? [{ name: 'Soy wax', percentOfBase: 100, supplierClassification: [] }] : undefined,
  });
  const run = (body: ClpClassifyBody) => classifyClpRequest(body, () => null, { annexVi: null, importedOn: null });

  it.each([
    [10, ['EUH208']],
    [8, []],
  ])('candle at %i %%: 1 %% × load / 100 against 0.1 %% (Table 3.4.6)', (load, expected) => {
    const result = run(request('candle', load));
    expect(result.label.supplementalStatements.filter((s) => s.code === 'EUH208').map((s) => s.code)).toEqual(expected);
    expect(result.ingredients.find((i) => i.name === 'Eugenol')?.percent).toBe(load / 100);
    expect(result.ingredients.find((i) => i.name === 'Soy wax')?.percent).toBe(100 - load);
  });

  it('a candle without its base: the rest is an ingredient of unknown classification', () => {
    const result = run(request('candle', 10, false));
    expect(result.ingredients.at(-1)).toMatchObject({
      name: 'Base (composition not given)',
      percent: 90,
      source: 'none',
    });
  });

  it('a concentrate is classified as supplied: its load is not applied, and the trace says so', () => {
    const result = run({ ...request('concentrate', 10), base: undefined });
    expect(result.ingredients.find((i) => i.name === 'Eugenol')?.percent).toBe(1);
    expect(result.trace[0]).toMatch(/loadPercent 10 is not applied/);
  });
});

describe('the label names a substance of Annex VI as Annex VI does (Article 18(2)(a), 18(3)(b))', () => {
  // Annex VI 649-422-00-2 (kerosine, hydrotreated light): Asp. Tox. 1; H304. A reed diffuser at 10 % load in a base
  // of 100 % of it at 2 mm²/s: 90 % Asp. Tox. 1 ≥ 10 % with ≤ 20.5 mm²/s is H304 (Annex I 3.10.3.3.1.1), and the
  // substance that causes it is named beside the product identifier by its Annex VI name, not the user's.
  const KEROSINE: AnnexViEntry = {
    ...BENZYL_ALCOHOL,
    indexNo: '649-422-00-2',
    names: [
      'Distillates (petroleum), hydrotreated light; Kerosine - unspecified; [A complex combination of hydrocarbons obtained by treating a petroleum fraction with hydrogen in the presence of a catalyst. It consists of hydrocarbons having carbon numbers predominantly in the range of C9 through C16 and boiling in the range of approximately 150 °C to 290 °C (302 °F to 554 °F).]',
    ],
    ecNumbers: ['265-149-8'],
    casNumbers: ['64742-47-8'],
    hazards: hazards('Asp. Tox. 1; H304'),
    ate: {},
  };
  it('names the base by its Annex VI name', () => {
    const response = classifyClpRequest(
      {
        productForm: 'reedDiffuser',
        loadPercent: 10,
        supplyTo: 'generalPublic',
        measured: { kinematicViscosity40C: 2 },
        components: [{ name: 'Iso E Super', cas: '54464-57-2', percent: 100, supplierClassification: [] }],
        base: [{ name: 'Isoparaffin diffuser base', cas: '64742-47-8', percentOfBase: 100 }],
      },
      (cas) => (cas === '64742-47-8' ? KEROSINE : null),
      { annexVi: null, importedOn: null },
    );
    expect(response.label.hazardStatements.map((statement) => statement.code)).toContain('H304');
    expect(response.label.productIdentifierComponents.map((substance) => substance.name)).toEqual([
      'Distillates (petroleum), hydrotreated light',
    ]);
  });
});
