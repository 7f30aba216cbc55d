import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type CalendarNotification = InferResponseType<typeof client.markets.notifications.$get, 200>['items'][number];

const NOTIFICATIONS_KEY = ['markets', 'notifications'] as const;

/** GET /api/markets/notifications: the deadlines newly within 90 days that the user has not dismissed yet. */
export const useCalendarNotifications = () =>
  useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: async () => readJson(await client.markets.notifications.$get()),
    staleTime: 5 * 60_000,
  });

/** POST /api/markets/notifications/:id/read: the notice is dismissed (it is never told again). */
export function useDismissCalendarNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => readJson(await client.markets.notifications[':id'].read.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
