/**
 * The four verdicts a perfumer reads, the same in the API, the editor, the analysis, the studio, the
 * summary and the documents (issue 18):
 * - compliant: every limit passes and every specification Standard is confirmed;
 * - compliant-specifications-to-confirm: every numeric limit passes, some specification Standards (the
 *   peroxide value of linalool or limonene…) still have to be confirmed by a certificate or a tick;
 * - not-compliant: a limit, a prohibition, the phototoxicity sum or a market rule (EU Annex II/III) fails;
 * - cannot-be-verified: nothing fails, but some lines or compositions are unknown.
 */
export const COMPLIANCE_VERDICTS = [
  'compliant',
  'compliant-specifications-to-confirm',
  'not-compliant',
  'cannot-be-verified',
] as const;
export type ComplianceVerdict = (typeof COMPLIANCE_VERDICTS)[number];

/** Worst first: a proven breach outweighs missing data, which outweighs a specification still to confirm. */
const SEVERITY: Readonly<Record<ComplianceVerdict, number>> = {
  'not-compliant': 3,
  'cannot-be-verified': 2,
  'compliant-specifications-to-confirm': 1,
  compliant: 0,
};

/** How bad a verdict is (0 compliant … 3 not compliant), to compare two verdicts. */
export const verdictSeverity = (verdict: ComplianceVerdict): number => SEVERITY[verdict];

/** The verdict of several checks together: the most severe one. */
export function combineVerdicts(verdicts: readonly ComplianceVerdict[]): ComplianceVerdict {
  let worst: ComplianceVerdict = 'compliant';
  for (const verdict of verdicts) if (SEVERITY[verdict] > SEVERITY[worst]) worst = verdict;
  return worst;
}

/** `compliant` of the API: true when only specifications remain to confirm. */
export const isCompliantVerdict = (verdict: ComplianceVerdict) =>
  verdict === 'compliant' || verdict === 'compliant-specifications-to-confirm';

/** How the verdict reads on screens and documents. */
export const COMPLIANCE_VERDICT_LABELS: Readonly<Record<ComplianceVerdict, string>> = {
  compliant: 'Compliant',
  'compliant-specifications-to-confirm': 'Compliant, specifications to confirm',
  'not-compliant': 'Not compliant',
  'cannot-be-verified': 'Cannot be verified',
};

/** Markets a finished product can name; only the EU adds rules of its own today (Annex II bans, Annex III maxima). */
export const MARKETS = ['EU', 'UK', 'US', 'other'] as const;
export type Market = (typeof MARKETS)[number];
export const DEFAULT_MARKETS: readonly Market[] = ['EU'];

/** The markets' names as a sentence reads them ("not assessed for the United Kingdom"). */
export const MARKET_NAMES: Readonly<Record<Market, string>> = {
  EU: 'the European Union',
  UK: 'the United Kingdom',
  US: 'the United States',
  other: 'other markets',
};

/**
 * The rules the project holds as cited data, per market. Only the EU: Regulation (EC) No 1223/2009 Annexes II and
 * III (ECHA export, data/eu-cosmetics-annexes-echa). The United Kingdom's Cosmetic Products Regulation (Schedule 34
 * of SI 2019/696), US law and other markets are not in the data: their verdict is "not assessed", never compliant.
 */
export const ASSESSED_MARKET_RULES: Readonly<Partial<Record<Market, string>>> = {
  EU: 'Regulation (EC) No 1223/2009, Annexes II and III (ECHA export)',
};

export type MarketAssessment = {
  market: Market;
  status: 'assessed' | 'not-assessed';
  /** "Assessed for the European Union" or "Not assessed for the United Kingdom". */
  label: string;
  /** The rules applied, null when none. */
  rules: string | null;
};

/** Whether each chosen market is assessed by rules the project holds, in the order given. */
export function assessMarkets(markets: readonly Market[]): MarketAssessment[] {
  return markets.map((market) => {
    const rules = ASSESSED_MARKET_RULES[market] ?? null;
    return {
      market,
      status: rules ? 'assessed' : 'not-assessed',
      label: `${rules ? 'Assessed' : 'Not assessed'} for ${MARKET_NAMES[market]}`,
      rules,
    };
  });
}
