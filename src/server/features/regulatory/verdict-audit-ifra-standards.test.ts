import { describe, expect, it, vi } from 'vitest';
import { IFRA_CATEGORIES } from '../../../domain/regulatory/ifra-categories.ts';
import {
  ALONE,
  NR,
  REFERENCE,
  WORKBOOK,
  expectedMaxima,
  workbookRow,
} from '../../../../tests/fixtures/verdict-audit-cases.ts';
import { expectMaxima, hasAuditData, useVerdictAudit } from '../../../../tests/setup/verdict-audit-context.ts';

/**
 * Issue 27's independent check of the IFRA Standards (51st Amendment): each case computed by hand from the workbook
 * and the Standards' notes, cited by Standard (tests/setup/verdict-audit-context.ts says how, and the arithmetic).
 */
describe.skipIf(!hasAuditData)(
  'issue 27 verdict audit: the limits, sums, prohibitions and dates of the IFRA Standards',
  () => {
    const { own, post, lines } = useVerdictAudit();

    it.each(ALONE)('%s alone: every category reads its workbook cell', async (standardKey, material) => {
      const report = await post('/api/compliance/report', {
        lines: [{ materialId: own[material], grams: 10 }],
        category: '5D',
        dosage: 0.000001,
      });
      expectMaxima(report.maxDosage, expectedMaxima(WORKBOOK[standardKey], 100));
      // At 5D, 10⁻⁶ % of the product is the subject itself: the limit the report names is the 5D cell.
      expect(report.standards.find((standard) => standard.key === standardKey)?.limit).toBeCloseTo(
        WORKBOOK[standardKey]['5D'] as number,
        12,
      );
    });

    it('categories 1 and 6 depend on the flavour grade: declared, undeclared, declared not food grade', async () => {
      const maxima = async (materialId: string) =>
        (
          await post('/api/compliance/report', {
            lines: [{ materialId, grams: 1 }],
            category: '4',
            dosage: 1,
          })
        ).maxDosage;
      // Geraniol STD_037: category 1 0.78, category 6 0.16 (workbook) when the grade is declared food/flavour.
      expectMaxima(await maxima(own.geraniol), { '1': 0.78, '6': 0.16, '4': 4.7 });
      expectMaxima(await maxima(REFERENCE.geraniol.id), { '1': 'not-assessed', '6': 'not-assessed', '4': 4.7 });
      expectMaxima(await maxima(own.geraniolNotFood), { '1': 'not-approved', '6': 'not-approved', '4': 4.7 });
    });

    it('a prohibited material (musk ambrette, STD_168 PROHIBITION) is refused in every category', async () => {
      const report = await post('/api/compliance/report', {
        lines: lines([['83-66-9', 0.001]]),
        category: '4',
        dosage: 20,
      });
      expect(report.verdict).toBe('not-compliant');
      for (const category of IFRA_CATEGORIES) expect(report.maxDosage[category], category).toBe('not-approved');
    });

    it('mustard oil: STD_107 says Mustard and Horseradish oils "should not be used", at any amount', async () => {
      const report = await post('/api/compliance/report', {
        lines: lines([[REFERENCE.mustard.id, 0.001]]),
        category: '9',
        dosage: 1,
      });
      expect(report.verdict, JSON.stringify([report.unresolved, report.standards, report.failures])).toBe(
        'not-compliant',
      );
      expect(report.standards.find((standard) => standard.key === 'IFRA_STD_107')?.note).toContain(
        'should not be used',
      );
    });

    it('oakmoss + treemoss share one limit in every category (STD_067 / STD_080 notes)', async () => {
      // 0.3 g + 0.3 g in 100 g: c = 0.6 % of the two extracts together; D*_k = 100·L_k/0.6.
      const report = await post('/api/compliance/report', {
        lines: lines([
          [REFERENCE.oakmoss.id, 0.3],
          [REFERENCE.treemoss.id, 0.3],
        ]),
        category: '2',
        dosage: 2,
      });
      const expected = expectedMaxima(WORKBOOK.IFRA_STD_067, 0.6);
      // Categories 1 and 6: no flavour grade declared for the mosses.
      expectMaxima(report.maxDosage, { ...expected, '1': 'not-assessed', '6': 'not-assessed' });
      // Category 2 at 2 %: 0.012 % total > 0.016 %? No: 0.6·2/100 = 0.012 ≤ 0.016, ratio 0.75.
      expect(
        report.standards.find((standard) => standard.key === 'IFRA_STD_067')?.sharedLimit?.sumOfRatios,
      ).toBeCloseTo(0.012 / 0.016, 12);
      expect(report.categories['2'].verdict).not.toBe('not-compliant');
    });

    it('the furocoumarin sum holds bergamot, not methyl N-methylanthranilate (STD_087 note, STD_094 alone)', async () => {
      // Bergamot oil expressed 1 g (STD_087: 0.4 in categories 1–6, 7B, 8, 10B, 11B) and MNMA 0.05 g (STD_094 0,10).
      // Bergamot's Annex constituents: geranial 0.28 % + neral 0.2 % (citral, STD_021, cat 4 0.6) and geraniol 0.04 %.
      // Category 4: bergamot 100·0.4/1 = 40; MNMA 100·0.1/0.05 = 200; citral 100·0.6/0.0048 = 12 500: D*₄ = 40.
      // Were MNMA in the sum: 100 / (1/0.4 + 0.05/0.1) = 33.3.
      const report = await post('/api/compliance/report', {
        lines: lines([
          ['8007-75-8', 1],
          [REFERENCE.mnma.id, 0.05],
        ]),
        category: '4',
        dosage: 20,
      });
      expect(report.phototoxicity.standardKeys).toEqual(['IFRA_STD_087']);
      // Sum at D = 20: 1·0.2/0.4 = 0.5.
      expect(report.phototoxicity.sumOfRatios).toBeCloseTo(0.5, 12);
      expectMaxima(report.maxDosage, { '4': 40, '5A': 40, '8': 40, '11B': 40 });
      // MNMA's own limit: 0.05·0.2 = 0.01 % against 0.1 %.
      expect(report.standards.find((standard) => standard.key === 'IFRA_STD_094')).toMatchObject({ limit: 0.1 });
      expect(report.standards.find((standard) => standard.key === 'IFRA_STD_094')?.concentration).toBeCloseTo(0.01, 12);
    });

    it('citral isomers and thujone isomers are summed under their Standard (STD_021, STD_102 CAS lists)', async () => {
      // Citral 5392-40-5 0.1 g + geranial 141-27-5 0.2 g + neral 106-26-3 0.1 g: c = 0.4 %.
      // STD_021 cat 5D 0.051 → D* = 12.75; cat 2 0.032 → 8; cat 4 0.6 → 150 → not limited.
      const citral = await post('/api/compliance/report', {
        lines: lines([
          ['5392-40-5', 0.1],
          ['141-27-5', 0.2],
          ['106-26-3', 0.1],
        ]),
        category: '4',
        dosage: 20,
      });
      expectMaxima(citral.maxDosage, { '5D': 12.75, '2': 8, '4': NR });
      // EU Annex III 70 "Citral": 0.4·20/100 = 0.08 % > 0.001 % leave-on → declared, under the three CAS of the formula.
      const label = citral.allergens.find((allergen) => allergen.annexIiiReference === '70');
      expect(label?.concentration).toBeCloseTo(0.08, 12);
      expect(label?.declare).toBe(true);
      expect([...(label?.casInFormula ?? [])].sort()).toEqual(['106-26-3', '141-27-5', '5392-40-5']);
      // Thujone: α 546-80-5 0.5 g + β 471-15-8 0.5 g, c = 1 %: STD_102 cat 5D 5.3E-3 → 0.53; cat 4 1.4 → 140 → NR.
      const thujone = await post('/api/compliance/report', {
        lines: lines([
          ['546-80-5', 0.5],
          ['471-15-8', 0.5],
        ]),
        category: '4',
        dosage: 20,
      });
      expectMaxima(thujone.maxDosage, { '5D': 0.53, '5C': 1.6, '12': NR });
    });

    it('a Schiff base brings its aldehyde (Aurantiol 89-43-0: hydroxycitronellal 56.4 %, schiff_bases.csv)', async () => {
      // 1 g Aurantiol: hydroxycitronellal 0.564 %; STD_043 cat 5D 0.18 → 100·0.18/0.564; cat 2 0.11 → 19.50…
      const report = await post('/api/compliance/report', {
        lines: lines([['89-43-0', 1]]),
        category: '4',
        dosage: 20,
      });
      expectMaxima(report.maxDosage, { '5D': (100 * 0.18) / 0.564, '2': (100 * 0.11) / 0.564 });
    });

    it('class-defined specifications: an allyl ester (STD_188) and a Pinaceae oil (STD_184) are raised', async () => {
      const report = await post('/api/compliance/report', {
        lines: lines([
          [REFERENCE.allylCaproate.id, 0.1],
          [REFERENCE.pine.id, 1],
        ]),
        category: '4',
        dosage: 20,
      });
      const keys = report.specifications.map((item) => item.standardKey);
      expect(keys).toContain('IFRA_STD_188');
      expect(keys).toContain('IFRA_STD_184');
    });

    it("a Standard's implementation dates are reported (STD_037: new creations 30 March 2024, existing 30 October 2025)", async () => {
      const report = await post('/api/compliance/report', {
        lines: lines([[own.geraniol, 1]]),
        category: '4',
        dosage: 20,
      });
      expect(report.standards.find((standard) => standard.key === 'IFRA_STD_037')?.implementation).toEqual({
        newCreations: '2024-03-30',
        existingCreations: '2025-10-30',
      });
    });

    it('Lyral with the United Kingdom and the EU: never compliant (STD_044 prohibition, Annex II)', async () => {
      const report = await post('/api/compliance/report', {
        lines: lines([['31906-04-4', 0.5]]),
        category: '4',
        dosage: 20,
        markets: ['EU', 'UK'],
      });
      expect(report.verdict).toBe('not-compliant');
      expect(report.marketAssessments.find((entry) => entry.market === 'UK')?.status).toBe('not-assessed');
    });

    it('bergamot oil expressed alone in every category: 0.4 where phototoxicity applies, not limited elsewhere (STD_087)', async () => {
      // 2 g in 100 g: c = 2 %; D* = 100·0.4/2 = 20 in 2, 3, 4, 5A–5D, 7B, 8, 10B, 11B; 7A, 9, 10A, 11A, 12 "No
      // Restriction". Its citral (geranial 0.28 % + neral 0.2 %: c = 0.0096 %) never binds (100·0.032/0.0096 = 333).
      const report = await post('/api/compliance/report', {
        lines: lines([['8007-75-8', 2]]),
        category: '9',
        dosage: 5,
      });
      expectMaxima(report.maxDosage, {
        ...expectedMaxima(
          workbookRow(
            '0.4 0.4 0.4 0.4 0.4 0.4 0.4 0.4 0.4 NR 0.4 0.4 NR NR 0.4 NR 0.4 NR'
              .split(' ')
              .map((t) => (t === 'NR' ? 'No Restriction' : t)),
          ),
          2,
        ),
        '1': 'not-assessed',
        '6': 'not-assessed',
      });
      // Category 9 is rinse-off: the phototoxicity sum does not apply.
      expect(report.categories['9'].phototoxicitySum).toBeNull();
      // Annex III 352 "Bergamot oil" (ECHA: 68648-33-9, 8007-75-8, 89957-91-5): 2·5/100 = 0.1 % > 0.01 % rinse-off,
      // declared under the CAS of the formula, 8007-75-8, not the furocoumarin-free 68648-33-9 listed first.
      const bergamot = report.allergens.find((allergen) => allergen.annexIiiReference === '352');
      expect(bergamot).toMatchObject({ declare: true, casInFormula: ['8007-75-8'] });
      expect(bergamot?.concentration).toBeCloseTo(0.1, 12);
    });

    it('7-methoxycoumarin from lime oil expressed is held to the 0.01 % STD_158 allows natural sources', async () => {
      // "Lime oil, expressed": 7-methoxycoumarin 0.21 %. 30 g at 20 % in a shower gel (category 9, where lime's own
      // phototoxicity limit is "No Restriction"): 30·0.0021·20/100 = 0.0126 % > 0.01 % → fails; 20 g: 0.0084 % passes.
      const over = await post('/api/compliance/report', {
        lines: lines([[REFERENCE.lime.id, 30]]),
        category: '9',
        dosage: 20,
      });
      const coumarin = over.standards.find((standard) => standard.key === 'IFRA_STD_158');
      expect(coumarin?.concentration).toBeCloseTo(0.0126, 12);
      expect(coumarin?.verdict).toBe('fail');
      expect(over.verdict).toBe('not-compliant');
      const under = await post('/api/compliance/report', {
        lines: lines([[REFERENCE.lime.id, 20]]),
        category: '9',
        dosage: 20,
      });
      expect(under.standards.find((standard) => standard.key === 'IFRA_STD_158')?.verdict).not.toBe('fail');
      // D*₉ = 100·0.01 / (30·0.0021) = 15.87 % for the 30 g concentrate (citral 30·4.3 % = 1.29 %: 100·1.2/1.29 = 93).
      expectMaxima(over.maxDosage, { '9': 1 / 0.063 });
    });

    it.each([
      // 0.0525 g in 100 g at 20 %: 0.0105 % ≤ 0.011 % (STD_100 cat 4), but > 0.01 % and > 0.004 %.
      [0.0525, undefined, 'not-compliant'],
      [0.0525, 'hydroalcoholic-fragrance', 'not-compliant'],
      // 0.04 g: 0.008 % ≤ 0.01 % for a fine fragrance, > 0.004 % for an eau de toilette.
      [0.04, 'hydroalcoholic-fragrance', 'compliant'],
      [0.04, 'eau-de-toilette', 'not-compliant'],
    ] as const)(
      'methyl eugenol %s g in 100 g at 20 %% as %s, within IFRA category 4: %s in the EU',
      async (grams, euProductKind, verdict) => {
        const report = await post('/api/compliance/report', {
          lines: lines([[own.methylEugenol, grams]]),
          category: '4',
          dosage: 20,
          ...(euProductKind ? { euProductKind } : {}),
        });
        expect(report.standards.find((standard) => standard.key === 'IFRA_STD_100')?.verdict).not.toBe('fail');
        expect(report.verdict).toBe(verdict);
      },
    );

    it.each([
      // [case, material, grams in 100 g, Standard, % in the product at 20 %, fails?]
      // STD_110: asarone "as such should not be used"; from naturals (Calamus oil: cis 70 % + trans 0.7 %) up to
      // 100 ppm (0.01 %) in the finished product, isomers summed. 0.05·0.707·20/100 = 0.00707 %; 0.1 g: 0.01414 %.
      ['calamus 0.05 g', 'calamus', 0.05, 'IFRA_STD_110', 0.00707, false],
      ['calamus 0.1 g', 'calamus', 0.1, 'IFRA_STD_110', 0.01414, true],
      // STD_112: benzyl cyanide from naturals up to 0.01 %; Karo karunde absolute 5 %: 0.5 g → 0.005 %, 1.2 g → 0.012 %.
      ['karo karunde 0.5 g', 'karoKarunde', 0.5, 'IFRA_STD_112', 0.005, false],
      ['karo karunde 1.2 g', 'karoKarunde', 1.2, 'IFRA_STD_112', 0.012, true],
    ] as const)(
      'a prohibited substance through a natural is held to the Standard’s natural limit: %s',
      async (_case, material, grams, standardKey, concentration, fails) => {
        const report = await post('/api/compliance/report', {
          lines: lines([[REFERENCE[material].id, grams]]),
          category: '4',
          dosage: 20,
        });
        const standard = report.standards.find((entry) => entry.key === standardKey);
        expect(standard?.concentration).toBeCloseTo(concentration, 12);
        expect(standard?.verdict === 'fail').toBe(fails);
        if (fails) expect(report.verdict).toBe('not-compliant');
      },
    );

    it('benzyl cyanide added as such fails at any amount (STD_112 "as such should not be used")', async () => {
      const report = await post('/api/compliance/report', {
        lines: lines([['140-29-4', 0.001]]),
        category: '4',
        dosage: 1,
      });
      expect(report.standards.find((entry) => entry.key === 'IFRA_STD_112')?.verdict).toBe('fail');
      expect(report.verdict).toBe('not-compliant');
    });

    it('before a Standard is in force for existing creations, the report shows its date (STD_037, 30 October 2025)', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-01T12:00:00Z') });
      try {
        const report = await post('/api/compliance/report', {
          lines: lines([[REFERENCE.geraniol.id, 1]]),
          category: '4',
          dosage: 20,
        });
        expect(report.asOf).toBe('2025-06-01');
        // New creations from 30 March 2024 (past), existing ones from 30 October 2025 (ahead).
        expect(report.standards.find((standard) => standard.key === 'IFRA_STD_037')?.notYetInForce).toEqual({
          creations: 'existing',
          date: '2025-10-30',
        });
        // STD_021 citral (49th Amendment: 10 February 2021 / 2022) is in force.
        const citral = await post('/api/compliance/report', {
          lines: lines([['5392-40-5', 1]]),
          category: '4',
          dosage: 20,
        });
        expect(citral.standards.find((standard) => standard.key === 'IFRA_STD_021')?.notYetInForce).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });

    it.each([
      // STD_083 prohibited notes: "Verbena oils from Lippia citriodora Kunth. should not be used as a fragrance
      // ingredient"; restricted notes: "Only Verbena absolutes … can be used" (cat 4 0.69).
      ['verbena oil', 'verbenaOil', 'IFRA_STD_083', true],
      ['verbena absolute', 'verbenaAbsolute', 'IFRA_STD_083', false],
      // STD_097 prohibited notes: "Tagetes erecta should not be used as a fragrance ingredient in any finished product
      // application. Only Tagetes patula and Tagetes minuta should be used" (cat 4 0.01).
      ['tagetes erecta oil', 'tagetesErecta', 'IFRA_STD_097', true],
      ['tagetes minuta oil', 'tagetesMinuta', 'IFRA_STD_097', false],
      // STD_071: "Peru balsam crude should not be used…"; "The restriction only applies to Peru balsam extracts and
      // distillates" (cat 4 0.41). STD_078: "Crude gums of Liquidambar … should not be used…"; "Only extracts or
      // distillates (resinoids, absolutes and oils) … can be used" (cat 4 0.64).
      ['Peru balsam crude', 'peruCrude', 'IFRA_STD_071', true],
      ['Peru balsam resinoid', 'peruResinoid', 'IFRA_STD_071', false],
      ['styrax crude gum', 'styraxGum', 'IFRA_STD_078', true],
      ['styrax resinoid', 'styraxResinoid', 'IFRA_STD_078', false],
    ] as const)(
      'a Standard forbidding one natural of its scope: %s',
      async (_case, material, standardKey, forbidden) => {
        // 0.01 g in 100 g at 20 %: 0.002 %, under both Standards' category 4 limits (0.69, 0.01).
        const report = await post('/api/compliance/report', {
          lines: lines([[REFERENCE[material].id, 0.01]]),
          category: '4',
          dosage: 20,
        });
        // The Standard itself, or the prohibition beside it (IFRA_STD_083~forbidden) that its note adds.
        const entries = report.standards.filter((entry) => entry.key.startsWith(standardKey));
        expect(entries.length, JSON.stringify(report.standards)).toBeGreaterThan(0);
        const failing = entries.find((entry) => entry.verdict === 'fail');
        if (forbidden) {
          expect(failing?.note).toContain('should not be used');
          expect(failing?.concentration).toBeCloseTo(0.002, 12);
          expect(report.verdict).toBe('not-compliant');
          for (const category of IFRA_CATEGORIES) expect(report.maxDosage[category], category).toBe('not-approved');
        } else {
          expect(failing).toBeUndefined();
          expect(entries.find((entry) => entry.key === standardKey)?.concentration).toBeCloseTo(0.002, 12);
        }
      },
    );
  },
);
