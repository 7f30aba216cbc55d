import type { FinishedProduct, FormulaRow } from '../formulas/formula-row.ts';
import type { WorkspaceRole } from '../workspaces/workspace-roles.ts';

/**
 * The bench's fragrance house (issue 34): the people, own materials, formulas, stock and offers of one workspace,
 * planned from a seed alone. Every item is planned from (seed, kind, index), so the same seed gives the same
 * house, and the writer (bench/lib/generate-house.ts) plans and inserts in batches without holding 10,000 formulas
 * in memory. Amounts, stock and offers are a timing workload: not regulatory values, not real prices.
 */
export type HouseSize = {
  users: number;
  formulas: number;
  ownMaterials: number;
  /** Lines per formula: at least `minLines`, at most `maxLines` (every `largeEvery`-th formula has `maxLines`). */
  minLines: number;
  maxLines: number;
  largeEvery: number;
  /** Own and library materials with stock, and with an offer of the house's own. */
  stockedMaterials: number;
  pricedMaterials: number;
};

/** Issue 34's house: 30 users, 10,000 formulas of 20-600 lines, 25,000 own materials. */
export const HOUSE_SIZE: HouseSize = {
  users: 30,
  formulas: 10_000,
  ownMaterials: 25_000,
  minLines: 20,
  maxLines: 600,
  largeEvery: 500,
  stockedMaterials: 4_000,
  pricedMaterials: 6_000,
};

/** A library material the formulas draw from (the imported reference library). */
export type LibraryMaterial = { id: string; name: string; cas: string | null; kind: string };

export type PlannedUser = { id: string; name: string; email: string; role: WorkspaceRole; personalWorkspaceId: string };

export type PlannedOwnMaterial = {
  id: string;
  name: string;
  kind: 'accord' | 'dilution';
  /** What it is made of: library materials by percent (summing to 100). */
  composition: { materialId: string; percent: number }[];
  dilutionPercent: number | null;
  solventMaterialId: string | null;
  userIndex: number;
};

export type PlannedFormula = {
  id: string;
  name: string;
  userIndex: number;
  rows: FormulaRow[];
  product: FinishedProduct;
  tags: string[];
  /** Days before the house's reference date it was created. */
  ageDays: number;
};

export type PlannedLot = {
  id: string;
  materialId: string;
  userIndex: number;
  lotNumber: string;
  quantityGrams: number;
  pricePaid: number;
};

export type PlannedOffer = {
  id: string;
  materialId: string;
  userIndex: number;
  vendor: string;
  sizeGrams: number;
  price: number;
};

/** Who the house's 30 people are, by role (owner first); other sizes repeat the pattern. */
const ROLE_PATTERN: readonly WorkspaceRole[] = [
  'owner',
  'admin',
  'perfumer',
  'perfumer',
  'lab',
  'perfumer',
  'regulatory',
  'perfumer',
  'buyer',
  'perfumer',
  'lab',
  'perfumer',
  'viewer',
  'perfumer',
  'admin',
];
/** Roles that may edit formulas (workspace-permissions.ts). */
const AUTHORS: readonly WorkspaceRole[] = ['owner', 'admin', 'perfumer'];
const IFRA_CATEGORIES_USED = ['4', '4', '4', '5A', '9', '11A', '10A', '7A'] as const;
const NAME_WORDS = ['Ambre', 'Cèdre', 'Figue', 'Iris', 'Musc', 'Néroli', 'Oud', 'Rose', 'Santal', 'Tabac', 'Vétiver'];
const TAGS = ['EDP', 'candle', 'soap', 'brief 2026', 'trial', 'approved', 'fine fragrance', 'functional'];
const SOLVENT_NAMES = /\b(dipropylene glycol|ethanol|isopropyl myristate|benzyl benzoate|triethyl citrate)\b/i;

