import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WizardCandidate } from '../../../../domain/formulas/propose-formula-structure.ts';
import { api } from '../../../lib/api.ts';

export type WizardCandidatesBody = { currency: string | null; items: Omit<WizardCandidate, 'maxPercent'>[] };

/** GET /api/formulas/wizard-candidates: the family's materials with known substantivity and their best price per gram. */
export const getWizardCandidates = (family: string, signal?: AbortSignal) =>
  api.get<WizardCandidatesBody>(`/api/formulas/wizard-candidates?family=${encodeURIComponent(family)}`, signal);

export const getWizardCandidatesQueryOptions = (family: string) =>
  queryOptions({ queryKey: ['formulas', 'wizard-candidates', family.toLowerCase()], queryFn: ({ signal }) => getWizardCandidates(family, signal), staleTime: 60_000 });

export const useWizardCandidates = (family: string | null) => useQuery({ ...getWizardCandidatesQueryOptions(family ?? ''), enabled: family !== null });
