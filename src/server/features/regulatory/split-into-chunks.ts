/** `items` in order, in consecutive chunks of at most `size` (at least 1). */
export function splitIntoChunks<Item>(items: readonly Item[], size: number): Item[][] {
  const step = Math.max(1, Math.floor(size));
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += step) chunks.push(items.slice(start, start + step));
  return chunks;
}
