/** Three rows of the table, reused from call to call (a search runs synchronously; grown for longer words). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edits to turn `text` into some prefix of `word` (insertions, deletions, substitutions and swaps of two
 * neighbouring letters; free end in `word`); stops early above `max`, answering `max + 1` then.
 *
 * Only the band of cells within `max` of the diagonal is computed (issue 34, ADR 054): a cell's value is at least
 * the difference of its row and column, and a value above `max` never leads to one within it (every step of the
 * table adds 0 or 1), so the cells outside the band, counted as `max + 1`, change no answer within `max`. The full
 * table, three new arrays a call, was 60 % of a search whose typo tier looked at thousands of words.
 */
export function measurePrefixEditDistance(text: string, word: string, max: number): number {
  const over = max + 1;
  const columns = word.length + 1;
  if ((rows[0]?.length ?? 0) < columns + 1) {
    const size = Math.max(columns + 1, 2 * (rows[0]?.length ?? 0));
    rows = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  // Row 0, its band and the cell right of it: `column` letters of `word` to insert. Every cell a row reads is in
  // the band of the row before (or the one before that), or the cells either side of it, which each row writes: what
  // the arrays held from earlier calls is never read.
  for (let column = 0; column <= Math.min(columns - 1, max + 1); column += 1)
    previous[column] = column <= max ? column : over;
  for (let row = 1; row <= text.length; row += 1) {
    const low = Math.max(1, row - max);
    const high = Math.min(columns - 1, row + max);
    // The cell left of the band: column 0 (`row` deletions) or outside it.
    current[low - 1] = low === 1 ? Math.min(row, over) : over;
    let rowMin = current[low - 1] ?? over;
    for (let column = low; column <= high; column += 1) {
      const cost = text[row - 1] === word[column - 1] ? 0 : 1;
      let value = Math.min(
        (previous[column] ?? over) + 1,
        (current[column - 1] ?? over) + 1,
        (previous[column - 1] ?? over) + cost,
      );
      if (row > 1 && column > 1 && text[row - 1] === word[column - 2] && text[row - 2] === word[column - 1]) {
        value = Math.min(value, (beforePrevious[column - 2] ?? over) + 1);
      }
      if (value > over) value = over;
      current[column] = value;
      if (value < rowMin) rowMin = value;
    }
    // The cell right of the band, read by the next row.
    if (high + 1 < columns) current[high + 1] = over;
    if (rowMin > max) return over;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  let best = over;
  const last = text.length;
  for (let column = Math.max(0, last - max); column <= Math.min(columns - 1, last + max); column += 1) {
    const value = previous[column] ?? over;
    if (value < best) best = value;
  }
  return best;
}

/** Typos allowed for a word of this length: none under 4 letters, 1 up to 7, 2 from 8. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}
