import { createBoundedCachesByOwner, type BoundedCache } from '../../lib/bounded-cache.ts';
import type { FormulaCheck } from './compute-formula-check.ts';
import type { CheckDependencies } from './list-check-dependencies.ts';
import { REVISION_STAMPS_BYTES } from './revision-stamps.ts';

/** How many formulas' checks are kept per data version: every formula of a house (10,000)… */
const MAX_REMEMBERED_CHECKS = 20_000;
/**
 * …within this many bytes (ADR 045): a check remembers every own-material id its formula read, 64 bytes each, so a
 * 600-line formula of own materials is ~40 kB and a house's 10,000 would be 100-200 MB held for good. The least
 * recently used are computed again when asked for.
 */
export const MAX_REMEMBERED_CHECK_BYTES = 32 * 1024 * 1024;

/**
 * A remembered check: what it read (and the digest of those rows then), and the users' data revisions it is known to
 * hold at (ADR 057): the one read before its rows, and each one at which a later ask found the same digests. Each
 * member of a house has a stamp of their own (their personal workspace is in it), so a check keeps several; a
 * member whose stamp holds its scopes at the same revisions reads it without digests (ADR 069).
 */
export type RememberedCheck = {
  dependencies: CheckDependencies;
  dependencyDigest: string;
  revisionStamps: Set<string>;
  /** The scopes its rows lie in at their revisions (check-scopes.ts), or null when only the digests can say. */
  scopes: string | null;
  check: FormulaCheck;
};

/**
 * What a remembered check holds, roughly: each id string (36 characters) with its slot is 64 bytes, a check's
 * failures about twice their JSON, and the entry's own objects and key.
 */
export function estimateRememberedBytes(remembered: RememberedCheck, key: string): number {
  const { dependencies, check } = remembered;
  const ids = dependencies.materialIds.length + dependencies.lotIds.length + dependencies.typicalIds.length;
  return (
    256 +
    REVISION_STAMPS_BYTES +
    key.length +
    remembered.dependencyDigest.length +
    (remembered.scopes?.length ?? 0) +
    64 * ids +
    2 * JSON.stringify(check).length
  );
}

/** Per shared engine (one per data version and per `forget()`): the checks by formula, rows, date and ticks. */
const rememberedChecks = createBoundedCachesByOwner<RememberedCheck>({
  maxEntries: MAX_REMEMBERED_CHECKS,
  maxBytes: MAX_REMEMBERED_CHECK_BYTES,
  sizeOf: estimateRememberedBytes,
});

/** The checks remembered for one shared engine (tests: bounds and evictions). */
export function rememberedChecksOf(engine: object): BoundedCache<RememberedCheck> {
  return rememberedChecks.of(engine);
}
