import type { Prop65Warning } from './assess-markets.ts';
import { PROP65_WARNING_TEXTS } from './market-rules.ts';

const PLACEHOLDER = '[name of one or more chemicals], which is [are]';

function nameChemicals(names: readonly string[]): string {
  const list = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list}, which ${names.length > 1 ? 'are' : 'is'}`;
}

/**
 * The safe-harbour warning of 27 CCR §25603(a)(2) with the chemicals named (§25601(b): at least one chemical per
 * endpoint): (A) carcinogens only, (B) reproductive toxicants only, (C) both.
 */
export function buildProp65WarningText(warnings: readonly Pick<Prop65Warning, 'chemical' | 'toxicity'>[]): string {
  const carcinogens = [...new Set(warnings.filter((w) => w.toxicity.includes('cancer')).map((w) => w.chemical))];
  const reproductive = [
    ...new Set(warnings.filter((w) => w.toxicity.some((kind) => kind !== 'cancer')).map((w) => w.chemical)),
  ];
  if (carcinogens.length > 0 && reproductive.length > 0)
    return PROP65_WARNING_TEXTS.both
      .replace(PLACEHOLDER, nameChemicals(carcinogens))
      .replace(PLACEHOLDER, nameChemicals(reproductive));
  if (carcinogens.length > 0) return PROP65_WARNING_TEXTS.cancer.replace(PLACEHOLDER, nameChemicals(carcinogens));
  return PROP65_WARNING_TEXTS.reproductive.replace(PLACEHOLDER, nameChemicals(reproductive));
}
