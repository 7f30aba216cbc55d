// The bench's fragrance house written into a database through the app's own schema: the embedded database in
// DATA_DIR, or PostgreSQL when DATABASE_URL is set. Planned from a seed by src/domain/bench/plan-house.ts (the same
// seed gives the same house) and inserted in multi-row batches, one transaction per batch. The library must be
// imported first (bench/house.ts does it through the admin API): the formulas draw their lines from it.
//   DATA_DIR=.tmp/house node bench/lib/generate-house.ts                 (the house: 30 users, 10,000 formulas)
//   HOUSE_USERS=3 HOUSE_FORMULAS=50 HOUSE_OWN_MATERIALS=100 …            (a small one, to check it works)
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { hashPassword } from 'better-auth/crypto';
import { pathToFileURL } from 'node:url';
import { eq, isNull, sql } from 'drizzle-orm';
import {
  authorIndexes,
  HOUSE_SIZE,
  planFormula,
  planHouseWorkspaceId,
  planLot,
  planOffer,
  planOwnMaterial,
  planUsers,
  type HouseSize,
  type LibraryMaterial,
  type PlannedUser,
} from '../../src/domain/bench/plan-house.ts';
import { openDatabase, type Db } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import {
  accounts,
  activeWorkspaces,
  formulaVersions,
  formulas,
  inventoryLots,
  materialPrices,
  materials,
  subscribers,
  users,
  workspaceMembers,
  workspaces,
} from '../../src/server/db/schema/index.ts';

/** Every house member signs in with this password (the load script's sessions). */
export const HOUSE_PASSWORD = 'house-bench-password';
/** The day the house's dates count back from: a fixed date, so the same seed gives the same rows. */
const REFERENCE_DATE = Date.UTC(2026, 10, 1);

export type HouseSummary = {
  seed: number;
  size: HouseSize;
  workspaceId: string;
  users: PlannedUser[];
  /** The ids of the largest formulas (maxLines lines), for the benches that open one. */
  largeFormulaIds: string[];
  /** Every formula's id and author (an index into `users`), for the load script. */
  formulas: { id: string; userIndex: number; lines: number }[];
  lines: number;
  milliseconds: number;
};

/** The house's size from HOUSE_* variables over the size. */
export function readHouseSize(env: NodeJS.ProcessEnv = process.env): HouseSize {
  const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  return {
    ...HOUSE_SIZE,
    users: number('HOUSE_USERS', HOUSE_SIZE.users),
    formulas: number('HOUSE_FORMULAS', HOUSE_SIZE.formulas),
    ownMaterials: number('HOUSE_OWN_MATERIALS', HOUSE_SIZE.ownMaterials),
    stockedMaterials: number(
      'HOUSE_STOCKED',
      Math.min(HOUSE_SIZE.stockedMaterials, number('HOUSE_OWN_MATERIALS', HOUSE_SIZE.ownMaterials)),
    ),
    pricedMaterials: number(
      'HOUSE_PRICED',
      Math.min(HOUSE_SIZE.pricedMaterials, number('HOUSE_OWN_MATERIALS', HOUSE_SIZE.ownMaterials)),
    ),
  };
}

const daysAgo = (days: number) => new Date(REFERENCE_DATE - days * 86_400_000);

/** Inserts `count` planned items, `batch` at a time, each batch one multi-row INSERT in its own transaction. */
async function insertInBatches<Item>(
  db: Db,
  count: number,
  batch: number,
  plan: (index: number) => Item,
  write: (tx: Db, items: Item[]) => Promise<void>,
  label: string,
): Promise<void> {
  const started = performance.now();
  for (let start = 0; start < count; start += batch) {
    const items = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => plan(start + offset));
    await db.transaction(async (tx) => write(tx as unknown as Db, items));
    if (process.stdout.isTTY)
      process.stdout.write(`\r  ${label}: ${Math.min(count, start + batch)} of ${count}`.padEnd(60));
  }
  if (process.stdout.isTTY) process.stdout.write('\r');
  console.log(`  ${label}: ${count} in ${((performance.now() - started) / 1000).toFixed(1)} s`.padEnd(60));
}

/**
 * The issuer a house's certificates, declarations and safety data sheets print (Settings → Company): without it every
 * document of a certifiable formula is refused, and the load would time refusals instead of documents.
 */
