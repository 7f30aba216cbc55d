import type {
  CompositionGap,
  MarketFormulaLine,
  MarketMaterial,
  OccurrenceIndex,
  SubstanceOccurrence,
} from './expand-formula-substances.ts';
import {
  expandFormulaSubstances,
  indexOccurrences,
  normaliseCas,
  selectOccurrences,
} from './expand-formula-substances.ts';
import type { AllergenScope, IsoDate, MarketDescription, MarketId } from './market-rules.ts';
import {
  ALLERGEN_LABELLING_RULES,
  ALLERGEN_THRESHOLDS,
  findMarketDescription,
  MARKET_IDS,
  PROP65_GRACE_MONTHS,
} from './market-rules.ts';
import { buildProp65WarningText } from './build-prop65-warning-text.ts';

/** One Annex III labelling entry (the EU data's allergen list, grouped by entry). */
export type AllergenListEntry = {
  annexIiiReference: string;
  labelName: string;
  casNumbers: readonly string[];
  /** True for the entries of Directive 2003/15/EC (`original_26`), listed before Regulation (EU) 2023/1545. */
  isListedBefore20231545: boolean;
};

export type Prop65Toxicity = 'cancer' | 'developmental' | 'female' | 'male';

/** One chemical of OEHHA's list (rows of one CAS merged: a chemical may be listed for cancer and reproduction). */
export type Prop65Listing = {
  chemical: string;
  cas: string;
  toxicity: readonly Prop65Toxicity[];
  /** The earliest listing date of its rows. */
  listedOn: IsoDate;
  /** `NSRL or MADL (µg/day)` as OEHHA prints it (e.g. "3", "90 (inhalation)"), or null where none is adopted. */
  safeHarbourLevel: string | null;
};

export type MarketProductType = 'leave-on' | 'rinse-off' | 'not-cosmetic';

/**
 * The input of assessMarkets: one formula, the date of the verdict, and the market data read from the imports
 * (null where a dataset is not imported: those markets are "not assessed" with the reason).
 */
export type AssessMarketsInput = {
  date: IsoDate;
  /** Default: every market. */
  markets?: readonly MarketId[];
  productType: MarketProductType;
  /** % (w/w) of the concentrate in the finished product. */
  dosagePercent: number;
  lines: readonly MarketFormulaLine[];
  materials: ReadonlyMap<string, MarketMaterial>;
  data: {
    allergens: { version: string; entries: readonly AllergenListEntry[] } | null;
    prop65: { version: string; listings: readonly Prop65Listing[] } | null;
  };
};

/** Where a substance comes from: the line, its material and, for a constituent, the material carrying it. */
export type FindingSource = {
  line: number;
  materialName: string;
  throughMaterialName: string | null;
  percentInProduct: number;
};

export type AllergenDeclaration = {
  ruleId: string;
  annexIiiReference: string;
  labelName: string;
  cas: readonly string[];
  /** % in the finished product, summed over the entry's CAS. */
  concentration: number;
  threshold: number;
  startsOn: IsoDate;
  sources: readonly FindingSource[];
};

export type Prop65Warning = {
  ruleId: string;
  chemical: string;
  cas: string;
  toxicity: readonly Prop65Toxicity[];
  listedOn: IsoDate;
  /** Listing date + 12 months (H&S Code §25249.10(b)). */
  startsOn: IsoDate;
  safeHarbourLevel: string | null;
  concentration: number;
  sources: readonly FindingSource[];
};

export type MarketStatus = 'action-required' | 'no-findings' | 'cannot-be-verified' | 'not-assessed';

/** A rule that starts after the verdict's date and would add findings for this formula. */
export type UpcomingChange = {
  ruleId: string;
  title: string;
  startsOn: IsoDate;
  deadline: IsoDate;
  appliesTo: 'all-products' | 'new-products' | 'existing-products';
  declarations: readonly AllergenDeclaration[];
  warnings: readonly Prop65Warning[];
};

/**
 * The verdict of one market on one date. Never "compliant": `no-findings` means the rules assessed found
 * nothing to declare or warn of, and `notAssessed` lists what the project does not assess there.
 */
export type MarketVerdict = {
  market: MarketId;
  name: string;
  date: IsoDate;
  status: MarketStatus;
  /** Why the market is not assessed (status `not-assessed`), else null. */
  reason: string | null;
  source: { title: string; citation: string; version: string };
  coverage: string;
  declarations: readonly AllergenDeclaration[];
  warnings: readonly Prop65Warning[];
  /** 27 CCR §25603 warning text with the chemicals named (California), else null. */
  warningText: string | null;
  notAssessed: readonly { scope: string; reason: string }[];
  /** Lines whose composition is unknown: what they carry cannot be verified. */
  gaps: readonly CompositionGap[];
  upcoming: readonly UpcomingChange[];
};

const TOLERANCE = 1e-9;

