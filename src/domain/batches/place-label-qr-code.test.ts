import { describe, expect, it } from 'vitest';
import { placeLabelQrCode } from './place-label-qr-code.ts';

// ISO/IEC 18004:2015 §9.1: 4 modules of light around the symbol. A version-5 code has 37 modules (§5.3.1:
// 17 + 4 × version), version 1 has 21. Sides solved by hand: a square of side s with 4 modules each side fills
// s × (1 + 8 / n) of the label's height.
describe('placeLabelQrCode', () => {
  it.each([
    // 38.1 mm high bottle label, 37 modules: 38.1 / (1 + 8/37) = 31.327 mm, quiet zone 4 × 31.327 / 37 = 3.387 mm.
    { label: { width: 99.1, height: 38.1 }, modules: 37, padding: 3, side: 31.3267, quietZone: 3.3867 },
    // 21.2 mm sample label, 37 modules: 21.2 / (1 + 8/37) = 17.431 mm, but the width cap 38.1 × 0.42 = 16.002 mm is
    // smaller; quiet zone 4 × 16.002 / 37 = 1.730 mm, wider than the 1.5 mm padding.
    { label: { width: 38.1, height: 21.2 }, modules: 37, padding: 1.5, side: 16.002, quietZone: 1.73 },
    // 50 mm roll label, 21 modules: 50 / (1 + 8/21) = 36.207 mm, quiet zone 6.897 mm; the width cap 62 × 0.42 = 26.04
    // mm is smaller, so 26.04 mm with 4 × 26.04 / 21 = 4.96 mm.
    { label: { width: 62, height: 50 }, modules: 21, padding: 3, side: 26.04, quietZone: 4.96 },
    // A padding wider than 4 modules stays: 29 mm roll, 37 modules, padding 10 mm: 29 − 20 = 9 mm; 4 × 9/37 < 10.
    { label: { width: 62, height: 29 }, modules: 37, padding: 10, side: 9, quietZone: 10 },
  ])(
    '$label.width × $label.height mm, $modules modules: side $side mm',
    ({ label, modules, padding, side, quietZone }) => {
      const placed = placeLabelQrCode(label, modules, padding);
      expect(placed.side).toBeCloseTo(side, 3);
      expect(placed.quietZone).toBeCloseTo(quietZone, 3);
      // The quiet zone lies inside the label on every side.
      expect(placed.x + placed.side + placed.quietZone).toBeCloseTo(label.width, 6);
      expect(placed.y).toBeGreaterThanOrEqual(placed.quietZone - 1e-9);
      expect(placed.y + placed.side + placed.quietZone).toBeLessThanOrEqual(label.height + 1e-9);
    },
  );
});
