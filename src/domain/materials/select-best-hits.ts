import type { MaterialSearchHit, SearchableMaterial } from './material-search-index.ts';

/** Plain code-unit order of two texts (the index sorts its words and names the same way). */
export function compareText(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/** Orders hits best first (tier, typos, datasets that know it up to 4, shorter name, name). */
export function compareSearchHits<T extends SearchableMaterial>(
  a: MaterialSearchHit<T>,
  b: MaterialSearchHit<T>,
): number {
  return (
    a.tier - b.tier ||
    a.distance - b.distance ||
    Math.min(b.material.sourceCount ?? 0, 4) - Math.min(a.material.sourceCount ?? 0, 4) ||
    a.material.name.length - b.material.name.length ||
    compareText(a.material.name, b.material.name)
  );
}

/** The best `limit` hits, in order (also merges hits from several indexes). */
export function selectBestHits<T extends SearchableMaterial>(
  hits: MaterialSearchHit<T>[],
  limit: number,
): MaterialSearchHit<T>[] {
  return hits.sort(compareSearchHits).slice(0, limit);
}
