import type { DosageInput } from './regulatory-model.ts';

export type DosageSetting = {
  basis: 'w/w' | 'v/v';
  /** % of the concentrate in the finished product, on `basis`. */
  percent: number;
  /** g/mL, read only for v/v (the concentrate, and the base such as ethanol 0.789). */
  concentrateDensity?: number;
  baseDensity?: number;
};

/**
 * The engine's dosage from a finished product or a request: w/w is the percent alone, v/v keeps both densities
 * so `convertDosageToMass` can turn it into w/w (a missing density is reported by the engine, never guessed).
 * The one mapping shared by the editor's live compliance and the server's reports.
 */
export function buildDosageInput(setting: DosageSetting): DosageInput {
  if (setting.basis === 'w/w') return { basis: 'w/w', percent: setting.percent };
  return {
    basis: 'v/v',
    percent: setting.percent,
    concentrateDensity: setting.concentrateDensity as number,
    baseDensity: setting.baseDensity as number,
  };
}
