import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';
import { FORMULAS_ROOT_KEY } from './formula-keys.ts';

const sharesRoute = client.formulas[':id'].shares;
const sharedRoute = client['shared-formulas'];

export type FormulaShares = InferResponseType<typeof sharesRoute.$get, 200>;
export type FormulaShare = FormulaShares['items'][number];
export type SharedWithMe = InferResponseType<typeof sharedRoute.$get, 200>['items'][number];
export type SharedFormula = InferResponseType<(typeof sharedRoute)[':shareId']['$get'], 200>;

/** GET /api/formulas/:id/shares: who the formula is shared with, its links, and the colleagues one may pick. */
export const getFormulaSharesQueryOptions = (formulaId: string) =>
  queryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'shares', formulaId],
    queryFn: async () => readJson(await sharesRoute.$get({ param: { id: formulaId } })),
  });

export const useFormulaShares = (formulaId: string) => useQuery(getFormulaSharesQueryOptions(formulaId));

function useInvalidateShares(formulaId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getFormulaSharesQueryOptions(formulaId).queryKey });
}

export function useShareWithColleague(formulaId: string) {
  const invalidate = useInvalidateShares(formulaId);
  return useMutation({
    mutationFn: async (recipientId: string) =>
      readJson(await sharesRoute.$post({ param: { id: formulaId }, json: { recipientId } })),
    onSuccess: invalidate,
  });
}

export function useCreateShareLink(formulaId: string) {
  const invalidate = useInvalidateShares(formulaId);
  return useMutation({
    mutationFn: async () => readJson(await client.formulas[':id']['share-links'].$post({ param: { id: formulaId } })),
    onSuccess: invalidate,
  });
}

export function useRevokeShare(formulaId: string) {
  const invalidate = useInvalidateShares(formulaId);
  return useMutation({
    mutationFn: async (shareId: string) =>
      readJson(await client.formulas[':id'].shares[':shareId'].$delete({ param: { id: formulaId, shareId } })),
    onSuccess: invalidate,
  });
}

/** GET /api/shared-formulas: "Shared with me". */
export const getSharedWithMeQueryOptions = () =>
  queryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'shared-with-me'],
    queryFn: async () => (await readJson(await sharedRoute.$get())).items,
  });

export const useSharedWithMe = () => useQuery(getSharedWithMeQueryOptions());

/** GET /api/shared-formulas/:shareId: one formula shared with the user, read-only. */
export const getSharedFormulaQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'shared', shareId],
    queryFn: async () => readJson(await sharedRoute[':shareId'].$get({ param: { shareId } })),
    retry: false,
  });

export const useSharedFormula = (shareId: string) => useQuery(getSharedFormulaQueryOptions(shareId));

/** POST /api/shared-formulas/:shareId/duplicate: a copy in the user's own library. */
export function useDuplicateSharedFormula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shareId: string) =>
      readJson(await sharedRoute[':shareId'].duplicate.$post({ param: { shareId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORMULAS_ROOT_KEY }),
  });
}

/** POST /api/shared-formulas/open: a share link opened by the signed-in user. */
export const useOpenShareLink = () =>
  useMutation({
    mutationFn: async (token: string) => readJson(await sharedRoute.open.$post({ json: { token } })),
  });
