import type { RuleFinding } from './assess-markets.ts';
import type { IsoDate, MarketId } from './market-rules.ts';
import { findMarketDescription } from './market-rules.ts';

/** One change a date brings to one formula: the line, the rule and what must be declared or warned of. */
export type CalendarChange = {
  ruleId: string;
  ruleTitle: string;
  kind: 'declare-allergen' | 'prop65-warning';
  /** The label name of the allergen, or the listed chemical. */
  subject: string;
  line: number;
  materialName: string;
  throughMaterialName: string | null;
  /** % in the finished product, summed over the subject (not per line). */
  concentration: number;
  threshold: number | null;
};

export type CalendarFormula = {
  formulaId: string;
  name: string;
  /** The verdict on the date differs from the day before (a new declaration or warning becomes due). */
  changesVerdict: boolean;
  /** True for every listed formula: the date needs a new label or declaration (or stock relabelled). */
  needsNewLabel: true;
  changes: CalendarChange[];
};

export type CalendarMarket = {
  market: MarketId;
  name: string;
  rules: { ruleId: string; title: string; appliesTo: RuleFinding['appliesTo']; startsOn: IsoDate }[];
  formulas: CalendarFormula[];
};

export type CalendarDate = { date: IsoDate; markets: CalendarMarket[] };

/**
 * What the calendar reads of one finding (a dated rule's in one formula): the rule, its dates, the subjects it brings
 * (`allergen:<Annex III entry>`, `prop65:<CAS>`) and the changes it asks for, without the rest of the finding (the
 * server remembers a house member's 10,000 formulas in this form: remembered-rule-findings.ts).
 */
export type CalendarFinding = Pick<
  RuleFinding,
  'market' | 'ruleId' | 'title' | 'appliesTo' | 'startsOn' | 'deadline'
> & {
  subjects: readonly string[];
  changes: readonly Omit<CalendarChange, 'ruleId' | 'ruleTitle'>[];
};

export type CalendarInput = {
  formulas: readonly { formulaId: string; name: string; findings: readonly CalendarFinding[] }[];
  /** First deadline shown (inclusive), usually today. */
  from: IsoDate;
  /** Last deadline shown (inclusive); none: every later date. */
  to?: IsoDate;
};

const subjectsOf = (finding: RuleFinding): string[] => [
  ...finding.declarations.map((declaration) => `allergen:${declaration.annexIiiReference}`),
  ...finding.warnings.map((warning) => `prop65:${warning.cas}`),
];

function describeChanges(finding: RuleFinding): CalendarFinding['changes'] {
  return [
    ...finding.declarations.flatMap((declaration) =>
      declaration.sources.map((source) => ({
        kind: 'declare-allergen' as const,
        subject: declaration.labelName,
        line: source.line,
        materialName: source.materialName,
        throughMaterialName: source.throughMaterialName,
        concentration: declaration.concentration,
        threshold: declaration.threshold,
      })),
    ),
    ...finding.warnings.flatMap((warning) =>
      warning.sources.map((source) => ({
        kind: 'prop65-warning' as const,
        subject: warning.chemical,
        line: source.line,
        materialName: source.materialName,
        throughMaterialName: source.throughMaterialName,
        concentration: warning.concentration,
        threshold: null,
      })),
    ),
  ];
}

/** A formula's findings as the calendar reads them. */
export function toCalendarFindings(findings: readonly RuleFinding[]): CalendarFinding[] {
  return findings.map((finding) => ({
    market: finding.market,
    ruleId: finding.ruleId,
    title: finding.title,
    appliesTo: finding.appliesTo,
    startsOn: finding.startsOn,
    deadline: finding.deadline,
    subjects: subjectsOf(finding),
    changes: describeChanges(finding),
  }));
}

/**
 * The first date the calendar of `input` lists (buildMarketCalendar's first), found without building the others: a
 * house's dashboard asks for the next deadline over 10,000 formulas. Null when no date is coming.
 */
export function findFirstCalendarDate(input: CalendarInput): IsoDate | null {
  let first: IsoDate | null = null;
  for (const formula of input.formulas)
    for (const finding of formula.findings)
      if (isListed(finding, input) && (first === null || finding.deadline < first)) first = finding.deadline;
  return first;
}

/**
 * The calendar's first date as the dashboard shows it: each market with its first formula only (buildMarketCalendar's
 * first date with each market's formulas cut to the first), and how many formulas the date lists. Only that first
 * formula's entry is built: a house's next date lists thousands of formulas, each of which the whole calendar builds.
 */
