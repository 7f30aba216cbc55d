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
  /** `not-applicable`: the market's cosmetic rules do not apply to the product (a candle, a diffuser). */
  status: 'assessed' | 'not-assessed' | 'not-applicable';
  /** "Assessed for the European Union", "Not assessed for the United Kingdom" or why the rules do not apply. */
  label: string;
  /** The rules applied, null when none. */
  rules: string | null;
};

/**
 * Whether each chosen market is assessed by rules the project holds, in the order given. The EU's rules held are the
 * Cosmetics Regulation's: for a product that is not a cosmetic (IFRA categories 10-12: a candle, a diffuser, a
 * cleaner) they are not applied (check-formula-totals.ts), so the EU is "not applicable", never "assessed" under a
 * regulation that does not cover it. Its CLP classification and label are the CLP panel's.
 */
export function assessMarkets(
  markets: readonly Market[],
  productType: 'cosmetic' | 'not-cosmetic' = 'cosmetic',
): MarketAssessment[] {
  return markets.map((market) => {
    const rules = ASSESSED_MARKET_RULES[market] ?? null;
    if (rules && productType === 'not-cosmetic')
      return {
        market,
        status: 'not-applicable',
        label: `Not a cosmetic: the cosmetic rules held for ${MARKET_NAMES[market]} (${rules}) do not apply`,
        rules: null,
      };
    return {
      market,
      status: rules ? 'assessed' : 'not-assessed',
      label: `${rules ? 'Assessed' : 'Not assessed'} for ${MARKET_NAMES[market]}`,
      rules,
    };
  });
}
