/**
 * The rows an import kept in its table but left out of what users see, as its log message states them (the perfume
 * catalogue: "12 rows left out of trends and top lists: 10 contradict themselves, 2 copy another row's figures."),
 * for the admin status page (issue 26, item 7): the count and the sentence, or null when the message names none.
 */
export function readRowsLeftOut(message: string | null): { count: number; sentence: string } | null {
  const match = /(\d+) rows? left out[^.]*\./.exec(message ?? '');
  if (!match?.[1]) return null;
  return { count: Number(match[1]), sentence: match[0] };
}
