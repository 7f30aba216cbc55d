import {
  ALERT,
  MARGIN,
  INK,
  drawFields,
  drawFooters,
  drawNotice,
  drawParagraph,
  drawSectionTitle,
  drawTitle,
  renderToBuffer,
} from '../../lib/pdf-layout.ts';
import { drawTable } from '../../lib/pdf-table.ts';
import { COMPLIANCE_VERDICT_LABELS } from '../../../domain/regulatory/compliance-verdict.ts';
import type { BatchDeviation } from '../../../domain/batches/list-batch-deviations.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BatchResponse } from './batch-record.ts';
import { drawBatchCodes, renderBatchCodes } from './draw-batch-codes.ts';

const grams = (value: number) => `${value.toFixed(3)} g`;
const describeEstimate = (lots: number) =>
  lots === 0 ? '' : ` (estimated: ${lots} ${lots === 1 ? 'lot' : 'lots'} without the quantity bought)`;

function describeDeviation(deviation: BatchDeviation): string {
  switch (deviation.kind) {
    case 'rescaled':
      return `${deviation.name}: overdose rescaled the batch from ${grams(deviation.fromGrams)} to ${grams(deviation.toGrams)} (×${deviation.factor.toFixed(4)})`;
    case 'skipped':
      return `${deviation.name}: skipped (${deviation.reason})`;
    case 'replaced':
      return `${deviation.name}: replaced by ${deviation.replacementName} (${deviation.reason})`;
    case 'over':
    case 'under':
      return `${deviation.name}: ${grams(deviation.weighedGrams)} weighed for ${grams(deviation.targetGrams)} (${deviation.percent > 0 ? '+' : ''}${deviation.percent} %)${deviation.isAccepted ? `, accepted${deviation.note ? `: ${deviation.note}` : ''}` : ''}`;
  }
}

/**
 * The batch report of a completed batch: what was weighed, from which lots, by whom and when, its deviations,
 * its cost from the lots' prices and its compliance from the actual weights and the lots' certificates.
 */
export async function renderBatchReport(batch: BatchResponse): Promise<Buffer> {
  const record = batch.record;
  if (batch.status !== 'completed' || !record)
    throw new AppError('CONFLICT', 'The batch report is made once the batch is completed');
  const codes = await renderBatchCodes(batch.code);
  return renderToBuffer(
    (doc) => {
      const top = doc.y;
      drawBatchCodes(doc, codes, top);
      doc.font('semibold').fontSize(19).fillColor(INK).text('Batch report', MARGIN, top, { width: 200 });
      doc.font('bold').fontSize(12).text(batch.code, { width: 200 });
      doc.y = top + 80;
      drawTitle(doc, record.formula.name, `Formula version ${record.formula.version}`);
      drawFields(doc, [
        ['Batch id', record.code],
        ['Operator', record.operator.name ?? record.operator.userId],
        ['Started', record.startedAt.slice(0, 16).replace('T', ' ')],
        ['Completed', record.completedAt.slice(0, 16).replace('T', ' ')],
        ['Target weight', grams(record.targetGrams)],
        ['Actual weight', grams(record.actualGrams)],
        [
          'Cost',
          record.cost.totals.length === 0
            ? 'No lot price known'
            : record.cost.totals.map((total) => `${total.amount.toFixed(2)} ${total.currency}`).join(' + ') +
              (record.cost.unpricedLotIds.length > 0
                ? ` (${record.cost.unpricedLotIds.length} lots without a price)`
                : '') +
              describeEstimate(record.cost.estimatedLotIds?.length ?? 0),
        ],
      ]);
      drawSectionTitle(doc, 'Lines weighed');
      drawTable(
        doc,
        [
          { title: 'Material', width: 160 },
          { title: 'Lot', width: 80 },
          { title: 'Target', width: 80, align: 'right' },
          { title: 'Weighed', width: 80, align: 'right' },
          { title: 'Status', width: 83 },
        ],
        record.lines.map((line) => ({
          cells: [
            line.replacement ? `${line.replacement} (for ${line.name})` : line.name,
            line.lotNumber ?? (line.lotId ? line.lotId.slice(0, 8) : 'none'),
            grams(line.targetGrams),
            grams(line.weighedGrams),
            line.status,
          ],
        })),
      );
      drawSectionTitle(doc, 'Deviations');
      drawParagraph(
        doc,
        record.deviations.length === 0
          ? 'None: every line within its tolerance.'
          : record.deviations.map(describeDeviation).join('\n'),
      );
      drawSectionTitle(doc, 'Stock drawn, per lot');
      drawParagraph(
        doc,
        record.draws.length === 0
          ? 'No lot named: nothing was taken out of stock.'
          : record.draws
              .map(
                (draw) =>
                  `${draw.name}, lot ${draw.lotNumber ?? draw.lotId.slice(0, 8)}: ${grams(draw.grams - draw.missingGrams)}${draw.missingGrams > 0 ? ` (${grams(draw.missingGrams)} missing from the lot)` : ''}`,
              )
              .join('\n'),
      );
      drawSectionTitle(doc, 'Compliance of the batch (actual weights, lots’ certificates of analysis)');
      const compliance = record.compliance;
      if (compliance.status === 'cannot-be-verified') {
        drawNotice(doc, 'Cannot be verified', compliance.reason);
      } else {
        drawFields(doc, [
          ['Verdict', COMPLIANCE_VERDICT_LABELS[compliance.verdict]],
          ['Without the lots’ certificates', COMPLIANCE_VERDICT_LABELS[compliance.verdictWithoutLots]],
          ...compliance.failures.map(
            (failure) =>
              [
                'Over its limit',
                `${failure.subject}${failure.concentration === null ? '' : `: ${failure.concentration.toFixed(4)} %`}${failure.limit === null ? '' : ` (limit ${failure.limit} %)`}`,
              ] as const,
          ),
        ]);
        for (const lot of compliance.lotsOverLimit)
          drawNotice(
            doc,
            'A lot pushes the batch over a limit',
            `${lot.materialName} brings ${lot.subject} to ${lot.concentration.toFixed(4)} % in the finished product: its certificate of analysis, not the formula, takes the batch over the limit.`,
          );
        if (compliance.linesNotInLibrary > 0)
          drawParagraph(doc, `${compliance.linesNotInLibrary} lines not in the library could not be checked.`, {
            color: ALERT,
          });
      }
      if (record.notes) {
        drawSectionTitle(doc, 'Notes');
        drawParagraph(doc, record.notes);
      }
      drawFooters(doc, `Batch report ${batch.code} · ${record.formula.name} v${record.formula.version}`);
    },
    {
      title: `Batch report ${batch.code}`,
      author: 'Sillage',
      subject: `Batch ${batch.code} of ${record.formula.name}`,
    },
  );
}
