/** What the analysis needs to know of a material (GET /api/materials/:id). */
export type MaterialProfile = {
  odourFamily: string | null;
  notePosition: string | null;
  substantivityHours: number | null;
};

export type CompositionLine = { materialId: string | null; grams: number };

export type CompositionAnalysis = {
  /** Share (0-100 %) of the weighed concentrate per odour family, largest first; 'Unknown' when not known. */
  families: { family: string; percent: number }[];
  pyramid: { top: number; heart: number; base: number; unknown: number };
  /** Share of the odorous material still on the blotter at each hour (100 at 0 h), from substantivity. */
  evaporation: { hours: number; percentRemaining: number }[];
  /** Share of the concentrate whose substantivity is known (the curve covers only that part). */
  substantivityCoverage: number;
};

export const UNKNOWN_FAMILY = 'Unknown';

/**
 * Composition by odour family, the note pyramid and an evaporation curve. The curve assumes each material
 * leaves the blotter evenly over its substantivity (hours it remains perceptible): remaining(t) is the weighed
 * share of materials with substantivity above t, each counted by max(0, 1 − t / substantivity).
 */
export function analyzeComposition(
  lines: readonly CompositionLine[],
  profiles: ReadonlyMap<string, MaterialProfile>,
  curveHours = 48,
): CompositionAnalysis {
  const total = lines.reduce((sum, line) => sum + Math.max(0, line.grams), 0);
  const families = new Map<string, number>();
  const pyramid = { top: 0, heart: 0, base: 0, unknown: 0 };
  const withSubstantivity: { share: number; hours: number }[] = [];
  for (const line of lines) {
    if (!(line.grams > 0) || total === 0) continue;
    const share = (100 * line.grams) / total;
    const profile = line.materialId ? profiles.get(line.materialId) : undefined;
    const family = profile?.odourFamily?.trim() || UNKNOWN_FAMILY;
    families.set(family, (families.get(family) ?? 0) + share);
    const position = profile?.notePosition;
    if (position === 'top' || position === 'heart' || position === 'base') pyramid[position] += share;
    else pyramid.unknown += share;
    if (profile?.substantivityHours && profile.substantivityHours > 0)
      withSubstantivity.push({ share, hours: profile.substantivityHours });
  }
  const coverage = withSubstantivity.reduce((sum, entry) => sum + entry.share, 0);
  const steps = [0, 0.25, 0.5, 1, 2, 4, 6, 8, 12, 16, 24, 36, 48, 72, 96, 168].filter((hours) => hours <= curveHours);
  const evaporation =
    coverage === 0
      ? []
      : steps.map((hours) => ({
          hours,
          percentRemaining:
            (100 *
              withSubstantivity.reduce((sum, entry) => sum + entry.share * Math.max(0, 1 - hours / entry.hours), 0)) /
            coverage,
        }));
  return {
    families: [...families.entries()]
      .map(([family, percent]) => ({ family, percent }))
      .sort((a, b) => b.percent - a.percent),
    pyramid,
    evaporation,
    substantivityCoverage: coverage,
  };
}
