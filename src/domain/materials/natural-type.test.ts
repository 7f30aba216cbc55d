import { describe, expect, it } from 'vitest';
import { deriveNaturalType, isNamedByProduct, isNamedNonOil } from './natural-type.ts';

describe('deriveNaturalType', () => {
  it.each([
    ['Lavender oil', 'F2.12', 'essential oil'],
    ['Lavender absolute', 'F2.1', 'absolute'],
    ['Oakmoss absolute (low atranol & chloratranol)', 'B2.1.2', 'absolute'],
    ['Bergamot oil, expressed', 'G2.5', 'expressed oil'],
    ['Lemon oil folded (5X)', 'G2.6', 'folded'],
    ['Jasmine concrete', 'F2.7', 'concrete'],
    ['Lavender oil, rectified', 'F2.24', 'rectified'],
    ['Benzoin resinoid, Sumatra', 'K2.26', 'resinoid'],
    ['Lavender CO2 extract', 'F2.27', 'CO2 extract'],
    ['Lemon oil, terpeneless', 'G2.29', 'terpeneless'],
    ['Ambrette tincture', 'H2.31', 'tincture'],
    ['Bergamot oil, furocoumarin free', 'G2.33', 'furocoumarin-free'],
    // A "low x" code that is not furocoumarin-free, and codes that name no type: the name decides, else unknown.
    ['Lavender oil (low coumarin)', 'F2.33', 'essential oil'],
    ['Lavender', 'F2.19', 'unknown'],
    ['Lavender extract', 'F2.13', 'unknown'],
    // No code: what the name says.
    ['Rose absolute', null, 'absolute'],
    ['Lemon oil', null, 'essential oil'],
    ['Vetiver', null, 'unknown'],
    // A name of several forms (IFRA_STD_124's, IFRA_STD_083's) is none of them.
    ['Costus root oil, absolute and concrete', null, 'unknown'],
    ['Verbena oil and absolute (Lippia citriodora Kunth.)', null, 'unknown'],
    ['Orange flower absolute, bitter (Neroli and Neroli Bigarade)', null, 'absolute'],
    ['Copaiba balsam oil', null, 'essential oil'],
  ])('%s (%s) is %s', (name, ncsCategory, type) => {
    expect(deriveNaturalType({ isNatural: true, name, ncsCategory })).toBe(type);
  });

  it('is null for a material that is not a natural', () => {
    expect(deriveNaturalType({ isNatural: false, name: 'Linalool' })).toBeNull();
  });
});

describe('isNamedNonOil', () => {
  it.each([
    ['Rosemary absolute', true],
    ['Cinnamon bark CO2 extract', true],
    ['Orange flower absolute, bitter (Neroli and Neroli Bigarade)', true],
    ['Labdanum resinoid', true],
    ['Rosemary oil', false],
    ['Copaiba balsam oil', false],
    ['Linalool', false],
  ])('%s: %s', (name, expected) => {
    expect(isNamedNonOil(name)).toBe(expected);
  });
});

describe('isNamedByProduct', () => {
  it.each([
    ['Bergamot oil terpenes', true],
    ['Cedarwood oil, oxidized', true],
    ['Cedarwood oil acetylated', true],
    ['Cedarwood oil, epoxidized', true],
    ['Geranium oil, fractions rich in citronellol', true],
    ['Vetiver oil sesquiterpenes', true],
    ['Bergamot oil, expressed', false],
    ['Lemon oil, terpeneless', false],
    ['Terpineol', false],
    ['Cedarwood oil, Virginia', false],
    ['Hydroxycitronellal', false],
  ])('%s: %s', (name, expected) => {
    expect(isNamedByProduct(name)).toBe(expected);
  });
});
