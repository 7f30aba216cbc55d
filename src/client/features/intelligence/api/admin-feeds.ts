import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

const feeds = client.admin['news-feeds'];
export type Feed = InferResponseType<typeof feeds.$get, 200>['items'][number];
export type FeedResult = InferResponseType<typeof feeds.fetch.$post, 200>['results'][number];

export const feedsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'news-feeds'],
    queryFn: async ({ signal }) => readJson(await feeds.$get(undefined, { init: { signal } })),
  });
export const useFeeds = (enabled: boolean) => useQuery({ ...feedsQueryOptions(), enabled });

/** News keys' root (articles and headlines, owned by get-articles.ts and get-headlines.ts). */
const NEWS_ROOT_KEY = ['news'] as const;

function useInvalidateNews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: feedsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: NEWS_ROOT_KEY }),
    ]);
}

export function useAddFeed() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: async (input: { name: string; url: string }) => readJson(await feeds.$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useToggleFeed() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: async (input: { id: string; isEnabled: boolean }) =>
      readJson(await feeds[':id'].$put({ param: { id: input.id }, json: { isEnabled: input.isEnabled } })),
    onSuccess: invalidate,
  });
}

export function useDeleteFeed() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: async (id: string) => readJson(await feeds[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
}

export function useFetchFeeds() {
  const invalidate = useInvalidateNews();
  return useMutation({ mutationFn: async () => readJson(await feeds.fetch.$post()), onSuccess: invalidate });
}
