import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betaApplications, profiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The user's place in the beta programme: tester, applied (with the decision) or not yet. */
export async function getBetaStatus(db: Db, userId: string) {
  const [profile] = await db
    .select({ isBetaTester: profiles.isBetaTester })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  const [application] = await db
    .select({
      status: betaApplications.status,
      createdAt: betaApplications.createdAt,
      decidedAt: betaApplications.decidedAt,
    })
    .from(betaApplications)
    .where(eq(betaApplications.userId, userId))
    .limit(1);
  return { isBetaTester: profile?.isBetaTester ?? false, application: application ?? null };
}

/** Applies (or re-applies after a decline) with a short motivation; a tester or a pending applicant gets 409. */
export async function applyToBeta(db: Db, userId: string, motivation: string) {
  const status = await getBetaStatus(db, userId);
  if (status.isBetaTester) throw new AppError('CONFLICT', 'You are already a beta tester.');
  if (status.application?.status === 'pending')
    throw new AppError('CONFLICT', 'Your application is already waiting for a decision.');
  await db
    .insert(betaApplications)
    .values({ userId, motivation })
    .onConflictDoUpdate({
      target: betaApplications.userId,
      set: { motivation, status: 'pending', decidedAt: null, decidedBy: null, createdAt: new Date() },
    });
  return getBetaStatus(db, userId);
}

/** Every application for the admin, pending first then newest. */
export async function listBetaApplications(db: Db) {
  const rows = await db
    .select({
      id: betaApplications.id,
      userId: betaApplications.userId,
      email: users.email,
      name: users.name,
      motivation: betaApplications.motivation,
      status: betaApplications.status,
      createdAt: betaApplications.createdAt,
      decidedAt: betaApplications.decidedAt,
    })
    .from(betaApplications)
    .innerJoin(users, eq(users.id, betaApplications.userId))
    .orderBy(desc(betaApplications.createdAt))
    .limit(500);
  return rows.sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
}

/** Accepting sets the beta-tester flag; declining leaves it off (a later application may be accepted). */
export async function decideBetaApplication(
  db: Db,
  adminId: string,
  applicationId: string,
  decision: 'accept' | 'decline',
) {
  const [application] = await db
    .update(betaApplications)
    .set({ status: decision === 'accept' ? 'accepted' : 'declined', decidedBy: adminId, decidedAt: new Date() })
    .where(eq(betaApplications.id, applicationId))
    .returning({ userId: betaApplications.userId, status: betaApplications.status });
  if (!application) throw new AppError('NOT_FOUND', 'Beta application not found');
  const isBetaTester = decision === 'accept';
  await db
    .insert(profiles)
    .values({ userId: application.userId, isBetaTester })
    .onConflictDoUpdate({ target: profiles.userId, set: { isBetaTester } });
  return application;
}