/** A 32-bit hash of the seed, what is planned and its index: each item its own stream of numbers. */
function streamSeed(seed: number, kind: string, index: number): number {
  let hash = (2_166_136_261 ^ seed) >>> 0;
  for (const char of `${kind}:${index}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

/** mulberry32: small, fast and deterministic; [0, 1). */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d_2b_79_f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A version-4-shaped UUID from the stream (the API checks ids as UUIDs). */
function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Math.floor(random() * 4) + 8) & 0xf).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The house's stable ids: its workspace, and its people's. */
export function planHouseWorkspaceId(seed: number): string {
  return uuidFrom(createRandom(streamSeed(seed, 'workspace', 0)));
}

export function planUsers(seed: number, size: Pick<HouseSize, 'users'>): PlannedUser[] {
  return Array.from({ length: size.users }, (_, index) => {
    const random = createRandom(streamSeed(seed, 'user', index));
    const number = pad(index + 1, 2);
    return {
      id: `house-${seed}-${number}-${uuidFrom(random).slice(0, 8)}`,
      name: `House member ${number}`,
      email: `house-${seed}-${number}@bench.sillage.test`,
      role: ROLE_PATTERN[index % ROLE_PATTERN.length]!,
      personalWorkspaceId: uuidFrom(random),
    };
  });
}

/** The indexes of the users who write formulas and make materials (owner, admins, perfumers). */
export function authorIndexes(users: readonly PlannedUser[]): number[] {
  return users.flatMap((user, index) => (AUTHORS.includes(user.role) ? [index] : []));
}

/** The library's solvents (by kind, or by name when the library has none of kind 'solvent'); never empty. */
export function pickSolvents(library: readonly LibraryMaterial[]): LibraryMaterial[] {
  const byKind = library.filter((material) => material.kind === 'solvent');
  if (byKind.length > 0) return byKind;
  const byName = library.filter((material) => SOLVENT_NAMES.test(material.name));
  return byName.length > 0 ? byName : library.slice(0, 1);
}

export function planOwnMaterial(
  seed: number,
  index: number,
  library: readonly LibraryMaterial[],
  authors: readonly number[],
): PlannedOwnMaterial {
  if (library.length === 0) throw new Error('The house draws on the library: import the reference data first.');
  const random = createRandom(streamSeed(seed, 'own-material', index));
  const pick = () => library[Math.floor(random() * library.length)]!;
  const id = uuidFrom(random);
  const userIndex = authors[Math.floor(random() * authors.length)] ?? 0;
  if (random() < 0.4) {
    // A dilution: one library material at 1, 10 or 50 % in a solvent.
    const material = pick();
    const solvents = pickSolvents(library);
    const solvent = solvents[Math.floor(random() * solvents.length)]!;
    const percent = [1, 10, 50][Math.floor(random() * 3)]!;
    return {
      id,
      name: `${material.name} ${percent}% (house ${pad(index + 1, 5)})`,
      kind: 'dilution',
      composition: [
        { materialId: material.id, percent },
        { materialId: solvent.id, percent: 100 - percent },
      ],
      dilutionPercent: percent,
      solventMaterialId: solvent.id,
      userIndex,
    };
  }
  // An accord of 3-12 library materials.
  const parts = Array.from({ length: 3 + Math.floor(random() * 10) }, () => ({ material: pick(), weight: random() }));
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  const word = NAME_WORDS[Math.floor(random() * NAME_WORDS.length)]!;
  return {
    id,
    name: `${word} accord ${pad(index + 1, 5)}`,
    kind: 'accord',
    composition: parts.map((part) => ({
      materialId: part.material.id,
      percent: round((part.weight / total) * 100, 3),
    })),
    dilutionPercent: null,
    solventMaterialId: null,
    userIndex,
  };
}

/** How many lines formula `index` has: mostly small (median about 150), every `largeEvery`-th the largest. */
export function formulaLineCount(seed: number, index: number, size: HouseSize): number {
  if (index % size.largeEvery === 0) return size.maxLines;
  const random = createRandom(streamSeed(seed, 'line-count', index));
  return size.minLines + Math.floor((size.maxLines - size.minLines) * random() ** 2.2);
}

/**
 * The share of the concentrate each line takes, in percent, summing to 100: one to three solvents or bases at high
 * percentages, a few heart materials at 5-15 %, and the rest log-uniform between 0.01 and 5 % (a perfumer's
 * long tail of traces and modifiers).
 */
function planShares(random: () => number, lines: number): { solvents: number; shares: number[] } {
  const solvents = Math.min(lines - 1, 1 + Math.floor(random() * 3));
  const hearts = Math.min(lines - solvents, 3 + Math.floor(random() * 6));
  const tail = Array.from({ length: lines - solvents - hearts }, () => 10 ** (-2 + random() * Math.log10(500)));
  const heart = Array.from({ length: hearts }, () => 5 + random() * 10);
  const used = [...heart, ...tail].reduce((sum, share) => sum + share, 0);
  // The solvents take what is left, at least a fifth of the concentrate: the others are scaled to fit.
  const rest = Math.max(20, 100 - used);
  const scale = (100 - rest) / used;
  const solventWeights = Array.from({ length: solvents }, () => 0.5 + random());
  const solventTotal = solventWeights.reduce((sum, weight) => sum + weight, 0);
  return {
    solvents,
    shares: [
      ...solventWeights.map((weight) => (weight / solventTotal) * rest),
      ...[...heart, ...tail].map((share) => share * scale),
    ],
  };
}

export function planFormula(
  seed: number,
  index: number,
  size: HouseSize,
  library: readonly LibraryMaterial[],
  ownMaterialIds: readonly { id: string; name: string }[],
  authors: readonly number[],
): PlannedFormula {
  if (library.length === 0) throw new Error('The house draws on the library: import the reference data first.');
  const random = createRandom(streamSeed(seed, 'formula', index));
  const lines = formulaLineCount(seed, index, size);
  const solventPool = pickSolvents(library);
  const { solvents, shares } = planShares(random, lines);
  const batchGrams = [100, 500, 1000][Math.floor(random() * 3)]!;
  const rows: FormulaRow[] = shares.map((share, line) => {
    const ownChance = ownMaterialIds.length > 0 && line >= solvents && random() < 0.08;
    const own = ownChance ? ownMaterialIds[Math.floor(random() * ownMaterialIds.length)]! : null;
    const material =
      line < solvents
        ? solventPool[Math.floor(random() * solventPool.length)]!
        : library[Math.floor(random() * library.length)]!;
    const diluted = !own && line >= solvents && share < 0.5 && random() < 0.3;
    return {
      id: uuidFrom(random),
      materialId: own ? own.id : material.id,
      name: own ? own.name : material.name,
      cas: own ? null : material.cas,
      amount: Math.max(0.001, round((share / 100) * batchGrams, 3)),
      unit: 'g',
      purity: diluted ? 0.1 : 1,
      diluent: diluted ? 'DPG' : null,
      diluentMaterialId: null,
      notes: line < solvents ? 'solvent' : '',
      isExcluded: false,
      isLocked: false,
    };
  });
  const word = NAME_WORDS[Math.floor(random() * NAME_WORDS.length)]!;
  return {
    id: uuidFrom(random),
    name: `${word} ${pad(index + 1, 5)}`,
    userIndex: authors[index % Math.max(1, authors.length)] ?? 0,
    rows,
    product: {
      ifraCategory: IFRA_CATEGORIES_USED[Math.floor(random() * IFRA_CATEGORIES_USED.length)]!,
      dosagePercent: [1, 5, 10, 15, 20, 25][Math.floor(random() * 6)]!,
      basis: 'w/w',
      application: 'leave-on',
      concentrateDensity: 0.95,
      baseDensity: 0.79,
    },
    tags: random() < 0.5 ? [TAGS[Math.floor(random() * TAGS.length)]!] : [],
    ageDays: Math.floor(random() * 3 * 365),
  };
}

/** Stock of material `materialId` (one lot), for the stocked materials. */
export function planLot(seed: number, index: number, materialId: string, authors: readonly number[]): PlannedLot {
  const random = createRandom(streamSeed(seed, 'lot', index));
  return {
    id: uuidFrom(random),
    materialId,
    userIndex: authors[Math.floor(random() * authors.length)] ?? 0,
    lotNumber: `L${pad(index + 1, 6)}`,
    quantityGrams: round(5 + random() * 995, 1),
    pricePaid: round(2 + random() * 300, 2),
  };
}

/** The house's own offer for a priced material (a timing workload: not a real price). */
export function planOffer(seed: number, index: number, materialId: string, authors: readonly number[]): PlannedOffer {
  const random = createRandom(streamSeed(seed, 'offer', index));
  return {
    id: uuidFrom(random),
    materialId,
    userIndex: authors[Math.floor(random() * authors.length)] ?? 0,
    vendor: `Bench vendor ${String.fromCharCode(65 + Math.floor(random() * 6))}`,
    sizeGrams: [10, 50, 100, 500, 1000][Math.floor(random() * 5)]!,
    price: round(3 + random() * 400, 2),
  };
}