export function buildNextCalendarDate(input: CalendarInput): { date: CalendarDate; formulaCount: number } | null {
  const first = findFirstCalendarDate(input);
  if (first === null) return null;
  const onFirst = { from: first, to: first };
  type Formula = CalendarInput['formulas'][number];
  // Per market, in the order the calendar meets them: its rules, and its first formula by name (the earliest met of
  // equal names, as a stable sort keeps them).
  const markets = new Map<MarketId, { rules: CalendarMarket['rules']; first: Formula }>();
  const formulaIds = new Set<string>();
  for (const formula of input.formulas)
    for (const finding of formula.findings) {
      if (!isListed(finding, onFirst)) continue;
      formulaIds.add(formula.formulaId);
      const market = markets.get(finding.market);
      if (!market) markets.set(finding.market, { rules: [ruleOf(finding)], first: formula });
      else {
        if (!market.rules.some((rule) => rule.ruleId === finding.ruleId)) market.rules.push(ruleOf(finding));
        if (byName(formula.name, market.first.name) < 0) market.first = formula;
      }
    }
  const date: CalendarDate = {
    date: first,
    markets: [...markets.entries()]
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([id, market]) => {
        const entry = buildMarketCalendar({ formulas: [market.first], ...onFirst })[0]!.markets.find(
          (candidate) => candidate.market === id,
        )!;
        return { market: id, name: entry.name, rules: market.rules, formulas: entry.formulas };
      }),
  };
  return { date, formulaCount: formulaIds.size };
}

const ruleOf = (finding: CalendarFinding): CalendarMarket['rules'][number] => ({
  ruleId: finding.ruleId,
  title: finding.title,
  appliesTo: finding.appliesTo,
  startsOn: finding.startsOn,
});

/** A finding the calendar lists: it brings a subject, and its deadline is within the dates shown. */
function isListed(finding: CalendarFinding, input: Pick<CalendarInput, 'from' | 'to'>): boolean {
  return (
    finding.subjects.length > 0 &&
    finding.deadline >= input.from &&
    (input.to === undefined || finding.deadline <= input.to)
  );
}

/** The formulas' order under a date and market: by name. */
const byName = (left: string, right: string) => left.localeCompare(right);

/**
 * The regulatory calendar over a library (issue 33): for each coming deadline, per market, the formulas that
 * need a new label or declaration on that date, with the lines and rules concerned. A formula "changes verdict"
 * when the rule brings something no earlier rule of the market already required (a 2028 deadline for stock
 * already on sale repeats what 2026 required of new products: a new label, the same verdict).
 */
export function buildMarketCalendar(input: CalendarInput): CalendarDate[] {
  const dates = new Map<IsoDate, Map<MarketId, CalendarMarket>>();
  for (const formula of input.formulas) {
    if (!formula.findings.some((finding) => isListed(finding, input))) continue;
    // Each subject's first start date per market: a rule changes the verdict when it brings a subject earlier.
    const firstStart = new Map<string, IsoDate>();
    for (const finding of formula.findings)
      for (const subject of finding.subjects) {
        const key = `${finding.market}|${subject}`;
        const known = firstStart.get(key);
        if (!known || finding.startsOn < known) firstStart.set(key, finding.startsOn);
      }
    for (const finding of formula.findings) {
      if (!isListed(finding, input)) continue;
      const { subjects } = finding;
      const markets = dates.get(finding.deadline) ?? new Map<MarketId, CalendarMarket>();
      dates.set(finding.deadline, markets);
      const market = markets.get(finding.market) ?? {
        market: finding.market,
        name: findMarketDescription(finding.market).name,
        rules: [],
        formulas: [],
      };
      markets.set(finding.market, market);
      if (!market.rules.some((rule) => rule.ruleId === finding.ruleId)) market.rules.push(ruleOf(finding));
      const changesVerdict = subjects.some(
        (subject) => (firstStart.get(`${finding.market}|${subject}`) ?? finding.startsOn) >= finding.startsOn,
      );
      const changes = finding.changes.map((change) => ({
        ruleId: finding.ruleId,
        ruleTitle: finding.title,
        ...change,
      }));
      // The formula's entry is the market's last one when it has one: the formulas are taken one after another.
      const known = market.formulas.at(-1);
      if (known?.formulaId === formula.formulaId) {
        known.changes.push(...changes);
        known.changesVerdict ||= changesVerdict;
      } else
        market.formulas.push({
          formulaId: formula.formulaId,
          name: formula.name,
          changesVerdict,
          needsNewLabel: true,
          changes,
        });
    }
  }
  return [...dates.entries()]
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([date, markets]) => ({
      date,
      markets: [...markets.values()]
        .sort((left, right) => left.market.localeCompare(right.market))
        .map((market) => ({
          ...market,
          formulas: market.formulas.sort((left, right) => byName(left.name, right.name)),
        })),
    }));
}