const toSources = (occurrences: readonly SubstanceOccurrence[]): FindingSource[] =>
  occurrences.map((occurrence) => ({
    line: occurrence.line,
    materialName: occurrence.materialName,
    throughMaterialName: occurrence.throughMaterialName,
    percentInProduct: occurrence.percentInProduct,
  }));

/** Adds whole months to an ISO date (the 12-month grace of Proposition 65). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1 + months, day));
  return shifted.toISOString().slice(0, 10);
}

const CAS_MAPS = new WeakMap<object, Map<string, unknown[]>>();

/** The items (allergen entries, listings) naming a CAS the formula contains; each list is mapped by CAS once. */
function findCandidates<Item>(
  items: readonly Item[],
  casOf: (item: Item) => readonly string[],
  index: OccurrenceIndex,
): Item[] {
  let map = CAS_MAPS.get(items) as Map<string, Item[]> | undefined;
  if (!map) {
    map = new Map();
    for (const item of items)
      for (const cas of casOf(item)) {
        const list = map.get(normaliseCas(cas)) ?? [];
        list.push(item);
        map.set(normaliseCas(cas), list);
      }
    CAS_MAPS.set(items, map as Map<string, unknown[]>);
  }
  const found = new Set<Item>();
  for (const cas of index.keys()) for (const item of map.get(cas) ?? []) found.add(item);
  return [...found];
}

/** Annex III entries of a scope above the product type's threshold (strictly, Annex III "exceeds"). */
function declareAllergens(
  occurrences: OccurrenceIndex,
  entries: readonly AllergenListEntry[],
  scope: AllergenScope,
  threshold: number,
  rule: { id: string; startsOn: IsoDate },
): AllergenDeclaration[] {
  const declarations: AllergenDeclaration[] = [];
  for (const entry of findCandidates(entries, (candidate) => candidate.casNumbers, occurrences)) {
    const inScope = scope === 'listed-before-2023-1545' ? entry.isListedBefore20231545 : !entry.isListedBefore20231545;
    if (!inScope) continue;
    const found = selectOccurrences(occurrences, entry.casNumbers);
    const concentration = found.reduce((sum, occurrence) => sum + occurrence.percentInProduct, 0);
    if (!(concentration > threshold * (1 + TOLERANCE))) continue;
    declarations.push({
      ruleId: rule.id,
      annexIiiReference: entry.annexIiiReference,
      labelName: entry.labelName,
      cas: entry.casNumbers,
      concentration,
      threshold,
      startsOn: rule.startsOn,
      sources: toSources(found),
    });
  }
  return declarations.sort((left, right) => right.concentration - left.concentration);
}

function findProp65Warnings(occurrences: OccurrenceIndex, listings: readonly Prop65Listing[]): Prop65Warning[] {
  const warnings: Prop65Warning[] = [];
  for (const listing of findCandidates(listings, (candidate) => [candidate.cas], occurrences)) {
    const found = selectOccurrences(occurrences, [listing.cas]);
    const concentration = found.reduce((sum, occurrence) => sum + occurrence.percentInProduct, 0);
    if (!(concentration > 0)) continue;
    warnings.push({
      ruleId: `us-ca-prop65-${listing.cas}`,
      chemical: listing.chemical,
      cas: listing.cas,
      toxicity: listing.toxicity,
      listedOn: listing.listedOn,
      startsOn: addMonths(listing.listedOn, PROP65_GRACE_MONTHS),
      safeHarbourLevel: listing.safeHarbourLevel,
      concentration,
      sources: toSources(found),
    });
  }
  return warnings.sort((left, right) => right.concentration - left.concentration);
}

/** Everything each dated rule of one market finds in the formula, whatever the date (the calendar reads it). */
export type RuleFinding = UpcomingChange & { market: MarketId };

function notAssessed(market: MarketDescription, date: IsoDate, reason: string, version?: string): MarketVerdict {
  return {
    market: market.id,
    name: market.name,
    date,
    status: 'not-assessed',
    reason,
    source: { ...market.source, version: version ?? market.source.version },
    coverage: market.coverage,
    declarations: [],
    warnings: [],
    warningText: null,
    notAssessed: market.notAssessed,
    gaps: [],
    upcoming: [],
  };
}

/** Why a market cannot be assessed for this input, or null. */
function findNotAssessedReason(market: MarketDescription, input: AssessMarketsInput): string | null {
  if (market.notAssessedReason) return market.notAssessedReason;
  if (market.id === 'US-CA')
    return input.data.prop65 ? null : 'The Proposition 65 list (ca-prop65-oehha) has not been imported.';
  if (!input.data.allergens) return 'The EU allergen list (eu-cosmetics-annexes-echa) has not been imported.';
  if (input.productType === 'not-cosmetic')
    return market.id === 'CA'
      ? 'Not a cosmetic (IFRA 10–12): Canada’s Cosmetic Regulations do not apply; consumer chemical products rules (CCCR, 2001) are not assessed.'
      : 'Not a cosmetic (IFRA 10–12): cosmetic allergen labelling does not apply; CLP and detergent rules are not assessed here.';
  return null;
}

