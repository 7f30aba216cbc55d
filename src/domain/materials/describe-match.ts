import type { MatchKind } from './search-tiers.ts';

const LABELS: Record<MatchKind, string> = {
  'exact-name': 'name',
  inci: 'INCI name',
  trade: 'trade name',
  cas: 'CAS',
  prefix: 'name starts with it',
  synonym: 'synonym',
  fuzzy: 'close spelling',
};

/** Why a search result matched, as the lists say it (issue 26: each option shows why it matched). */
export function describeMatchKind(kind: MatchKind | string): string {
  return LABELS[kind as MatchKind] ?? kind;
}

/**
 * The short note a result shows beside its name: nothing for its own name or a word of it; else why and what
 * matched (`INCI name Hexyl Cinnamal`, `synonym Citronellol`, `close spelling`).
 */
export function describeMatch(match: { name: string; matchKind?: string | null; matchedText?: string | null }): string {
  const kind = match.matchKind ?? null;
  if (!kind || kind === 'exact-name' || kind === 'prefix') return '';
  const text =
    match.matchedText && match.matchedText.toLowerCase() !== match.name.toLowerCase() ? match.matchedText : '';
  return [describeMatchKind(kind), text].filter(Boolean).join(' ');
}
