import type {
  MarkedRead,
  NotificationPage,
  NotificationSettings,
  NotificationSettingsInput,
  NotificationStreamEvent,
  UnreadCount,
} from '@glossy/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, apiSend } from '../../lib/api';
import { listenToNotifications } from './notification-stream';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  pages: ['notifications', 'page'] as const,
  page: (page: number, limit: number) => ['notifications', 'page', page, limit] as const,
  settings: ['notifications', 'settings'] as const,
};

export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => apiGet<UnreadCount>('/notifications/unread', signal),
    select: (answer) => answer.unread,
  });

export const useNotificationPage = (page: number, limit: number, enabled = true) =>
  useQuery({
    queryKey: notificationKeys.page(page, limit),
    queryFn: ({ signal }) =>
      apiGet<NotificationPage>(`/notifications?page=${page}&limit=${limit}`, signal),
    enabled,
  });

/** What the stream says lands in the cache: the count at once, the lists on their next look. */
function apply(client: QueryClient, event: NotificationStreamEvent) {
  client.setQueryData<UnreadCount>(notificationKeys.unread, { unread: event.unread });
  if (event.type !== 'ready') void client.invalidateQueries({ queryKey: notificationKeys.pages });
}

/** Keeps this tab's notifications current while mounted (the bell is, whenever one is signed in). */
export function useNotificationStream() {
  const client = useQueryClient();
  useEffect(() => listenToNotifications((event) => apply(client, event)), [client]);
}

function useRefreshAfter<Input>(call: (input: Input) => Promise<MarkedRead>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkRead = () =>
  useRefreshAfter((id: string) =>
    apiSend<MarkedRead>('POST', `/notifications/${encodeURIComponent(id)}/read`),
  );

export const useMarkAllRead = () =>
  useRefreshAfter(() => apiSend<MarkedRead>('POST', '/notifications/read'));

export const useNotificationSettings = () =>
  useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => apiGet<NotificationSettings>('/notifications/settings', signal),
  });

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      apiSend<NotificationSettings>('PUT', '/notifications/settings', input),
    onSuccess: (saved) => client.setQueryData(notificationKeys.settings, saved),
  });
}
