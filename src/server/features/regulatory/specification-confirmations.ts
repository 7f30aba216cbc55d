import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formulaSpecificationConfirmations, users } from '../../db/schema/index.ts';
import { getOwnedFormula } from '../formulas/formulas.public.ts';

export type SpecificationConfirmation = {
  standardKey: string;
  confirmedBy: { userId: string; name: string };
  confirmedAt: string;
};

/** The ticks of the user's formula (404 for another user's formula), oldest first. */
export async function listSpecificationConfirmations(
  db: Db,
  userId: string,
  formulaId: string,
): Promise<SpecificationConfirmation[]> {
  await getOwnedFormula(db, userId, formulaId);
  const rows = await db
    .select({
      standardKey: formulaSpecificationConfirmations.standardKey,
      userId: formulaSpecificationConfirmations.userId,
      name: users.name,
      confirmedAt: formulaSpecificationConfirmations.confirmedAt,
    })
    .from(formulaSpecificationConfirmations)
    .innerJoin(users, eq(users.id, formulaSpecificationConfirmations.userId))
    .where(eq(formulaSpecificationConfirmations.formulaId, formulaId))
    .orderBy(asc(formulaSpecificationConfirmations.confirmedAt), asc(formulaSpecificationConfirmations.standardKey));
  return rows.map((row) => ({
    standardKey: row.standardKey,
    confirmedBy: { userId: row.userId, name: row.name },
    confirmedAt: row.confirmedAt.toISOString(),
  }));
}

/** Ticks (who and when; a tick already there keeps its first date) or unticks one specification Standard. */
export async function setSpecificationConfirmation(
  db: Db,
  userId: string,
  formulaId: string,
  standardKey: string,
  confirmed: boolean,
  now: Date,
): Promise<SpecificationConfirmation | null> {
  await getOwnedFormula(db, userId, formulaId);
  const where = and(
    eq(formulaSpecificationConfirmations.formulaId, formulaId),
    eq(formulaSpecificationConfirmations.standardKey, standardKey),
  );
  if (!confirmed) {
    await db.delete(formulaSpecificationConfirmations).where(where);
    return null;
  }
  await db
    .insert(formulaSpecificationConfirmations)
    .values({ formulaId, standardKey, userId, confirmedAt: now })
    .onConflictDoNothing();
  const confirmations = await listSpecificationConfirmations(db, userId, formulaId);
  return confirmations.find((entry) => entry.standardKey === standardKey) ?? null;
}
