import type { CheckDependencies, ContextRowsById } from './list-check-dependencies.ts';

/**
 * The scopes a check's rows lie in, each at the revision of the stamp read before them (ADR 057), as a stamp's text:
 * `<workspace id>:3|reference:12`, sorted. A user whose stamp holds every one of them at the same revision reads the
 * same rows: the check is theirs without its rows' digests, though their stamp differs in a scope the check never
 * read (each member of a house has a personal workspace of their own, ADR 069).
 *
 * Null when the check looked up an own material or a lot it did not find: another user's workspaces may hold it, so
 * only the digests can say (as before). A typical composition not found is the reference library's, the same for all.
 */
export function findCheckScopes(dependencies: CheckDependencies, byId: ContextRowsById, stamp: string): string | null {
  const names = new Set<string>();
  for (const id of dependencies.materialIds) {
    const row = byId.ownById.get(id);
    if (!row?.workspaceId) return null;
    names.add(row.workspaceId);
  }
  for (const id of dependencies.lotIds) {
    const lot = byId.lotsById.get(id);
    if (!lot) return null;
    names.add(lot.workspaceId);
  }
  if (dependencies.typicalIds.length > 0) names.add('reference');
  return restrictStamp(names, stamp);
}

/**
 * The same scopes at `stamp`'s revisions, once a later ask found the check's rows unchanged at it: its readers at that
 * stamp need no digests. Null when `stamp` lacks one of them.
 */
export function rescopeAtStamp(scopes: string, stamp: string): string | null {
  return restrictStamp(new Set(parseStamp(scopes).keys()), stamp);
}

/** Whether a user at `stamp` reads every scope of `scopes` at the same revision (an empty `scopes` always holds). */
export function holdsAtStamp(scopes: string, stamp: string): boolean {
  if (scopes === '') return true;
  const revisions = parseStamp(stamp);
  for (const [scope, revision] of parseStamp(scopes)) if (revisions.get(scope) !== revision) return false;
  return true;
}

function restrictStamp(names: ReadonlySet<string>, stamp: string): string | null {
  if (names.size === 0) return '';
  const revisions = parseStamp(stamp);
  const entries: string[] = [];
  for (const name of names) {
    const revision = revisions.get(name);
    if (revision === undefined) return null;
    entries.push(`${name}:${revision}`);
  }
  return entries.sort().join('|');
}

/** A stamp's text as scope → revision, each text parsed once (the stamps in use are few; kept up to 1,024). */
const parsedStamps = new Map<string, ReadonlyMap<string, string>>();

function parseStamp(stamp: string): ReadonlyMap<string, string> {
  const known = parsedStamps.get(stamp);
  if (known) return known;
  const parsed = new Map<string, string>();
  for (const entry of stamp === '' ? [] : stamp.split('|')) {
    const at = entry.lastIndexOf(':');
    parsed.set(entry.slice(0, at), entry.slice(at + 1));
  }
  if (parsedStamps.size >= 1024) parsedStamps.clear();
  parsedStamps.set(stamp, parsed);
  return parsed;
}
