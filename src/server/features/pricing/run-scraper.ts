import { and, desc, eq, isNull } from 'drizzle-orm';
import { ParseRulesSchema } from '../../../domain/pricing/pricing.schemas.ts';
import type { Db } from '../../db/client.ts';
import { materialPrices, scraperRuns, scraperSources } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { mapPriceRows } from './import-price-list.ts';
import { parseCatalogue } from './parse-catalogue.ts';

export type ScraperDeps = { db: Db; logger: Logger; fetch?: typeof fetch; timeoutMs?: number };
type LogEntry = { at: string; level: 'info' | 'warn' | 'error'; message: string };

const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Network errors that mean this machine cannot reach the internet, not that the vendor's page is wrong. */
const OFFLINE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN']);

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }> } })?.cause;
  return cause?.code ?? cause?.errors?.[0]?.code ?? (error as { code?: string })?.code;
}

/** Runs in the background: the run row records status, progress (0-1), counts and a log the admin screen shows. */
const running = new Set<string>();

export function isScraperRunning(sourceId: string): boolean {
  return running.has(sourceId);
}

/** Starts one run of a catalogue source (409 if it is already running); `done` settles when it finishes. */
export async function startScraperRun(deps: ScraperDeps, sourceId: string, startedBy: string | null) {
  const [source] = await deps.db.select().from(scraperSources).where(eq(scraperSources.id, sourceId));
  if (!source) throw new AppError('NOT_FOUND', 'Source not found');
  if (running.has(sourceId)) throw new AppError('CONFLICT', 'This source is already running. Wait for it to finish.');
  running.add(sourceId);
  const [run] = await deps.db.insert(scraperRuns).values({ sourceId, status: 'running', startedBy }).returning();
  const runId = run!.id;
  const log: LogEntry[] = [];
  const note = async (level: LogEntry['level'], message: string, progress?: number) => {
    log.push({ at: new Date().toISOString(), level, message });
    await deps.db.update(scraperRuns).set({ log, ...(progress === undefined ? {} : { progress }) }).where(eq(scraperRuns.id, runId));
  };
  const finish = async (fields: Partial<typeof scraperRuns.$inferInsert>) => {
    await deps.db.update(scraperRuns).set({ ...fields, log, finishedAt: new Date() }).where(eq(scraperRuns.id, runId));
  };
  const doFetch = deps.fetch ?? fetch;
  const done = (async () => {
    try {
      const rules = ParseRulesSchema.parse(source.parseRules);
      await note('info', `Fetching ${source.url}`, 0.1);
      let response: Response;
      try {
        response = await doFetch(source.url, { signal: AbortSignal.timeout(deps.timeoutMs ?? 20_000), headers: { Accept: 'text/csv, application/json' } });
      } catch (error) {
        const code = errorCode(error);
        const isOffline = code !== undefined && OFFLINE_CODES.has(code);
        const host = new URL(source.url).host;
        const message = isOffline
          ? `The machine is offline: ${host} could not be reached (${code}). Runs will work once the deployment is online.`
          : `Could not fetch ${host}: ${code ?? (error instanceof Error ? error.message : String(error))}`;
        await note('error', message);
        await finish({ status: 'failed', isOffline, error: message });
        return;
      }
      if (!response.ok) {
        const message = `The vendor answered HTTP ${response.status}`;
        await note('error', message);
        await finish({ status: 'failed', error: message });
        return;
      }
      const body = await response.text();
      if (body.length > MAX_BODY_BYTES) throw new Error(`The catalogue is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`);
      await note('info', `Fetched ${body.length} bytes`, 0.4);
      const records = parseCatalogue(body, rules);
      await note('info', `Read ${records.length} rows`, 0.6);
      const { accepted, skipped, skippedCount } = await mapPriceRows(deps.db, null, records, rules.columns, { vendor: source.vendor, currency: rules.defaultCurrency });
      for (const skip of skipped.slice(0, 20)) await note('warn', `Row ${skip.row}: ${skip.reason}`);
      const now = new Date();
      await deps.db.transaction(async (tx) => {
        await tx.delete(materialPrices).where(and(eq(materialPrices.scraperSourceId, source.id), isNull(materialPrices.userId)));
        for (let start = 0; start < accepted.length; start += 500) {
          await tx.insert(materialPrices).values(
            accepted.slice(start, start + 500).map((row) => ({
              ...row, vendor: source.vendor, userId: null, observedAt: now, source: 'scraper' as const, sourceUrl: source.url, scraperSourceId: source.id,
            })),
          );
        }
      });
      await note('info', `Saved ${accepted.length} prices; ${skippedCount} rows skipped`, 1);
      await finish({ status: 'succeeded', progress: 1, rowsRead: records.length, pricesSaved: accepted.length, rowsSkipped: skippedCount });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.logger.warn({ sourceId, error: message }, 'scraper run failed');
      await note('error', message).catch(() => {});
      await finish({ status: 'failed', error: message }).catch(() => {});
    } finally {
      running.delete(sourceId);
    }
  })();
  return { runId, done };
}

/**
 * Runs each enabled source whose schedule is due (last run older than its schedule), checking every
 * `intervalMs`. Returns a stop function. Call once per deployment (see the report in README).
 */
export function startScraperScheduler(deps: ScraperDeps, intervalMs = 60_000) {
  const tick = async () => {
    const sources = await deps.db.select().from(scraperSources).where(eq(scraperSources.isEnabled, true));
    for (const source of sources) {
      if (!source.scheduleHours || running.has(source.id)) continue;
      const [last] = await deps.db
        .select({ startedAt: scraperRuns.startedAt })
        .from(scraperRuns)
        .where(eq(scraperRuns.sourceId, source.id))
        .orderBy(desc(scraperRuns.startedAt))
        .limit(1);
      if (last && Date.now() - last.startedAt.getTime() < source.scheduleHours * 3_600_000) continue;
      await startScraperRun(deps, source.id, null).catch((error: unknown) => deps.logger.warn({ error: String(error) }, 'scheduled scraper run not started'));
    }
  };
  const timer = setInterval(() => void tick().catch(() => {}), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
