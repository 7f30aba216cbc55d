import type { FindingSource, MarketVerdict } from '../../../domain/markets/assess-markets.ts';
import { formatPercent } from '../../../domain/shared/format-numbers.ts';
import { drawParagraph, drawSectionTitle } from '../../lib/pdf-layout.ts';

const describeSource = (source: FindingSource) =>
  `line ${source.line}, ${source.materialName}${
    source.throughMaterialName && source.throughMaterialName !== source.materialName
      ? ` (through ${source.throughMaterialName})`
      : ''
  }`;

/** One market's verdict as sentences a regulatory reader checks: what to declare or warn of, from what, by when. */
export function describeMarketVerdict(verdict: MarketVerdict): string[] {
  const heading = `${verdict.name} (${verdict.source.citation}), on ${verdict.date}`;
  if (verdict.status === 'not-assessed') return [`${heading}: not assessed. ${verdict.reason ?? ''}`.trim()];
  const sentences: string[] = [];
  if (verdict.declarations.length > 0)
    sentences.push(
      `${heading}: to name in the list of ingredients: ${verdict.declarations
        .map(
          (declaration) =>
            `${declaration.labelName} ${formatPercent(declaration.concentration)} (above ${formatPercent(declaration.threshold)}, required from ${declaration.startsOn}; ${declaration.sources.map(describeSource).join('; ')})`,
        )
        .join(', ')}.`,
    );
  for (const warning of verdict.warnings)
    sentences.push(
      `${heading}: ${warning.chemical} (CAS ${warning.cas}, listed for ${warning.toxicity.join(', ')}${warning.safeHarbourLevel ? `; safe-harbour level ${warning.safeHarbourLevel} µg/day` : ''}) at ${formatPercent(warning.concentration)} in the product, from ${warning.sources.map(describeSource).join('; ')}.`,
    );
  if (verdict.warningText) sentences.push(`Warning text (27 CCR §25603): “${verdict.warningText}”`);
  if (sentences.length === 0)
    sentences.push(
      verdict.status === 'cannot-be-verified'
        ? `${heading}: cannot be verified: the composition of ${verdict.gaps.map((gap) => gap.materialName).join(', ')} is unknown.`
        : `${heading}: nothing to declare or warn of found by the rules assessed.`,
    );
  for (const change of verdict.upcoming)
    sentences.push(
      `From ${change.startsOn} (${change.title}): ${[
        ...change.declarations.map((declaration) => `declare ${declaration.labelName}`),
        ...change.warnings.map((warning) => `warn of ${warning.chemical}`),
      ].join(', ')}.`,
    );
  return sentences;
}

/** The other markets' verdicts on a document (issue 33, deliver 2): the EU's Annex III section precedes them. */
export function drawMarketVerdicts(doc: PDFKit.PDFDocument, verdicts: readonly MarketVerdict[]): void {
  const others = verdicts.filter((verdict) => verdict.market !== 'EU');
  if (others.length === 0) return;
  drawSectionTitle(doc, 'Other markets');
  for (const verdict of others) for (const sentence of describeMarketVerdict(verdict)) drawParagraph(doc, sentence);
}
