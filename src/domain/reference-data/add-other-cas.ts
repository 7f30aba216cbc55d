/** What adding CAS numbers needs of a merged material. */
type WithOtherCas = { cas: string | null; otherCas: string[]; fieldSources: Record<string, string[]> };

/**
 * The material holding `numbers` too, as other CAS numbers (sorted, none it holds already), their source noted once
 * under `fieldSources.otherCas`; the material itself when none is new.
 */
export function addOtherCas<T extends WithOtherCas>(material: T, numbers: Iterable<string>, source: string): T {
  const own = new Set([material.cas, ...material.otherCas]);
  const added = [...numbers].filter((cas) => !own.has(cas)).sort();
  if (added.length === 0) return material;
  const sources = material.fieldSources.otherCas ?? [];
  return {
    ...material,
    otherCas: [...material.otherCas, ...added],
    fieldSources: { ...material.fieldSources, otherCas: sources.includes(source) ? sources : [...sources, source] },
  };
}