const houseIssuer = (seed: number) => ({
  certificateCompany: `Bench house ${seed}`,
  certificateCompanyAddress: '1 Bench Street, 06130 Grasse, France',
  certificateSignatory: 'Bench Signatory',
  certificateSignatoryRole: 'Head of regulatory affairs',
});

/** The house of `seed` as a database holds it (generated before), or null when it is not there. */
export async function readHouse(db: Db, seed: number, size: HouseSize): Promise<HouseSummary | null> {
  const workspaceId = planHouseWorkspaceId(seed);
  const [existing] = await db
    .select({ id: workspaces.id, companyDetails: workspaces.companyDetails })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!existing) return null;
  // A house generated before it had an issuer gets one (its certificates were refused for want of it).
  if (!existing.companyDetails)
    await db
      .update(workspaces)
      .set({ companyDetails: houseIssuer(seed) })
      .where(eq(workspaces.id, workspaceId));
  const planned = planUsers(seed, size);
  const indexOf = new Map(planned.map((user, index) => [user.id, index]));
  const rows = await db
    .select({
      id: formulas.id,
      userId: formulas.userId,
      lines: sql<number>`jsonb_array_length(${formulas.rows})::int`,
    })
    .from(formulas)
    .where(eq(formulas.workspaceId, workspaceId));
  const written = rows.map((row) => ({ id: row.id, userIndex: indexOf.get(row.userId) ?? 0, lines: row.lines }));
  return {
    seed,
    size,
    workspaceId,
    users: planned,
    largeFormulaIds: written.filter((row) => row.lines === size.maxLines).map((row) => row.id),
    formulas: written,
    lines: written.reduce((sum, row) => sum + row.lines, 0),
    milliseconds: 0,
  };
}

/**
 * Writes the house of `seed` and `size` into `db` (migrated, library imported). Refuses a database that already
 * holds this seed's house: generate into a fresh one.
 */
