import type { CataloguePerfume } from './parse-catalogue-rows.ts';

type Figures = Pick<
  CataloguePerfume,
  'name' | 'brand' | 'ratingValue' | 'ratingCount' | 'accords' | 'perfumers' | 'topNotes' | 'heartNotes' | 'baseNotes'
>;

const notesOf = (perfume: Figures) =>
  new Set([...perfume.topNotes, ...perfume.heartNotes, ...perfume.baseNotes].map((note) => note.toLowerCase()));

/**
 * Catalogue rows that copy another perfume's figures (issue 26 item 7): the same rating, vote count, accords and
 * perfumers as a perfume of another name or brand (parfumo_data_clean.csv: "Aviation" by Aéropostale and "Corvette -
 * Wild Country" by Avon carry Blenheim Bouquet's 7.3 from 432 votes, its accords and Walter Penhaligon, with notes
 * such as "Offense" added). A row whose notes hold every note of the others in its group is the original and is kept;
 * the others are copies. When no row is that original, every row of the group is a copy: the figures cannot be
 * attributed. Returns, per copied row index, the perfume it copies. Rows without votes, accords or perfumers are
 * never compared (too little to tell a copy from chance).
 */
export function findCopiedFigures(perfumes: readonly Figures[]): Map<number, string> {
  const groups = new Map<string, number[]>();
  perfumes.forEach((perfume, index) => {
    if (!perfume.ratingCount || perfume.ratingValue === null) return;
    if (perfume.accords.length === 0 || perfume.perfumers.length === 0) return;
    const key = JSON.stringify([
      perfume.ratingValue,
      perfume.ratingCount,
      [...perfume.accords].sort(),
      [...perfume.perfumers].sort(),
    ]);
    const group = groups.get(key) ?? [];
    group.push(index);
    groups.set(key, group);
  });
  const copies = new Map<number, string>();
  for (const group of groups.values()) {
    const members = group.map((index) => ({ index, perfume: perfumes[index] as Figures }));
    const identities = new Set(members.map(({ perfume }) => `${perfume.brand}|${perfume.name}`.toLowerCase()));
    if (identities.size < 2) continue;
    const original = members.find(({ perfume }) => {
      const own = notesOf(perfume);
      return members.every(({ perfume: other }) => [...own].every((note) => notesOf(other).has(note)));
    });
    for (const { index } of members) {
      if (original && index === original.index) continue;
      const source = original?.perfume ?? members.find((member) => member.index !== index)?.perfume;
      copies.set(index, source ? `${source.name} (${source.brand})` : 'another row');
    }
  }
  return copies;
}
