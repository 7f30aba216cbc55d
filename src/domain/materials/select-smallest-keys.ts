/**
 * A hit's key is its score times this plus its material's precomputed rank: above any rank (libraries up to 67
 * million materials), so keys are unique per hit.
 */
export const RANK_SPAN = 2 ** 26;

/**
 * The `limit` best hits' keys in order, best first: one number per hit (score, then the precomputed rank, which
 * gives the material back), unique since ranks are. All of them sorted natively when they are few; else the
 * `limit` smallest kept in a max-heap while reading them (issue 34, ADR 054): a text held by thousands of names
 * ("1,4,4", "2,3,5") sorted thousands of keys for 20.
 */
export function selectSmallestKeys(
  touched: readonly number[],
  score: Int32Array,
  staticRank: Int32Array,
  limit: number,
): Float64Array {
  const keyOf = (materialIndex: number) => (score[materialIndex] ?? 0) * RANK_SPAN + (staticRank[materialIndex] ?? 0);
  if (touched.length <= limit * 4) {
    const keys = new Float64Array(touched.length);
    for (let position = 0; position < touched.length; position += 1) keys[position] = keyOf(touched[position] ?? 0);
    return keys.sort();
  }
  const heap = new Float64Array(limit);
  let size = 0;
  for (let position = 0; position < touched.length; position += 1) {
    const key = keyOf(touched[position] ?? 0);
    let at: number;
    if (size < limit) {
      // Up from the end while above its parent.
      at = size;
      size += 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((heap[parent] ?? 0) >= key) break;
        heap[at] = heap[parent] ?? 0;
        at = parent;
      }
      heap[at] = key;
    } else if (key < (heap[0] ?? 0)) {
      // The largest kept is replaced: down from the root while a child is larger.
      at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= limit) break;
        const right = left + 1;
        const larger = right < limit && (heap[right] ?? 0) > (heap[left] ?? 0) ? right : left;
        if ((heap[larger] ?? 0) <= key) break;
        heap[at] = heap[larger] ?? 0;
        at = larger;
      }
      heap[at] = key;
    }
  }
  return heap.sort();
}
