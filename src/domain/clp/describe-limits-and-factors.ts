import type { ClpIngredient } from './clp-mixture.ts';
import { isClassifiedAs } from './classification-context.ts';

const ATE_UNITS = {
  oral: 'mg/kg bw',
  dermal: 'mg/kg bw',
  inhalation: 'mg/l (vapours)',
  inhalationDustMist: 'mg/l (dusts, mists)',
};
const format = (value: number) => String(Number(value.toPrecision(6)));

/**
 * An ingredient's specific concentration limits, M-factors and acute toxicity estimates, written as Annex VI writes
 * them, for SDS section 3.2 (REACH Annex II as amended by Regulation (EU) 2020/878, 3.2.1: the classification
 * "including … specific concentration limits, M-factors and acute toxicity estimates" where available). An Aquatic
 * Acute 1 or Chronic 1 substance whose M-factor nobody gives says so (Article 10(2)), never shown as if it had one.
 */
export function describeLimitsAndFactors(ingredient: ClpIngredient): string[] {
  const described: string[] = [];
  for (const limit of ingredient.limits) {
    const name = `${limit.hazardClass}${limit.category ? ` ${limit.category}` : ''}${limit.hStatement ? `; ${limit.hStatement}` : ''}`;
    const lower = format(limit.lowerPercent);
    const range = limit.upperPercent === null ? `C ≥ ${lower} %` : `${lower} % ≤ C < ${format(limit.upperPercent)} %`;
    described.push(`SCL ${name}: ${range}`);
  }
  for (const which of ['acute', 'chronic'] as const) {
    const hazardClass = which === 'acute' ? 'Aquatic Acute' : 'Aquatic Chronic';
    if (!isClassifiedAs(ingredient, hazardClass, '1')) continue;
    const m = ingredient.mFactors[which];
    described.push(m === undefined ? `M-factor (${which}): not given` : `M = ${m} (${which})`);
  }
  for (const [route, value] of Object.entries(ingredient.ate)) {
    if (value !== undefined)
      described.push(
        `ATE ${route === 'inhalationDustMist' ? 'inhalation' : route} = ${format(value)} ${ATE_UNITS[route as keyof typeof ATE_UNITS]}`,
      );
  }
  return described;
}
