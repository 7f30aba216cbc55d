import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keptRuleFindings } from '../../db/schema/index.ts';
import { codeFingerprint } from '../../lib/code-fingerprint.ts';
import { databaseIdentity, postgresErrorCode } from '../../lib/database-identity.ts';
import type { ComplianceDeps, ComplianceInputs, MarketData } from '../regulatory/regulatory.public.ts';
import { holdsAtStamp, loadProp65Data } from '../regulatory/regulatory.public.ts';
import type { RuleFindingsStore } from './find-library-rule-findings.ts';
import type { RememberedRuleFindings } from './remembered-rule-findings.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The code findings are found by: the library's findings (on the main thread) and the verdict worker's entry (where
 * they are found when there is a worker), with every module they load (codeFingerprint).
 */
export const FINDINGS_CODE = [
  new URL('./find-library-rule-findings.ts', import.meta.url),
  new URL('../regulatory/check-formulas-worker.ts', import.meta.url),
];

/**
 * What kept findings were found by: this code, on these reference rows and import runs (the compliance inputs'),
 * this Proposition 65 list (read apart from the inputs), in this database cluster (the findings' keys hold rows'
 * versions, numbered per cluster). Any of them changed, no kept finding is used.
 */
export async function findingsEngineKey(
  database: Database,
  inputs: Pick<ComplianceInputs, 'rowsDigest' | 'versionKey'>,
  prop65: MarketData['prop65'],
): Promise<string> {
  const [code, identity] = await Promise.all([codeFingerprint(FINDINGS_CODE), databaseIdentity(database)]);
  return createHash('sha256')
    .update(code)
    .update('\0')
    .update(inputs.rowsDigest)
    .update('\0')
    .update(inputs.versionKey)
    .update('\0')
    .update(JSON.stringify(prop65))
    .update('\0')
    .update(identity)
    .digest('base64url');
}

/** The findings as kept: without the lines each asks to change, which the day's job does not read. */
function withoutChanges(outcome: RememberedRuleFindings): RememberedRuleFindings {
  return 'findings' in outcome
    ? { name: outcome.name, findings: outcome.findings.map((finding) => ({ ...finding, changes: [] })) }
    : outcome;
}

/**
 * The findings kept in the database (ADR 085) for the day's deadline job and the dashboard's next deadline: a formula's
 * findings are found again only when its row, the rows of the data they read, the reference data or the code changed,
 * and one member's serve every member who reads the same rows. What `read` gives has no `changes` (the lines): for a
 * caller that reads the dates, markets and formulas only.
 */
export function keptRuleFindingsOf(deps: ComplianceDeps): RuleFindingsStore {
  const { db } = deps.database;
  return {
    async read(inputs, { stamp, markets, formulas }) {
      const kept = new Map<string, RememberedRuleFindings>();
      if (formulas.length === 0) return kept;
      const engineKey = await findingsEngineKey(deps.database, inputs, await loadProp65Data(deps));
      const rowVersionOf = new Map(formulas.map((formula) => [formula.id, formula.rowVersion]));
      const rows = await db
        .select({
          formulaId: keptRuleFindings.formulaId,
          rowVersion: keptRuleFindings.rowVersion,
          scopes: keptRuleFindings.scopes,
          outcome: keptRuleFindings.outcome,
        })
        .from(keptRuleFindings)
        .where(
          and(
            eq(keptRuleFindings.markets, markets),
            eq(keptRuleFindings.engineKey, engineKey),
            sql`${keptRuleFindings.formulaId} = any(${`{${[...rowVersionOf.keys()].join(',')}}`}::uuid[])`,
          ),
        );
      for (const row of rows)
        if (rowVersionOf.get(row.formulaId) === row.rowVersion && holdsAtStamp(row.scopes, stamp))
          kept.set(row.formulaId, row.outcome);
      return kept;
    },
    async write(inputs, data, { markets, found }) {
      const keepable = found.flatMap(({ formula, scopes, outcome }) =>
        scopes === null ? [] : [{ formula, scopes, outcome }],
      );
      if (keepable.length === 0) return;
      const engineKey = await findingsEngineKey(deps.database, inputs, data.prop65);
      try {
        await db
          .insert(keptRuleFindings)
          .values(
            keepable.map(({ formula, scopes, outcome }) => ({
              formulaId: formula.id,
              markets,
              rowVersion: formula.rowVersion,
              scopes,
              engineKey,
              outcome: withoutChanges(outcome),
            })),
          )
          .onConflictDoUpdate({
            target: [keptRuleFindings.formulaId, keptRuleFindings.markets],
            set: {
              rowVersion: sql`excluded.row_version`,
              scopes: sql`excluded.scopes`,
              engineKey: sql`excluded.engine_key`,
              outcome: sql`excluded.outcome`,
            },
          });
      } catch (error) {
        // A formula deleted while its findings were found: the page is not kept (found again when next asked for).
        if (postgresErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
      }
    },
  };
}
