import { prepareVerdictWorker } from './features/regulatory/check-in-worker.ts';
import { resolveActiveWorkspace } from './features/workspaces/active-workspace.ts';
import { openableFormulas } from './features/workspaces/workspaces.public.ts';
import { formulas } from './db/schema/index.ts';
import type { AppDeps } from './lib/app-context.ts';

/**
 * What a member's first screens need, made while they sign in rather than in their first requests (issue 34: a
 * house's 50 sessions starting together met both in their first 20 s): the own-material index of their active
 * workspace (25,000 own materials: 1-3 s of slices, which the first material search waited for) and, when they have
 * formulas to see verdicts of, the verdict worker's copy of the compliance inputs (~140 ms of main thread in the
 * first verdicts' request; a new member's sign-up starts no worker thread). Neither is made at the start, where the
 * idle server would hold them for nobody (the worker's copy alone is ~100 MB).
 */
export async function warmSignedInMember(
  deps: Pick<AppDeps, 'database' | 'ownMaterialIndexes' | 'complianceInputs' | 'verdictWorker'>,
  userId: string,
): Promise<void> {
  const { db } = deps.database;
  const workspace = await resolveActiveWorkspace(db, userId);
  const scope = { userId, workspaceId: workspace.id };
  const hasFormulas = async () =>
    (await db.select({ id: formulas.id }).from(formulas).where(openableFormulas(scope)).limit(1)).length > 0;
  await Promise.all([
    deps.ownMaterialIndexes.load(scope),
    hasFormulas().then((has) => (has ? prepareVerdictWorker(deps) : undefined)),
  ]);
}
