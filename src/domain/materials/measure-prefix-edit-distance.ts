/**
 * Edits to turn `text` into some prefix of `word` (insertions, deletions, substitutions and swaps of two
 * neighbouring letters; free end in `word`); stops early above `max`.
 */
export function measurePrefixEditDistance(text: string, word: string, max: number): number {
  const columns = word.length + 1;
  let beforePrevious = new Array<number>(columns).fill(0);
  let previous = new Array<number>(columns);
  let current = new Array<number>(columns);
  for (let column = 0; column < columns; column += 1) previous[column] = column;
  for (let row = 1; row <= text.length; row += 1) {
    current[0] = row;
    let rowMin = row;
    for (let column = 1; column < columns; column += 1) {
      const cost = text[row - 1] === word[column - 1] ? 0 : 1;
      let value = Math.min(
        (previous[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
        (previous[column - 1] ?? 0) + cost,
      );
      if (row > 1 && column > 1 && text[row - 1] === word[column - 2] && text[row - 2] === word[column - 1]) {
        value = Math.min(value, (beforePrevious[column - 2] ?? 0) + 1);
      }
      current[column] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  let best = Number.POSITIVE_INFINITY;
  for (const value of previous) if (value < best) best = value;
  return best;
}

/** Typos allowed for a word of this length: none under 4 letters, 1 up to 7, 2 from 8. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}
