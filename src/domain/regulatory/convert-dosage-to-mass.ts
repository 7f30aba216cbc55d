import type { ComplianceResult } from './compliance-error.ts';
import type { DosageInput } from './regulatory-model.ts';

/**
 * The dosage as % w/w (compliance-rules.md §3). A v/v dosage D_v of concentrate in a base becomes
 * D_w = 100·V_c·ρ_c / (V_c·ρ_c + V_b·ρ_b) with V_c = D_v and V_b = 100 − D_v:
 * 20 mL oil (ρ 0.98) in 80 mL ethanol (ρ 0.789) is 23.69% w/w, not 20%.
 * The dosage must be above 0 and at most 100.
 */
export function convertDosageToMass(dosage: DosageInput): ComplianceResult<number> {
  const percent = dosage.percent;
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent <= 0 || percent > 100) {
    return { ok: false, errors: [{ kind: 'invalid-dosage', value: percent }] };
  }
  if (dosage.basis === 'w/w') return { ok: true, value: percent };
  const errors = [dosage.concentrateDensity, dosage.baseDensity]
    .filter((density) => typeof density !== 'number' || !Number.isFinite(density) || density <= 0)
    .map((density) => ({ kind: 'invalid-density' as const, value: density }));
  if (errors.length > 0) return { ok: false, errors };
  const concentrateMass = percent * dosage.concentrateDensity;
  const baseMass = (100 - percent) * dosage.baseDensity;
  return { ok: true, value: (100 * concentrateMass) / (concentrateMass + baseMass) };
}
