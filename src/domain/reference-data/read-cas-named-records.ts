import { parseCas } from '../materials/cas-number.ts';
import type { SourcedContribution } from './sourced-contribution.ts';

const CAS_SHAPE = /^\d{2,7}-\d{2}-\d$/;

/**
 * A record whose name is a CAS number names no material: AromaDB gives 51 rows, `2-benzylideneheptanal` among them,
 * the name `122-40-7` and no CAS column. Kept as a name, such a row became a material of its own, without a CAS, that
 * ranked first when a perfumer typed the CAS (an exact name before a CAS) and that no regulation reached: amyl
 * cinnamal's allergen entry and IFRA Standard were lost on that line. The number is read as the record's CAS when it
 * has none and its check digit holds (the row then joins the material of that CAS); it is never kept as a name.
 * A number whose check digit fails is left as it was: nothing is guessed.
 */
export function readCasNamedRecords(items: readonly SourcedContribution[]): SourcedContribution[] {
  return items.map((item) => {
    const name = item.contribution.name?.trim();
    if (!name || !CAS_SHAPE.test(name)) return item;
    const parsed = parseCas(name);
    if (!parsed?.isValid) return item;
    const { name: _number, ...rest } = item.contribution;
    return {
      dataset: item.dataset,
      contribution: rest.cas ? rest : { ...rest, cas: parsed.cas, isCasValid: true },
    };
  });
}