export async function generateHouse(db: Db, seed: number, size: HouseSize): Promise<HouseSummary> {
  const started = performance.now();
  const library: LibraryMaterial[] = await db
    .select({ id: materials.id, name: materials.name, cas: materials.cas, kind: materials.kind })
    .from(materials)
    .where(isNull(materials.userId))
    .orderBy(materials.mergeKey, materials.id);
  if (library.length === 0) throw new Error('The library is empty: import the reference data first.');
  const workspaceId = planHouseWorkspaceId(seed);
  const [existing] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId));
  if (existing) throw new Error(`The house of seed ${seed} is already in this database: use a fresh one.`);

  const planned = planUsers(seed, size);
  const authors = authorIndexes(planned);
  const password = await hashPassword(HOUSE_PASSWORD);
  const created = daysAgo(3 * 365);
  console.log(`House of seed ${seed}: ${library.length} library materials to draw from`);
  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      planned.map((user) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: true,
        createdAt: created,
        updatedAt: created,
      })),
    );
    await tx.insert(accounts).values(
      planned.map((user) => ({
        id: `${user.id}-credential`,
        accountId: user.id,
        providerId: 'credential',
        userId: user.id,
        password,
        createdAt: created,
        updatedAt: created,
      })),
    );
    // Each member's personal workspace (as sign-up makes it), the house's, and the house as their active one.
    await tx.insert(workspaces).values([
      ...planned.map((user) => ({
        id: user.personalWorkspaceId,
        name: `${user.name}'s workspace`,
        isPersonal: true,
        createdBy: user.id,
        createdAt: created,
      })),
      {
        id: workspaceId,
        name: `Bench house ${seed}`,
        isPersonal: false,
        companyDetails: houseIssuer(seed),
        createdBy: planned[0]!.id,
        createdAt: created,
      },
    ]);
    await tx
      .insert(workspaceMembers)
      .values([
        ...planned.map((user) => ({ workspaceId: user.personalWorkspaceId, userId: user.id, role: 'owner' as const })),
        ...planned.map((user) => ({ workspaceId, userId: user.id, role: user.role })),
      ]);
    await tx.insert(activeWorkspaces).values(planned.map((user) => ({ userId: user.id, workspaceId })));
    // The house's plan: every feature (documents, exports) and no formula or material limit.
    await tx.insert(subscribers).values(
      planned.map((user) => ({
        email: user.email,
        userId: user.id,
        subscribed: true,
        subscriptionTier: 'enterprise',
        source: 'admin',
      })),
    );
  });

  const userId = (index: number) => planned[index]!.id;
  const own = Array.from({ length: size.ownMaterials }, (_, index) => planOwnMaterial(seed, index, library, authors));
  await insertInBatches(
    db,
    own.length,
    500,
    (index) => own[index]!,
    async (tx, items) => {
      await tx.insert(materials).values(
        items.map((material) => ({
          id: material.id,
          userId: userId(material.userIndex),
          workspaceId,
          name: material.name,
          kind: material.kind,
          searchText: material.name.toLowerCase(),
          composition: material.composition,
          dilutionPercent: material.dilutionPercent,
          solventMaterialId: material.solventMaterialId,
          createdAt: created,
          updatedAt: created,
        })),
      );
    },
    'own materials',
  );

  const ownRefs = own.map((material) => ({ id: material.id, name: material.name }));
  const largeFormulaIds: string[] = [];
  const written: HouseSummary['formulas'] = [];
  let lines = 0;
  // About 2 MB of rows per batch (a 600-line formula's rows are about 150 kB of JSON).
  await insertInBatches(
    db,
    size.formulas,
    20,
    (index) => planFormula(seed, index, size, library, ownRefs, authors),
    async (tx, items) => {
      const rows = items.map((formula) => {
        lines += formula.rows.length;
        written.push({ id: formula.id, userIndex: formula.userIndex, lines: formula.rows.length });
        if (formula.rows.length === size.maxLines) largeFormulaIds.push(formula.id);
        const at = daysAgo(formula.ageDays);
        return { formula, at };
      });
      await tx.insert(formulas).values(
        rows.map(({ formula, at }) => ({
          id: formula.id,
          userId: userId(formula.userIndex),
          workspaceId,
          name: formula.name,
          rows: formula.rows,
          product: formula.product,
          tags: formula.tags,
          createdAt: at,
          updatedAt: at,
        })),
      );
      await tx.insert(formulaVersions).values(
        rows.map(({ formula, at }) => ({
          formulaId: formula.id,
          userId: userId(formula.userIndex),
          workspaceId,
          version: 1,
          name: formula.name,
          rows: formula.rows,
          product: formula.product,
          createdAt: at,
        })),
      );
    },
    'formulas',
  );

  // Stock and offers: own materials first, then library materials, as far as the size asks.
  const stockable = [...own.map((material) => material.id), ...library.map((material) => material.id)];
  await insertInBatches(
    db,
    Math.min(size.stockedMaterials, stockable.length),
    1000,
    (index) => planLot(seed, index, stockable[index]!, authors),
    async (tx, items) => {
      await tx.insert(inventoryLots).values(
        items.map((lot) => ({
          id: lot.id,
          userId: userId(lot.userIndex),
          workspaceId,
          materialId: lot.materialId,
          lotNumber: lot.lotNumber,
          quantity: lot.quantityGrams,
          purchasedQuantity: lot.quantityGrams,
          unit: 'g',
          pricePaid: lot.pricePaid,
          currency: 'EUR',
          createdAt: created,
          updatedAt: created,
        })),
      );
    },
    'stock lots',
  );
  await insertInBatches(
    db,
    Math.min(size.pricedMaterials, stockable.length),
    1000,
    (index) => planOffer(seed, index, stockable[stockable.length - 1 - index]!, authors),
    async (tx, items) => {
      await tx.insert(materialPrices).values(
        items.map((offer) => ({
          id: offer.id,
          userId: userId(offer.userIndex),
          workspaceId,
          materialId: offer.materialId,
          vendor: offer.vendor,
          size: `${offer.sizeGrams} g`,
          sizeGrams: offer.sizeGrams,
          price: offer.price,
          currency: 'EUR',
          source: 'manual' as const,
          observedAt: created,
          createdAt: created,
        })),
      );
    },
    'offers',
  );
  await db.execute(sql`ANALYZE`);
  return {
    seed,
    size,
    workspaceId,
    users: planned,
    largeFormulaIds,
    formulas: written,
    lines,
    milliseconds: performance.now() - started,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seed = Number(process.env.HOUSE_SEED ?? 34);
  const dataDir = process.env.DATA_DIR;
  if (!process.env.DATABASE_URL && !dataDir) throw new Error('Set DATA_DIR (embedded database) or DATABASE_URL.');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: dataDir ?? '' });
  try {
    await migrate(database.db);
    const house = await generateHouse(database.db, seed, readHouseSize());
    console.log(
      `House of seed ${seed} on ${database.kind}: ${house.users.length} users, ${house.size.formulas} formulas (${house.lines} lines), ${house.size.ownMaterials} own materials in ${(house.milliseconds / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}
