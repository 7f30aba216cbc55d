import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { buildOnboardingChecklist } from '../../../domain/dashboard/build-onboarding-checklist.ts';
import { findLotsNearExpiry } from '../../../domain/inventory/find-lots-near-expiry.ts';
import type { FinishedProduct } from '../../../domain/formulas/formula-row.ts';
import { DEFAULT_FINISHED_PRODUCT } from '../../../domain/formulas/formula-row.ts';
import { totalByCurrency } from '../../../domain/pricing/total-by-currency.ts';
import { checkCompanyDetails } from '../../../domain/settings/company-details.ts';
import {
  formulas,
  formulaVerdictChanges,
  inventoryLots,
  inventoryThresholds,
  materials,
  newsFeeds,
  perfumeArticles,
  shoppingListItems,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { activeConnection } from '../ai/ai.public.ts';
import { lotGrams } from '../inventory/inventory.public.ts';
import { checkFormulasOfUser } from '../regulatory/regulatory.public.ts';
import { readAiCredentials } from '../settings/settings.public.ts';
import { findSampleFormula } from './open-sample-formula.ts';
import { getWorkspaceCompanyDetails, resolveActiveWorkspace } from '../workspaces/workspaces.public.ts';

const RECENT_FORMULAS = 6;
const EXPIRY_WINDOW_DAYS = 60;
const HEADLINES = 5;

type DashboardDeps = Pick<AppDeps, 'database' | 'secretBox' | 'env' | 'complianceInputs'>;

/** The user's recent formulas with their verdict at their own category and dosage, checked together. */
async function findRecentFormulas(deps: DashboardDeps, userId: string) {
  const rows = await deps.database.db
    .select({
      id: formulas.id,
      name: formulas.name,
      rows: formulas.rows,
      product: formulas.product,
      updatedAt: formulas.updatedAt,
    })
    .from(formulas)
    .where(eq(formulas.userId, userId))
    .orderBy(desc(formulas.updatedAt))
    .limit(RECENT_FORMULAS);
  const checks = new Map((await checkFormulasOfUser(deps, userId, rows)).map((check) => [check.formulaId, check]));
  return rows.map((row) => {
    const product = { ...DEFAULT_FINISHED_PRODUCT, ...((row.product ?? {}) as Partial<FinishedProduct>) };
    const check = checks.get(row.id);
    return {
      id: row.id,
      name: row.name,
      updatedAt: row.updatedAt.toISOString(),
      lineCount: row.rows.length,
      ifraCategory: product.ifraCategory,
      dosagePercent: product.dosagePercent,
      verdict: check?.snapshot?.verdict ?? null,
      failureCount: check?.snapshot?.failures.length ?? 0,
      problem: check?.problem ?? null,
    };
  });
}

/** Formulas a reference-data update broke, not yet opened or acknowledged, newest first. */
async function findBrokenFormulas(deps: DashboardDeps, userId: string) {
  const rows = await deps.database.db
    .select({
      id: formulaVerdictChanges.id,
      formulaId: formulaVerdictChanges.formulaId,
      formulaName: formulas.name,
      dataLabel: formulaVerdictChanges.dataLabel,
      diff: formulaVerdictChanges.diff,
      createdAt: formulaVerdictChanges.createdAt,
    })
    .from(formulaVerdictChanges)
    .innerJoin(formulas, eq(formulas.id, formulaVerdictChanges.formulaId))
    .where(and(eq(formulaVerdictChanges.userId, userId), isNull(formulaVerdictChanges.acknowledgedAt)))
    .orderBy(desc(formulaVerdictChanges.createdAt))
    .limit(20);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Materials under their minimum stock, and lots near or past their expiry date, in the user's active workspace. */
async function findInventoryAlerts(deps: DashboardDeps, userId: string, today: string) {
  const { db } = deps.database;
  const { id: workspaceId } = await resolveActiveWorkspace(db, userId);
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRY_WINDOW_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [thresholds, expiring, [lots]] = await Promise.all([
    db
      .select({
        materialId: inventoryThresholds.materialId,
        materialName: materials.name,
        minimumGrams: inventoryThresholds.minimumGrams,
      })
      .from(inventoryThresholds)
      .innerJoin(materials, eq(materials.id, inventoryThresholds.materialId))
      .where(eq(inventoryThresholds.workspaceId, workspaceId))
      .orderBy(asc(materials.name)),
    db
      .select({
        lotId: inventoryLots.id,
        materialId: inventoryLots.materialId,
        materialName: materials.name,
        lotNumber: inventoryLots.lotNumber,
        expiryDate: inventoryLots.expiryDate,
        quantity: inventoryLots.quantity,
        unit: inventoryLots.unit,
      })
      .from(inventoryLots)
      .innerJoin(materials, eq(materials.id, inventoryLots.materialId))
      .where(
        and(
          eq(inventoryLots.workspaceId, workspaceId),
          lte(inventoryLots.expiryDate, horizon),
          sql`${inventoryLots.quantity} > 0`,
        ),
      ),
    db.select({ total: count() }).from(inventoryLots).where(eq(inventoryLots.workspaceId, workspaceId)),
  ]);
  const stockLots =
    thresholds.length === 0
      ? []
      : await db
          .select({ materialId: inventoryLots.materialId, quantity: inventoryLots.quantity, unit: inventoryLots.unit })
          .from(inventoryLots)
          .where(
            and(
              eq(inventoryLots.workspaceId, workspaceId),
              inArray(
                inventoryLots.materialId,
                thresholds.map((threshold) => threshold.materialId),
              ),
            ),
          );
  const gramsByMaterial = new Map<string, number>();
  for (const lot of stockLots)
    gramsByMaterial.set(lot.materialId, (gramsByMaterial.get(lot.materialId) ?? 0) + lotGrams(lot));
  const lowStock = thresholds
    .map((threshold) => ({
      ...threshold,
      totalGrams: Math.round((gramsByMaterial.get(threshold.materialId) ?? 0) * 1000) / 1000,
    }))
    .filter((entry) => entry.totalGrams < entry.minimumGrams);
  return {
    lotCount: lots?.total ?? 0,
    lowStock,
    nearExpiry: findLotsNearExpiry(expiring, today, EXPIRY_WINDOW_DAYS).map(({ quantity, unit, ...lot }) => ({
      ...lot,
      quantity,
      unit,
    })),
  };
}

/** The shopping list of the user's active workspace: its item count and one total per currency. */
async function findShoppingTotals(deps: DashboardDeps, userId: string) {
  const { db } = deps.database;
  const { id: workspaceId } = await resolveActiveWorkspace(db, userId);
  const rows = await db.select().from(shoppingListItems).where(eq(shoppingListItems.workspaceId, workspaceId));
  return { itemCount: rows.length, totals: totalByCurrency(rows) };
}

async function findNews(deps: DashboardDeps) {
  const { db } = deps.database;
  const [headlines, [feeds]] = await Promise.all([
    db
      .select({
        id: perfumeArticles.id,
        title: perfumeArticles.title,
        url: perfumeArticles.url,
        sourceName: perfumeArticles.sourceName,
        publishedAt: perfumeArticles.publishedAt,
      })
      .from(perfumeArticles)
      .orderBy(desc(perfumeArticles.publishedAt))
      .limit(HEADLINES),
    db.select({ total: count() }).from(newsFeeds).where(eq(newsFeeds.isEnabled, true)),
  ]);
  return {
    feedCount: feeds?.total ?? 0,
    headlines: headlines.map((headline) => ({ ...headline, publishedAt: headline.publishedAt.toISOString() })),
  };
}

async function findOnboarding(deps: DashboardDeps, userId: string, isAiInPlan: boolean) {
  const { db } = deps.database;
  const [{ settings, keys }, company, sample, [counts]] = await Promise.all([
    readAiCredentials(db, deps.secretBox, userId),
    // The certificate issuer is the active workspace's (issue 30).
    resolveActiveWorkspace(db, userId).then((workspace) => getWorkspaceCompanyDetails(db, workspace.id)),
    findSampleFormula(deps),
    db
      .select({
        total: count(),
        imported: sql<number>`count(*) filter (where ${formulas.source} = 'imported')`.mapWith(Number),
      })
      .from(formulas)
      .where(eq(formulas.userId, userId)),
  ]);
  return {
    isDismissed: settings.hideOnboardingChecklist,
    /** A sample formula the imported library can build (none before the library is imported). */
    hasSampleFormula: sample !== null,
    ...buildOnboardingChecklist({
      hasCompanyDetails: checkCompanyDetails(company).ok,
      formulaCount: counts?.total ?? 0,
      importedFormulaCount: counts?.imported ?? 0,
      isAiConnected: activeConnection(settings, keys, deps.env) !== null,
      isAiInPlan,
    }),
  };
}

/**
 * The home screen in one answer: recent formulas with their verdicts, formulas a data update broke, inventory
 * alerts, the shopping list totals per currency, the latest news and the getting-started checklist.
 */
export async function getDashboard(
  deps: DashboardDeps,
  userId: string,
  now: Date,
  options: { isAiInPlan: boolean } = { isAiInPlan: true },
) {
  const today = now.toISOString().slice(0, 10);
  const [recentFormulas, brokenFormulas, inventory, shopping, news, onboarding] = await Promise.all([
    findRecentFormulas(deps, userId),
    findBrokenFormulas(deps, userId),
    findInventoryAlerts(deps, userId, today),
    findShoppingTotals(deps, userId),
    findNews(deps),
    findOnboarding(deps, userId, options.isAiInPlan),
  ]);
  return { today, recentFormulas, brokenFormulas, inventory, shopping, news, onboarding };
}

/** Marks a broken-formula notice as seen (the user opened the formula or dismissed it); 404 for another user's. */
export async function acknowledgeVerdictChange(deps: DashboardDeps, userId: string, id: string, now: Date) {
  const [row] = await deps.database.db
    .update(formulaVerdictChanges)
    .set({ acknowledgedAt: sql`coalesce(${formulaVerdictChanges.acknowledgedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(formulaVerdictChanges.id, id), eq(formulaVerdictChanges.userId, userId)))
    .returning({ id: formulaVerdictChanges.id, formulaId: formulaVerdictChanges.formulaId });
  if (!row) throw new AppError('NOT_FOUND', 'No such notice.');
  return row;
}
