import { and, arrayOverlaps, desc, eq } from 'drizzle-orm';
import type { AnnexViEntry } from '../../../domain/clp/annex-vi-entry.ts';
import type { ClpDataVersion } from '../../../domain/clp/classify-clp-request.ts';
import type { Db } from '../../db/client.ts';
import { clpAnnexViEntries, importRuns } from '../../db/schema/index.ts';

export const ANNEX_VI_DATASET = 'eu-clp-annex-vi-echa';

/** The Annex VI entries naming any of these CAS numbers, by CAS (a group entry answers for each member). */
export async function findAnnexViEntries(db: Db, casNumbers: readonly string[]): Promise<Map<string, AnnexViEntry>> {
  const wanted = [...new Set(casNumbers.map((cas) => cas.trim()).filter(Boolean))];
  const byCas = new Map<string, AnnexViEntry>();
  if (wanted.length === 0) return byCas;
  const rows = await db
    .select({ entry: clpAnnexViEntries.entry })
    .from(clpAnnexViEntries)
    .where(arrayOverlaps(clpAnnexViEntries.casNumbers, wanted));
  for (const { entry } of rows) {
    for (const cas of entry.casNumbers) if (wanted.includes(cas) && !byCas.has(cas)) byCas.set(cas, entry);
  }
  return byCas;
}

/** The Annex VI edition in use: the last successful import, or nulls when it was never imported (opt-in). */
export async function findAnnexViVersion(db: Db): Promise<Omit<ClpDataVersion, 'citation'>> {
  const [run] = await db
    .select({ version: importRuns.version, finishedAt: importRuns.finishedAt })
    .from(importRuns)
    .where(and(eq(importRuns.dataset, ANNEX_VI_DATASET), eq(importRuns.status, 'succeeded')))
    .orderBy(desc(importRuns.startedAt))
    .limit(1);
  return { annexVi: run?.version ?? null, importedOn: run?.finishedAt?.toISOString().slice(0, 10) ?? null };
}
