import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserThemeInput } from '../../../../domain/settings/user-settings.schemas.ts';
import { THEME_MESSAGES } from '../../../../domain/settings/user-themes.ts';
import { ApiError } from '../../../lib/api.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type UserThemeAnswer = InferResponseType<(typeof client)['user-themes']['$get'], 200>['themes'][number];

export const getUserThemesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['user-themes', userId ?? null],
    queryFn: async () =>
      userId ? (await readJson(await client['user-themes'].$get())).themes : ([] as UserThemeAnswer[]),
    staleTime: 300_000,
  });
export const useUserThemes = (userId: string | undefined) => useQuery(getUserThemesQueryOptions(userId));

/** A failed save in the spec's words (section 8, Themes). */
export function describeThemeSaveError(error: unknown, isUpdate: boolean): string {
  if (error instanceof ApiError && error.status === 401) return THEME_MESSAGES.signIn;
  if (error instanceof ApiError && error.status === 503) return THEME_MESSAGES.tableMissing;
  const message = error instanceof Error ? error.message : String(error);
  return isUpdate ? THEME_MESSAGES.updateFailed(message) : THEME_MESSAGES.saveFailed(message);
}

export function useSaveUserTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, theme }: { id: string | null; theme: UserThemeInput }) =>
      id
        ? (await readJson(await client['user-themes'][':id'].$put({ param: { id }, json: theme }))).theme
        : (await readJson(await client['user-themes'].$post({ json: theme }))).theme,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user-themes'] }),
  });
}

export function useDeleteUserTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => readJson(await client['user-themes'][':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user-themes'] }),
  });
}
