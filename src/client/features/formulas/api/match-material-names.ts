import { MAX_MATCH_NAMES } from '../../../../domain/materials/max-match-names.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type MaterialNameMatch = InferResponseType<typeof client.materials.match.$post, 200>['matches'][number];

/**
 * Lines of a paste matched to the library exactly (name, synonym or CAS) in one request per 1,000 lines
 * (POST /api/materials/match), not one search per line.
 */
export async function matchMaterialNames(names: readonly string[], signal?: AbortSignal): Promise<MaterialNameMatch[]> {
  const matches: MaterialNameMatch[] = [];
  for (let start = 0; start < names.length; start += MAX_MATCH_NAMES) {
    const part = names.slice(start, start + MAX_MATCH_NAMES);
    const answer = await readJson(await client.materials.match.$post({ json: { names: part } }, { init: { signal } }));
    matches.push(...answer.matches);
  }
  return matches;
}