/** Each dated rule of the market with what it finds in the formula (empty findings included). */
function findMarketRuleFindings(
  marketId: MarketId,
  input: Omit<AssessMarketsInput, 'date'>,
  occurrences: OccurrenceIndex,
): RuleFinding[] {
  if (marketId === 'US-CA') {
    return findProp65Warnings(occurrences, input.data.prop65?.listings ?? []).map((warning) => ({
      market: marketId,
      ruleId: warning.ruleId,
      title: `California: ${warning.chemical} (listed ${warning.listedOn}), warning from ${warning.startsOn}`,
      startsOn: warning.startsOn,
      deadline: warning.startsOn,
      appliesTo: 'all-products' as const,
      declarations: [],
      warnings: [warning],
    }));
  }
  const entries = input.data.allergens?.entries ?? [];
  if (input.productType === 'not-cosmetic') return [];
  const threshold = ALLERGEN_THRESHOLDS[input.productType];
  return ALLERGEN_LABELLING_RULES.filter((rule) => rule.market === marketId).map((rule) => ({
    market: marketId,
    ruleId: rule.id,
    title: rule.title,
    startsOn: rule.startsOn,
    deadline: rule.deadline,
    appliesTo: rule.appliesTo,
    declarations: declareAllergens(occurrences, entries, rule.scope, threshold, rule),
    warnings: [],
  }));
}

function assessMarket(
  marketId: MarketId,
  input: AssessMarketsInput,
  expansion: ReturnType<typeof expandFormulaSubstances>,
  index: OccurrenceIndex,
): MarketVerdict {
  const market = findMarketDescription(marketId);
  const version = marketId === 'US-CA' ? input.data.prop65?.version : input.data.allergens?.version;
  const dataVersion = marketId === 'US' || !version ? undefined : `${market.source.version}: ${version}`;
  const reason = findNotAssessedReason(market, input);
  if (reason) return notAssessed(market, input.date, reason, dataVersion);
  const findings = findMarketRuleFindings(marketId, input, index);
  const inForce = findings.filter((finding) => finding.startsOn <= input.date);
  // One declaration per entry: the earliest rule in force that requires it.
  const declarations = new Map<string, AllergenDeclaration>();
  for (const finding of [...inForce].sort((left, right) => left.startsOn.localeCompare(right.startsOn)))
    for (const declaration of finding.declarations)
      if (!declarations.has(declaration.annexIiiReference))
        declarations.set(declaration.annexIiiReference, declaration);
  const warnings = inForce.flatMap((finding) => finding.warnings);
  const upcoming = findings
    .filter(
      (finding) => finding.startsOn > input.date && (finding.declarations.length > 0 || finding.warnings.length > 0),
    )
    .sort((left, right) => left.startsOn.localeCompare(right.startsOn))
    .map(({ market: _market, ...change }) => change);
  const hasFindings = declarations.size > 0 || warnings.length > 0;
  return {
    market: marketId,
    name: market.name,
    date: input.date,
    status: hasFindings ? 'action-required' : expansion.gaps.length > 0 ? 'cannot-be-verified' : 'no-findings',
    reason: null,
    source: { ...market.source, version: dataVersion ?? market.source.version },
    coverage: market.coverage,
    declarations: [...declarations.values()].sort((left, right) => right.concentration - left.concentration),
    warnings,
    warningText: warnings.length > 0 ? buildProp65WarningText(warnings) : null,
    notAssessed: market.notAssessed,
    gaps: expansion.gaps,
    upcoming,
  };
}

/**
 * The verdict of each market on `input.date` (issue 33): Canada's and the EU's allergen declarations by
 * their dates, Great Britain's retained list, California's Proposition 65 flags with the material each chemical
 * comes from and the §25603 warning text, and the US federal market as not assessed (no allergen rule yet).
 * A market without data, or outside its law (not a cosmetic), is `not-assessed` with the reason; no verdict
 * reads "compliant". `upcoming` names the rules starting after the date that change what the formula needs.
 */
export function assessMarkets(input: AssessMarketsInput): MarketVerdict[] {
  const expansion = expandFormulaSubstances(input);
  const index = indexOccurrences(expansion.occurrences);
  return (input.markets ?? MARKET_IDS).map((market) => assessMarket(market, input, expansion, index));
}

/** Every dated rule's findings for the formula, for every market assessed (the calendar's input). */
export function findRuleFindings(input: Omit<AssessMarketsInput, 'date'>): RuleFinding[] {
  const index = indexOccurrences(expandFormulaSubstances(input).occurrences);
  return (input.markets ?? MARKET_IDS).flatMap((marketId) =>
    findNotAssessedReason(findMarketDescription(marketId), { ...input, date: '' })
      ? []
      : findMarketRuleFindings(marketId, input, index),
  );
}
