import { and, desc, eq, sql } from 'drizzle-orm';
import type { AssessMarketsInput } from '../../../domain/markets/assess-markets.ts';
import type {
  MarketConstituent,
  MarketFormulaLine,
  MarketMaterial,
} from '../../../domain/markets/expand-formula-substances.ts';
import { mergeProp65Listings } from '../../../domain/markets/parse-prop65-list.ts';
import { normaliseCas } from '../../../domain/regulatory/build-regulatory-index.ts';
import type { Material } from '../../../domain/regulatory/regulatory-model.ts';
import { euLabellingAllergens, importRuns, prop65Listings } from '../../db/schema/index.ts';
import type { ComplianceDeps, UserComplianceContext } from './load-compliance-inputs.ts';

/**
 * The adapter between the compliance engine's inputs (read, never changed: the reference library with the
 * user's own materials and lots, built by regulatory/load-compliance-inputs.ts) and the market rules'
 * input (domain/markets/assess-markets.ts). Everything the markets read from the database goes through here.
 */

export const PROP65_DATASET = 'ca-prop65-oehha';

export type MarketData = AssessMarketsInput['data'];

async function findLatestVersion(deps: ComplianceDeps, dataset: string): Promise<string | null> {
  const [run] = await deps.database.db
    .select({ version: importRuns.version, finishedAt: importRuns.finishedAt })
    .from(importRuns)
    .where(and(eq(importRuns.dataset, dataset), eq(importRuns.status, 'succeeded')))
    .orderBy(desc(importRuns.finishedAt))
    .limit(1);
  if (!run) return null;
  return `${run.version}${run.finishedAt ? `, imported ${run.finishedAt.toISOString().slice(0, 10)}` : ''}`;
}

/**
 * What OEHHA's Proposition 65 list holds, as one text that changes whenever loadProp65Data's answer could: its latest
 * import and a digest of its rows, made by the database (the kept findings' key, read at every dashboard: the list
 * itself is 1,000 rows to read, merge and print).
 */
export async function selectProp65Digest(deps: ComplianceDeps): Promise<string> {
  const [digest, version] = await Promise.all([
    deps.database.db.execute<{ digest: string }>(
      sql`select md5(coalesce(string_agg(listing::text, '|' order by listing.id), '')) as digest
          from ${prop65Listings} as listing`,
    ),
    findLatestVersion(deps, PROP65_DATASET),
  ]);
  return `${version ?? ''}|${digest.rows[0]!.digest}`;
}

/** OEHHA's Proposition 65 list as the market rules read it (MarketData's `prop65`), or null when it has no rows. */
async function loadProp65Data(deps: ComplianceDeps): Promise<MarketData['prop65']> {
  const [listingRows, version] = await Promise.all([
    deps.database.db.select().from(prop65Listings),
    findLatestVersion(deps, PROP65_DATASET),
  ]);
  return listingRows.length > 0 ? { version: version ?? 'imported', listings: mergeProp65Listings(listingRows) } : null;
}

/**
 * The EU allergen list (the engine's entries, with their label names, marked listed before 2023/1545 from the
 * `original_26` column) and OEHHA's Proposition 65 list; null for a list that has no rows.
 */
export async function loadMarketData(deps: ComplianceDeps, context: UserComplianceContext): Promise<MarketData> {
  const [originals, prop65] = await Promise.all([
    deps.database.db
      .select({ annexIiiRef: euLabellingAllergens.annexIiiRef })
      .from(euLabellingAllergens)
      .where(eq(euLabellingAllergens.isOriginal26, true)),
    loadProp65Data(deps),
  ]);
  const listedBefore = new Set(originals.map((row) => row.annexIiiRef));
  const entries = context.regulatoryData.euAllergens.map((entry) => ({
    annexIiiReference: entry.annexIiiReference,
    labelName: entry.labelName,
    casNumbers: entry.casNumbers,
    isListedBefore20231545: listedBefore.has(entry.annexIiiReference),
  }));
  return {
    allergens: entries.length > 0 ? { version: context.regulatoryData.dataVersion.euAnnexEdition, entries } : null,
    prop65,
  };
}

const UNRESOLVED_KINDS: ReadonlySet<Material['kind']> = new Set(['ncs', 'base-accord']);

/** The composition of an engine material as market constituents (the maximum where a range is known). */
function toConstituents(material: Material, library: UserComplianceContext['userEngine']['materials']) {
  return material.composition.flatMap((row): MarketConstituent[] => {
    const share = row.maximum ?? row.typical ?? row.minimum;
    if (share === undefined || !(share > 0)) return [];
    const child = library.get(row.childMaterialId);
    return [
      {
        materialId: child ? child.id : null,
        name: child?.name ?? row.childMaterialId,
        casNumbers: child?.casNumbers ?? [],
        percent: share * 100,
      },
    ];
  });
}

/**
 * The materials the lines name and every material their compositions reach, as market materials. A line's
 * `constituents` (a supplier's analysis sent with the request) replace what the library knows of its material.
 */
export function buildMarketMaterials(
  context: UserComplianceContext,
  materialIds: readonly string[],
  overrides: ReadonlyMap<string, readonly { cas: string; name: string; percent: number }[]> = new Map(),
): Map<string, MarketMaterial> {
  const library = context.userEngine.materials;
  const result = new Map<string, MarketMaterial>();
  const queue = [...materialIds];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (result.has(id)) continue;
    const material = library.get(id);
    if (!material) continue;
    const override = overrides.get(id);
    const constituents = override
      ? override.map((entry) => ({
          materialId: null,
          name: entry.name,
          casNumbers: [normaliseCas(entry.cas)],
          percent: entry.percent,
        }))
      : toConstituents(material, library);
    result.set(id, {
      id,
      name: material.name,
      casNumbers: material.casNumbers,
      constituents,
      // As the engine reads allergen content: a natural's or base's composition is known from a lot's analysis or a
      // declared composition; the IFRA annex lists only the constituents IFRA restricts (no myrcene in bergamot).
      isCompositionKnown:
        !UNRESOLVED_KINDS.has(material.kind) ||
        override !== undefined ||
        material.composition.some((row) => row.source === 'lot-analysis' || row.source === 'supplier-declaration'),
    });
    for (const constituent of constituents) if (constituent.materialId) queue.push(constituent.materialId);
  }
  return result;
}

/** The engine line of a saved formula's body line, for the markets: its lot's material when it names one. */
export function toMarketLine(
  context: UserComplianceContext,
  line: {
    materialId?: string | undefined;
    grams: unknown;
    purity?: unknown;
    diluentMaterialId?: string | undefined;
    lotId?: string | undefined;
  },
  rowNumber: number,
): MarketFormulaLine | null {
  const lot = line.lotId ? context.lots.get(line.lotId) : undefined;
  const materialId = lot ? lot.material.id : line.materialId;
  if (!materialId || typeof line.grams !== 'number') return null;
  return {
    line: rowNumber,
    materialId,
    grams: line.grams,
    ...(typeof line.purity === 'number' ? { purity: line.purity } : {}),
    ...(line.diluentMaterialId ? { diluentMaterialId: line.diluentMaterialId } : {}),
  };
}
