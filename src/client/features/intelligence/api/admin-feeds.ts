import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Feed, FeedResult } from './news-types.ts';

export const useFeeds = (enabled: boolean) => useQuery({ queryKey: ['admin', 'news-feeds'], queryFn: ({ signal }) => api.get<{ items: Feed[] }>('/api/admin/news-feeds', signal), enabled });

function useInvalidateNews() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', 'news-feeds'] }), queryClient.invalidateQueries({ queryKey: ['news'] })]);
}

export function useAddFeed() {
  const invalidate = useInvalidateNews();
  return useMutation({ mutationFn: (input: { name: string; url: string }) => api.post<{ feed: Feed }>('/api/admin/news-feeds', input), onSuccess: invalidate });
}

export function useToggleFeed() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (input: { id: string; isEnabled: boolean }) => api.put<{ feed: Feed }>(`/api/admin/news-feeds/${input.id}`, { isEnabled: input.isEnabled }),
    onSuccess: invalidate,
  });
}

export function useDeleteFeed() {
  const invalidate = useInvalidateNews();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(`/api/admin/news-feeds/${id}`), onSuccess: invalidate });
}

export function useFetchFeeds() {
  const invalidate = useInvalidateNews();
  return useMutation({ mutationFn: () => api.post<{ results: FeedResult[] }>('/api/admin/news-feeds/fetch'), onSuccess: invalidate });
}
