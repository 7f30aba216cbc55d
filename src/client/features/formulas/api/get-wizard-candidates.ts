import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';
import { FORMULAS_ROOT_KEY } from './formula-keys.ts';

export type WizardCandidatesBody = InferResponseType<(typeof client.formulas)['wizard-candidates']['$get'], 200>;

/** GET /api/formulas/wizard-candidates: the family's materials with known substantivity and their best price per gram. */
export const getWizardCandidates = async (family: string, signal?: AbortSignal) =>
  readJson(await client.formulas['wizard-candidates'].$get({ query: { family } }, { init: { signal } }));

export const getWizardCandidatesQueryOptions = (family: string) =>
  queryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'wizard-candidates', family.toLowerCase()],
    queryFn: ({ signal }) => getWizardCandidates(family, signal),
    staleTime: 60_000,
  });

export const useWizardCandidates = (family: string | null) =>
  useQuery({ ...getWizardCandidatesQueryOptions(family ?? ''), enabled: family !== null });

/** GET /api/formulas/wizard-structure-candidates: the library's materials of a perfumery family's structure, stock marked. */
export const getWizardStructureCandidates = async (family: string, signal?: AbortSignal) =>
  readJson(await client.formulas['wizard-structure-candidates'].$get({ query: { family } }, { init: { signal } }));

export const useWizardStructureCandidates = (family: string | null) =>
  useQuery({
    queryKey: [...FORMULAS_ROOT_KEY, 'wizard-structure-candidates', family ?? ''],
    queryFn: ({ signal }) => getWizardStructureCandidates(family ?? '', signal),
    staleTime: 60_000,
    enabled: family !== null,
  });
