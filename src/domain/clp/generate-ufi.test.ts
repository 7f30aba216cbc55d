import { describe, expect, it } from 'vitest';
import { formatUfi, generateUfi, isValidUfi, normaliseVatNumber, UFI_ALPHABET } from './generate-ufi.ts';

// Worked examples of ECHA's "UFI Developers Manual" (ECHA-19-H-08-EN): the manual's PDF could not be opened from
// here, so these are the examples as three independent implementations reproduce them identically (the C++
// ufi-generator's README, gc_wizard's ufi_test.dart and a C# UFIGenerator's unit tests); none was computed by this
// module. One row per conversion rule of the manual's Table 2-2 and per country group of Table 2-1.
const EXAMPLES: ReadonlyArray<[vat: string, formulation: number, ufi: string]> = [
  ['ATU12345678', 178956970, 'C23S-PQ2V-AMH9-VVRF'],
  ['BE0987654321', 89478485, 'U1JV-SUMH-N988-U751'],
  ['BG987654321', 89478485, 'A1JV-EUD3-498W-U23R'],
  ['BG9987654321', 252644556, '80SW-N2UD-FGRY-F6DA'],
  ['CZ81726354', 156920229, 'HKC1-Q7N0-DKF6-7N3E'],
  ['CZ9785634210', 268435455, 'W3NN-SKC4-JXSS-V4WG'],
  ['CY12345678C', 87654321, '7EHW-3KC7-748V-S1RH'],
  ['CY12345678Y', 87654321, 'FEHW-3KH5-X487-SNRD'],
  ['DE112358132', 134217728, 'KMTT-DSP3-7FD7-6RWY'],
  ['DK31415926', 524544, '3FQU-5GP0-Y105-J64N'],
  ['EE271828182', 230087533, 'QY3Q-327C-QDPR-EE11'],
  ['FRRF987654321', 134217728, '6KTT-PSK1-AFDM-KEFU'],
  ['FRZY999999999', 230087533, 'NX3Q-2263-2DP5-UQ4T'],
  ['FR01012345678', 268435455, 'F3NN-3K1J-EXSK-7PHY'],
  ['FR10012345678', 268435455, '23NN-5KKE-GXSF-7MD3'],
  ['GB987654321', 156920229, 'GJC1-S7TH-AKFK-TR8P'],
  ['GB999987654321', 156920229, 'CJC1-47ES-AKFS-WTFW'],
  ['GBZY123', 268435455, '53NN-7KTT-1XS1-DDPH'],
  ['GBAB987', 268435455, 'M3NN-7KTS-YXSK-D8UW'],
  ['GR567438921', 66260700, 'QNWM-9X6E-E46N-G4GJ'],
  ['EL567438921', 66260700, 'QNWM-9X6E-E46N-G4GJ'],
  ['FI18273645', 29979245, 'VWF9-CDT4-2S2N-PDTV'],
  ['HR16021765654', 268435455, '53NN-KKPX-SXSD-QJY7'],
  ['HU22334455', 238219293, 'AU06-7HHD-64QN-8RHF'],
  ['IE9Z54321Y', 134217728, 'GMTT-2SQN-6FDD-6TV1'],
  ['IE9+54321Y', 134217728, 'KMTT-2SQQ-0FDQ-6A5D'],
  ['IE9*54321Y', 134217728, 'GMTT-2SQR-UFD0-6TFR'],
  ['IE9876543Z', 230087533, 'JY3Q-R2M8-GDP2-DQRS'],
  ['IE9876543ZW', 230087533, 'XY3Q-S215-2DPF-DA4U'],
  ['IE9876543AB', 182319099, 'TUG4-PE6C-4XHP-RSAM'],
  ['ISAB3D5F', 182319099, 'XUG4-WE32-RXHD-RHWU'],
  ['IS1ZY2BA', 268435455, '53NN-1KDC-JXSH-W6WV'],
  ['IT14286244833', 214783315, 'WK3F-PYSX-TXM0-K9AV'],
  ['LI99999', 182319099, 'CUG4-FEHP-HXHW-SC4E'],
  ['LT987654321', 15790899, 'W3VQ-HGW8-UF12-W7QP'],
  ['LT987654321098', 156920229, 'SJC1-P7FR-DKF3-Y2YC'],
  ['LU16726218', 214783315, 'FK3F-8YC6-1XMK-SAQ5'],
  ['LV39903127176', 182319099, 'WUG4-5E2S-UXHN-M5C7'],
  ['MT99887766', 83144621, '7KW0-SMM5-2Q7N-4K8D'],
  ['NL999999999B77', 96485337, 'QJ0V-J1JU-9Y8W-37TG'],
  ['NO958473621', 268435455, '63NN-7KPT-WXS8-WGYA'],
  ['PL4835978701', 19621109, 'XRMW-9HU2-PT1U-7JNN'],
  ['PT998776554', 30051977, 'K9WS-JKK3-WS2E-1WSC'],
  ['RO98', 252644556, 'E0SW-U2CF-KGR6-FRKW'],
  ['RO9081726354', 214783315, '2K3F-QYHK-YXMU-RTN5'],
  ['SE987654321098', 156920229, '1KC1-87DH-0KFR-2WGE'],
  ['SI12345678', 178956970, 'U23S-WQK5-AMH7-V03N'],
  ['SK9987654321', 252644556, 'N0SW-W2AP-FGRV-F9RH'],
];

