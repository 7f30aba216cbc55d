import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rememberedFormulaChecks } from '../../db/schema/index.ts';
import { codeFingerprint } from '../../lib/code-fingerprint.ts';
import { databaseIdentity, postgresErrorCode } from '../../lib/database-identity.ts';
import type { ComplianceDeps } from './load-compliance-inputs.ts';
import type { RememberedCheck } from './remembered-checks.ts';

/** A computed check to keep: its formula, key, the day it was computed, and what the memory keeps of it. */
export type CheckToStore = { formulaId: string; key: string; day: string; remembered: RememberedCheck };

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The code a kept check is computed by: the checks' module (checkFormulaStamps, in-process) and the verdict worker's
 * entry, with every module they load (codeFingerprint).
 */
const CHECK_CODE = [
  new URL('./check-formula-verdicts.ts', import.meta.url),
  new URL('./check-formulas-worker.ts', import.meta.url),
];

/**
 * What a kept check was computed by: this code (codeFingerprint of CHECK_CODE) on these reference rows (the compliance
 * inputs' digest of them), in this database cluster. A deployment that changes that code, or an import, starts from no
 * kept check; so does a database restored into another cluster, whose rows' versions (their `xmin`, in the check keys) start from other numbers.
 */
export async function engineKeyOf(database: Database, inputs: { rowsDigest: string }): Promise<string> {
  const [code, identity] = await Promise.all([codeFingerprint(CHECK_CODE), databaseIdentity(database)]);
  return createHash('sha256')
    .update(code)
    .update('\0')
    .update(inputs.rowsDigest)
    .update('\0')
    .update(identity)
    .digest('base64url');
}

/**
 * The kept checks of these keys under this engine key, as remembered checks known at no revision stamp: the caller
 * verifies the digests of the rows each read before using it (checkFormulaStamps), as for one remembered by another
 * member.
 */
export async function readStoredChecks(
  database: Database,
  engineKey: string,
  keys: readonly string[],
): Promise<Map<string, RememberedCheck>> {
  if (keys.length === 0) return new Map();
  const rows = await database.db
    .select({
      checkKey: rememberedFormulaChecks.checkKey,
      dependencies: rememberedFormulaChecks.dependencies,
      dependencyDigest: rememberedFormulaChecks.dependencyDigest,
      scopes: rememberedFormulaChecks.scopes,
      check: rememberedFormulaChecks.check,
    })
    .from(rememberedFormulaChecks)
    .where(and(eq(rememberedFormulaChecks.engineKey, engineKey), inArray(rememberedFormulaChecks.checkKey, [...keys])));
  return new Map(
    rows.map((row) => [
      row.checkKey,
      {
        dependencies: row.dependencies,
        dependencyDigest: row.dependencyDigest,
        revisionStamps: new Set<string>(),
        scopes: row.scopes,
        check: row.check,
      },
    ]),
  );
}

/** Per database: the engine key and day whose older rows this process deleted last (once per day and engine). */
const prunedFor = new WeakMap<Database, string>();

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** How many days a kept check stays: the rows of a formula's earlier versions go with them. */
export const KEEP_CHECKS_DAYS = 7;

/**
 * Keeps computed checks (a check computed again replaces its row, and its day). The first write of a day under an
 * engine key deletes the rows of other engine keys (no check of theirs is ever asked for again) and those computed
 * more than KEEP_CHECKS_DAYS before (a formula's earlier versions, asked for no more; a check still asked for is
 * computed again). A formula deleted while its check was computed leaves the chunk unkept (its rows go with the
 * formula anyway): the memory still holds it, and a server started again computes it anew.
 */
export async function storeChecks(database: Database, engineKey: string, checks: readonly CheckToStore[]) {
  if (checks.length === 0) return;
  const day = checks[0]!.day;
  if (prunedFor.get(database) !== `${engineKey}|${day}`) {
    prunedFor.set(database, `${engineKey}|${day}`);
    await database.db
      .delete(rememberedFormulaChecks)
      .where(
        or(
          lt(rememberedFormulaChecks.checkedOn, addDays(day, -KEEP_CHECKS_DAYS)),
          ne(rememberedFormulaChecks.engineKey, engineKey),
        ),
      );
  }
  try {
    await database.db
      .insert(rememberedFormulaChecks)
      .values(
        checks.map(({ formulaId, key, day: checkedOn, remembered }) => ({
          engineKey,
          checkKey: key,
          formulaId,
          checkedOn,
          dependencies: remembered.dependencies,
          dependencyDigest: remembered.dependencyDigest,
          scopes: remembered.scopes,
          check: remembered.check,
        })),
      )
      .onConflictDoUpdate({
        target: [rememberedFormulaChecks.engineKey, rememberedFormulaChecks.checkKey],
        set: {
          checkedOn: sql`excluded.checked_on`,
          dependencies: sql`excluded.dependencies`,
          dependencyDigest: sql`excluded.dependency_digest`,
          scopes: sql`excluded.scopes`,
          check: sql`excluded.check`,
        },
      });
  } catch (error) {
    if (postgresErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
  }
}

/**
 * What the first checks after a start would otherwise do in a user's request (a house's first pages of verdicts held
 * the list and the searches of that second behind them): the shared inputs built, and the engine key of the kept
 * checks read (the code's digest, the cluster's identity). Called once the server listens; startBackgroundJobs then
 * sends the verdict worker its rows when the deployment holds formulas (ADR 084: ~90 MB more of an idle server, 178 →
 * 267 MB in the house bench, whose idle was 349-360 MB when an earlier session first tried it).
 */
export async function prepareVerdictChecks(deps: ComplianceDeps): Promise<void> {
  await engineKeyOf(deps.database, await deps.complianceInputs.load());
}
