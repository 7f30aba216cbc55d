import { classifyClpRequest, type ClpClassifyResponse } from '../../../domain/clp/classify-clp-request.ts';
import type { ClpClassifyBody } from '../../../domain/clp/clp.schemas.ts';
import type { Db } from '../../db/client.ts';
import { findAnnexViEntries, findAnnexViVersion } from './find-annex-vi-entries.ts';

/** Classifies a mixture sent in the body against the imported Annex VI. */
export async function classifyClp(db: Db, body: ClpClassifyBody): Promise<ClpClassifyResponse> {
  const cas = [...body.components, ...(body.base ?? [])].map((component) => component.cas ?? '');
  const [entries, version] = await Promise.all([findAnnexViEntries(db, cas), findAnnexViVersion(db)]);
  const response = classifyClpRequest(body, (key) => entries.get(key) ?? null, version);
  if (version.annexVi === null) {
    response.trace.unshift(
      'Annex VI has not been imported (an administrator opts in under Reference data): only the classifications sent are used.',
    );
  }
  return response;
}