describe('generateUfi (UFI Developers Manual, chapter 2)', () => {
  it.each(EXAMPLES)('%s with formulation %i gives %s', (vat, formulation, ufi) => {
    expect(generateUfi(vat, formulation)).toEqual({ ok: true, ufi });
    expect(isValidUfi(ufi)).toBe(true);
  });

  it('reads a VAT number typed with spaces, dots, hyphens or small letters', () => {
    expect(normaliseVatNumber(' fr 01.012-345 678 ')).toBe('FR01012345678');
    expect(generateUfi('de 112 358 132', 134217728)).toEqual({ ok: true, ufi: 'KMTT-DSP3-7FD7-6RWY' });
  });

  it.each([
    ['US123456789', 1, 'not one'],
    ['', 1, 'an empty number'],
    ['DE12345678', 1, 'not in the format of a DE VAT number'],
    ['NL999999999A77', 1, 'not in the format of a NL VAT number'],
    ['DE112358132', -1, 'from 0 to 268435455'],
    ['DE112358132', 268435456, 'from 0 to 268435455'],
    ['DE112358132', 1.5, 'from 0 to 268435455'],
  ])('refuses %j with formulation %s', (vat, formulation, message) => {
    const result = generateUfi(vat, formulation);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });

  it('gives the formulation numbers 0 and 268435455 (the 28-bit bounds of 2.1.1) their own UFIs', () => {
    const low = generateUfi('DE112358132', 0);
    const high = generateUfi('DE112358132', 268435455);
    expect(low.ok && high.ok && low.ufi !== high.ufi).toBe(true);
  });
});

describe('isValidUfi (manual 2.2: weights 1…16, sum a multiple of 31, hyphens allowed since version 1.4)', () => {
  const valid = 'GMTT-2SQN-6FDD-6TV1';

  it('accepts a UFI with or without hyphens, in small letters', () => {
    expect(isValidUfi(valid)).toBe(true);
    expect(isValidUfi(valid.replace(/-/g, ''))).toBe(true);
    expect(isValidUfi(valid.toLowerCase())).toBe(true);
  });

  it('detects every single-character change (the checksum of 2.1.4 over a prime modulus)', () => {
    const compact = valid.replace(/-/g, '');
    let tried = 0;
    for (let position = 0; position < 16; position++) {
      for (const char of UFI_ALPHABET) {
        if (char === compact[position]) continue;
        const changed = compact.slice(0, position) + char + compact.slice(position + 1);
        expect(isValidUfi(changed), changed).toBe(false);
        tried++;
      }
    }
    expect(tried).toBe(16 * 30);
  });

  it('detects every swap of two different neighbouring characters', () => {
    for (const [, , ufi] of EXAMPLES) {
      const compact = ufi.replace(/-/g, '');
      for (let position = 0; position < 15; position++) {
        if (compact[position] === compact[position + 1]) continue;
        const swapped =
          compact.slice(0, position) + compact[position + 1] + compact[position] + compact.slice(position + 2);
        expect(isValidUfi(swapped), swapped).toBe(false);
      }
    }
  });

  it.each(['GMTT-2SQN-6FDD-6TV', 'GMTT-2SQN-6FDD-6TV11', 'GMTT-2SQN-6FDD-6TVB', 'GMTT 2SQN 6FDD 6TV1', ''])(
    'refuses %j (length, a letter outside the alphabet, other separators)',
    (ufi) => expect(isValidUfi(ufi)).toBe(false),
  );

  it('groups 16 characters by four', () => {
    expect(formatUfi('GMTT2SQN6FDD6TV1')).toBe('GMTT-2SQN-6FDD-6TV1');
  });
});
