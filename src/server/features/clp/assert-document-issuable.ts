import type { ClpClassifyResponse } from '../../../domain/clp/classify-clp-request.ts';
import { findUndecidedCategory } from '../../../domain/clp/find-undecided-category.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * A label or a safety data sheet is not issued while a class the mixture falls in has no decided category (Annex I
 * Table 2.6.1: a flash point below 23 °C without the initial boiling point is Flam. Liq. 1 or 2): 422 naming the
 * value to enter, in `details.missing`.
 */
export function assertDocumentIssuable(result: Pick<ClpClassifyResponse, 'undetermined'>, document: string): void {
  const undecided = findUndecidedCategory(result.undetermined);
  if (!undecided) return;
  // "Flam. Liq. 1 or 2: enter the initial boiling point": the reason's first sentence.
  const firstSentence = /^.*?: enter [^.]*/.exec(undecided.reason)?.[0] ?? undecided.reason;
  throw new AppError(
    'VALIDATION_FAILED',
    `${firstSentence}: no ${document} is issued on a guess between categories ${(undecided.candidateCategories ?? []).join(' and ')} (CLP Annex I, Table 2.6.1).`,
    { class: undecided.class, missing: undecided.missing },
  );
}
