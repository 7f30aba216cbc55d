import { and, eq, isNull } from 'drizzle-orm';
import type { BatchLabelsInput } from '../../../domain/batches/batches.schemas.ts';
import type { Db } from '../../db/client.ts';
import { certificateLinks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { certificateLinkUrl, hashToken } from '../regulatory/regulatory.public.ts';
import { toBatchResponse, type BatchRow } from './batch-record.ts';
import { renderBatchLabels } from './render-batch-labels.ts';

const formatAmount = (amount: number) => String(Math.round(amount * 1000) / 1000);

/**
 * The certificate link to print: the link must be a live (not revoked) certificate link of the batch's formula in
 * the batch's workspace (422 otherwise: a label never points to another formula's certificate). Only the token's
 * hash is kept, so the link comes from the user who shared it; it prints on this server's public address.
 */
async function findLiveCertificateUrl(db: Db, batch: BatchRow, url: string, publicUrl: string): Promise<string> {
  const token = /\/c\/([A-Za-z0-9_-]{16,})\/?$/.exec(new URL(url).pathname)?.[1];
  const refused = new AppError(
    'VALIDATION_FAILED',
    `This is not a live certificate link of ${batch.formulaName}: share one from the formula's documents`,
  );
  if (!token) throw refused;
  const [link] = await db
    .select({ id: certificateLinks.id })
    .from(certificateLinks)
    .where(
      and(
        eq(certificateLinks.tokenHash, hashToken(token)),
        eq(certificateLinks.formulaId, batch.formulaId),
        eq(certificateLinks.workspaceId, batch.workspaceId),
        isNull(certificateLinks.revokedAt),
      ),
    )
    .limit(1);
  if (!link) throw refused;
  return certificateLinkUrl(publicUrl, token);
}

/**
 * A batch's bottle or sample labels: the formula's name (or the product name given), the batch id, the date
 * (given, else the completion date, else today), the volume or weight (given, else the batch's weight: what was
 * weighed once completed) and the certificate link's QR code when one is given.
 */
export async function printBatchLabels(
  db: Db,
  batch: BatchRow,
  input: BatchLabelsInput,
  publicUrl: string,
  now: Date,
): Promise<Buffer> {
  const response = toBatchResponse(batch);
  const weight = response.record?.actualGrams ?? response.batchGrams;
  return renderBatchLabels(
    {
      name: input.name ?? batch.formulaName,
      code: batch.code,
      date: input.date ?? (batch.completedAt ?? now).toISOString().slice(0, 10),
      quantity: input.quantity
        ? `${formatAmount(input.quantity.amount)} ${input.quantity.unit}`
        : `${formatAmount(weight)} g`,
      certificateUrl: input.certificateUrl
        ? await findLiveCertificateUrl(db, batch, input.certificateUrl, publicUrl)
        : null,
    },
    input,
  );
}
