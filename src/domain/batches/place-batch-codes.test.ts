import { describe, expect, it } from 'vitest';
import { placeBatchCodes } from './place-batch-codes.ts';

// ISO/IEC 15417:2007 §4.4: 10X of light each side of a Code 128 symbol; ISO/IEC 18004:2015 §9.1: 4X around a QR code.
// Module counts worked out by hand: Code 128 is 11 modules a symbol and 13 for the stop; "S26-0001" is start B, S, 2,
// 6, -, code C, 00, 01, the check symbol (9 × 11) and the stop: 112 modules. "LAB-2026-000123": start B, the 9
// characters "LAB-2026-", code C, 00, 01, 23, check (15 × 11) and stop: 178. A version-1 QR code has 21 modules a side
// (§5.3.1: 17 + 4 × 1).
describe('placeBatchCodes', () => {
  it.each([
    // 170 / 112 = 1.51786 pt a bar module, 10X = 15.179 pt; the QR code's 4 × 64 / 21 = 12.190 pt is narrower.
    { code: 'S26-0001', barcodeModules: 112, qrModules: 21, gap: 15.1786 },
    // 170 / 178 = 0.95506 pt, 10X = 9.551 pt: the QR code's 12.190 pt is the wider.
    { code: 'LAB-2026-000123', barcodeModules: 178, qrModules: 21, gap: 12.1905 },
    // A version-2 code (25 modules): 4 × 64 / 25 = 10.24 pt, under the 15.179 pt of the short id's barcode.
    { code: 'S26-0001, 25-module QR', barcodeModules: 112, qrModules: 25, gap: 15.1786 },
  ])('$code: a light gap of $gap pt', ({ barcodeModules, qrModules, gap }) => {
    const placed = placeBatchCodes(539.28, { side: 64, modules: qrModules }, { width: 170, modules: barcodeModules });
    expect(placed.gap).toBeCloseTo(gap, 3);
    expect(placed.qrX).toBeCloseTo(539.28 - 64, 6);
    // The barcode ends exactly the gap before the QR code.
    expect(placed.barcodeX + 170 + placed.gap).toBeCloseTo(placed.qrX, 6);
  });
});
