import { desc, eq } from 'drizzle-orm';
import type { ExchangeRate } from '../../../domain/pricing/convert-money.ts';
import type { ExchangeRateInput } from '../../../domain/pricing/pricing.schemas.ts';
import type { Db } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../auth.ts';
import { recordAdminAction } from '../accounts/accounts.public.ts';

export type ExchangeRateView = ExchangeRate & { id: string; createdAt: string };

function toView(row: typeof exchangeRates.$inferSelect): ExchangeRateView {
  return {
    id: row.id,
    baseCurrency: row.baseCurrency,
    quoteCurrency: row.quoteCurrency,
    rate: row.rate,
    effectiveOn: row.effectiveOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every rate set, newest day first (the history the administrator sees). */
export async function listExchangeRates(db: Db): Promise<ExchangeRateView[]> {
  const rows = await db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.effectiveOn), desc(exchangeRates.createdAt));
  return rows.map(toView);
}

/** The newest rate of each pair (both directions count as one pair), which is what conversions use. */
export async function findCurrentExchangeRates(db: Db): Promise<ExchangeRateView[]> {
  const seen = new Set<string>();
  const current: ExchangeRateView[] = [];
  for (const rate of await listExchangeRates(db)) {
    const key = [rate.baseCurrency, rate.quoteCurrency].sort().join('/');
    if (seen.has(key)) continue;
    seen.add(key);
    current.push(rate);
  }
  return current;
}

export async function createExchangeRate(db: Db, admin: SessionUser, input: ExchangeRateInput) {
  const [row] = await db
    .insert(exchangeRates)
    .values({ ...input, createdBy: admin.id })
    .returning();
  await recordAdminAction(db, {
    actor: { id: admin.id, email: admin.email },
    target: null,
    action: 'pricing.exchange-rate.set',
    detail: { ...input },
  });
  return toView(row!);
}

export async function deleteExchangeRate(db: Db, admin: SessionUser, id: string) {
  const [row] = await db.delete(exchangeRates).where(eq(exchangeRates.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', 'Exchange rate not found');
  await recordAdminAction(db, {
    actor: { id: admin.id, email: admin.email },
    target: null,
    action: 'pricing.exchange-rate.delete',
    detail: toView(row),
  });
}
