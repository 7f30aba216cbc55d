// Forbidding notes and Annex II reached through naturals' constituents (issue 27; split from standards-as-written.test.ts).
import { describe, expect, it } from 'vitest';
import { report } from '../../../tests/fixtures/standards-as-written-fixtures.ts';

describe('forbidding notes and Annex II through naturals', () => {
  it('horseradish oil fails as STD_107 says "should not be used", the note quoted, at any amount', () => {
    const value = report({ horseradish: 0.01 }, '4', 20);
    const standard = value.standards.find((entry) => entry.key === 'IFRA_STD_107');
    expect(standard).toMatchObject({ verdict: 'fail', reason: 'prohibited-direct' });
    expect(standard?.note).toContain('both extracts should not be used in fragrance mixtures');
    expect(value.verdict).toBe('not-compliant');
    // EU Annex II 18: 45 % of a forbidden natural is not a trace.
    expect(value.euProhibited.find((entry) => entry.annexIiReference === '18')).toMatchObject({
      isTraceOnly: false,
      origin: 'natural',
    });
  });

  it('mustard oil, which the Annex does not list, fails by the name STD_107 gives it; another name is not guessed', () => {
    const value = report({ mustard: 0.001 }, '9', 1);
    expect(value.standards.find((entry) => entry.key === 'IFRA_STD_107')).toMatchObject({
      verdict: 'fail',
      reason: 'prohibited-direct',
    });
    expect(value.verdict).toBe('not-compliant');
    // "Mustard seed oil" is not the name the note gives: its composition is unknown, so it cannot be verified.
    const other = report({ 'mustard-seed': 0.001 }, '9', 1);
    expect(other.standards.find((entry) => entry.key === 'IFRA_STD_107')).toBeUndefined();
    expect(other.verdict).toBe('cannot-be-verified');
  });

  it.each([
    // [material, Standard, fails as forbidden?] 0.01 g in 100 g at 20 %: 0.002 %, under 0.69 (STD_083) and 0.01
    // (STD_097) in category 4. Only absolutes of verbena, only T. patula and T. minuta may be used; a verbena of
    // unknown type is not known to be an absolute.
    ['verbena-oil', 'IFRA_STD_083', true],
    ['verbena', 'IFRA_STD_083', true],
    ['verbena-abs', 'IFRA_STD_083', false],
    ['tagetes-erecta', 'IFRA_STD_097', true],
    ['tagetes-minuta', 'IFRA_STD_097', false],
    ['tagetes-patula', 'IFRA_STD_097', false],
    // STD_071: "Peru balsam crude should not be used"; its extracts and distillates are restricted (cat 4 0.41).
    ['peru-crude', 'IFRA_STD_071', true],
    ['peru-resinoid', 'IFRA_STD_071', false],
    // "The restriction only applies to Peru balsam extracts and distillates": a distillate by its name.
    ['peru-distillate', 'IFRA_STD_071', false],
  ] as const)('%s: %s forbids it (%s) with its note quoted, or holds it to its limit', (id, key, forbidden) => {
    const value = report({ [id]: 0.01 }, '4', 20);
    const prohibition = value.standards.find((entry) => entry.key === `${key}~forbidden`);
    const standard = value.standards.find((entry) => entry.key === key);
    if (forbidden) {
      expect(prohibition).toMatchObject({ verdict: 'fail', reason: 'prohibited-direct' });
      expect(prohibition?.note).toContain('should not be used as a fragrance ingredient');
      expect(standard).toBeUndefined();
      expect(value.verdict).toBe('not-compliant');
    } else {
      expect(prohibition).toBeUndefined();
      expect(standard?.verdict).not.toBe('fail');
      expect(standard?.concentration).toBeCloseTo(0.002, 12);
    }
  });

  it.each([
    // [material, Annex II entry that bans it, or null] 0.01 g in 100 g at 20 %. Regulation (EC) No 1223/2009 Annex II
    // 450: "Verbena essential oils (Lippia citriodora Kunth.) and derivatives other than absolute"; 1136: "Exudation
    // of Myroxylon pereirae (Royle) Klotzsch (Peru balsam, crude)". The absolute and the extracts and distillates share
    // the CAS and are not banned; a verbena or a Peru balsam of unknown type is not known to be one of them.
    ['verbena-oil', '450'],
    ['verbena', '450'],
    ['verbena-abs', null],
    ['peru-crude', '1136'],
    ['peru-resinoid', null],
    ['peru-distillate', null],
  ] as const)('%s: banned by EU Annex II entry %s (null: by none)', (id, entry) => {
    const value = report({ [id]: 0.01 }, '4', 20);
    const banned = value.euProhibited.filter((result) => !result.isTraceOnly).map((result) => result.annexIiReference);
    const failures = value.failures.filter((failure) => failure.kind === 'eu-annex-ii');
    expect(banned).toEqual(entry === null ? [] : [entry]);
    expect(failures.length).toBe(entry === null ? 0 : 1);
    if (entry !== null) expect(value.verdict).toBe('not-compliant');
  });

  it.each([
    // [grams of cinnamon leaf oil in 100 g, dosage, category, safrole % in the product, Annex II trace?, verdict]
    // 0.5 g × 1.2 % × 20 / 100 = 0.0012 % ≤ 0.01 % (100 ppm): a trace the Annex tolerates.
    [0.5, 20, '4', 0.0012, true, 'compliant'],
    // 5 g × 1.2 % × 20 / 100 = 0.012 % > 0.01 %: IFRA STD_179 note and Annex II 360 both fail.
    [5, 20, '4', 0.012, false, 'not-compliant'],
    // Oral products (category 6): 50 ppm. 3 g × 1.2 % × 20 / 100 = 0.0072 % > 0.005 %.
    [3, 20, '6', 0.0072, false, 'not-compliant'],
  ] as const)(
    '%s g of cinnamon leaf oil at D=%s, category %s: safrole %s %%, trace %s',
    (grams, dosage, category, concentration, isTrace, verdict) => {
      const value = report({ 'cinnamon-leaf': grams }, category, dosage);
      const safrole = value.euProhibited.find((entry) => entry.annexIiReference === '360');
      expect(safrole?.concentration).toBeCloseTo(concentration, 12);
      expect(safrole?.isTraceOnly).toBe(isTrace);
      if (category === '4') expect(value.verdict).toBe(verdict);
      else expect(value.failures.some((failure) => failure.kind === 'eu-annex-ii')).toBe(true);
    },
  );
});
