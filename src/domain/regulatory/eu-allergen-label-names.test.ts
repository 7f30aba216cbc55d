import { describe, expect, it } from 'vitest';
import { EU_ALLERGEN_LABEL_NAMES } from './eu-allergen-label-names.ts';
import { mapEuAllergens, parseAnnexIiiMaximum } from './map-regulatory-data.ts';

const row = (
  annexIiiRef: string,
  cas: string,
  name: string,
  extra: { labelName?: string; maxConcentration?: string } = {},
) => ({
  annexIiiRef,
  cas,
  names: [name],
  labelName: extra.labelName ?? null,
  leaveOnThresholdPct: 0.001,
  rinseOffThresholdPct: 0.01,
  maxConcentration: extra.maxConcentration ?? null,
});

describe('the label names of Regulation (EU) 2023/1545', () => {
  it('covers the 24 kept allergens and the entries added or amended, each reference once, with valid CAS check digits', () => {
    const references = EU_ALLERGEN_LABEL_NAMES.map((entry) => entry.annexIiiReference);
    expect(new Set(references).size).toBe(references.length);
    expect(references.length).toBeGreaterThanOrEqual(80);
    for (const entry of EU_ALLERGEN_LABEL_NAMES) {
      for (const cas of entry.cas) {
        const digits = cas.replaceAll('-', '');
        const check = Number(digits.at(-1));
        const sum = [...digits.slice(0, -1)]
          .reverse()
          .reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
        expect(sum % 10, `${entry.labelName} ${cas}`).toBe(check);
      }
    }
  });

  it.each([
    ['84', '78-70-6', '1,6-Octadien-3-ol, 3,7-dimethyl-', 'Linalool'],
    ['77', '91-64-5', '2H-1-Benzopyran-2-one', 'Coumarin'],
    ['71', '97-53-0', 'Phenol, 2-methoxy-4-(2-propenyl)', 'Eugenol'],
    ['70', '5392-40-5', '3,7-Dimethyl-2,6-octadienal', 'Citral'],
    [
      '344',
      '54464-57-2',
      '1-(1,2,3,4,5,6,7,8-Octahydro-2,3,8,8-tetramethyl-2-naphthyl)ethan-1-one',
      'Tetramethyl Acetyloctahydronaphthalenes',
    ],
    [
      '336',
      '1222-05-5',
      '1,3,4,6,7,8-Hexahydro-4,6,6,7,8,8-hexamethylcyclopenta-γ-2-benzopyran',
      'Hexamethylindanopyran',
    ],
    ['352', '8007-75-8', 'Bergamot oil', 'Citrus Aurantium Bergamia Peel Oil'],
  ])('entry %s (%s, ECHA "%s") is labelled %s', (reference, cas, echaName, labelName) => {
    expect(mapEuAllergens([row(reference, cas, echaName)])[0]?.labelName).toBe(labelName);
  });

  // Issue 26 item 5: every CAS the trade uses for the substance or the natural, read from the IFRA Standards' scope
  // (standards.csv cas_numbers of STD_036 farnesol, STD_187 linalool, STD_067 oakmoss, STD_080 treemoss), and the IFRA
  // Fragrance Ingredient Glossary's (2019) 84696-53-7 "Treemoss extract".
  it.each([
    ['82', '4602-84-0', 'Farnesol', ['4602-84-0', '106-28-5', '3790-71-4', '16106-95-9', '3879-60-5']],
    ['84', '78-70-6', 'Linalool', ['78-70-6', '126-90-9', '126-91-0']],
    ['91', '90028-68-5', 'Evernia Prunastri Extract', ['90028-68-5', '68917-10-2', '9000-50-4']],
    ['92', '90028-67-4', 'Evernia Furfuracea Extract', ['90028-67-4', '68648-41-9', '68917-40-8', '84696-53-7']],
  ])('entry %s (ECHA CAS %s) is %s under every CAS %j', (reference, cas, labelName, expected) => {
    const [entry] = mapEuAllergens([row(reference, cas, 'ECHA chemical name')]);
    expect(entry?.labelName).toBe(labelName);
    expect(entry?.casNumbers).toEqual(expected);
  });

  it('keeps ECHA names for an entry the table does not know', () => {
    expect(mapEuAllergens([row('999', '50-00-0', 'Something', { labelName: 'Some Grouping' })])[0]?.labelName).toBe(
      'Some Grouping',
    );
  });

  it.each([
    ['Cosmetic products other than oral products: 0.02 %', 0.02],
    ['All cosmetic products: 0.4 %', 0.4],
    ['Oral products: 0.003 %', undefined],
    ['Rinse-off skin products (except hand wash) and rinse-off hair products: 0.06 % | Hand wash: 0.6 %', undefined],
    [null, undefined],
  ])('reads the Annex III maximum from "%s"', (text, value) => {
    expect(parseAnnexIiiMaximum(text)).toBe(value);
  });
});
