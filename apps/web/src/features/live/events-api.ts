import type {
  ArtEvent,
  ChatMessage,
  DeletedAnswer,
  EventInput,
  EventPatch,
  InsertedAnswer,
  ModifiedAnswer,
  MyEventRegistrations,
  Submission,
} from '@glossy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../lib/api';
import { useSession } from '../../lib/auth/session';

export type EventWhen = 'upcoming' | 'old';

/** Every key starts with 'events': a registration or a change refreshes whatever shows events. */
export const eventKeys = {
  all: ['events'] as const,
  list: (when: EventWhen) => ['events', when] as const,
  one: (id: number) => ['events', 'one', id] as const,
  mine: (email: string) => ['events', 'registered', email] as const,
  chat: (id: number) => ['events', 'chat', id] as const,
  hosted: (email: string) => ['events', 'hosted', email] as const,
};

/** The live room of a live event; after it, the session's replay with its chat. */
export const livePath = (id: number) => `/live/${id}`;

const path = (id: number) => `/events/${encodeURIComponent(String(id))}`;

export const fetchEvents = (when: EventWhen, signal?: AbortSignal) =>
  apiGet<ArtEvent[]>(`/events?when=${when}`, signal);

export const fetchEvent = (id: number, signal?: AbortSignal) => apiGet<ArtEvent>(path(id), signal);

/** What was said in an ended live session, each message with its place on the replay. */
export function useSessionChat(id: number) {
  return useQuery({
    queryKey: eventKeys.chat(id),
    queryFn: ({ signal }) => apiGet<ChatMessage[]>(`${path(id)}/chat`, signal),
    staleTime: Infinity,
  });
}

/**
 * The events the signed-in user hosts (none for a visitor): My Events, and the host's way into a
 * room before it opens. `wanted` false asks nothing (an event that has no room).
 */
export function useHostedEvents(wanted = true) {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: eventKeys.hosted(email),
    enabled: wanted && Boolean(email && token),
    queryFn: ({ signal }) => apiGet<ArtEvent[]>('/me/hosted-events', signal),
  });
}

/** Where the event's calendar file is (a plain link: the browser downloads it). */
export const calendarUrl = (id: number) => `/api${path(id)}/calendar.ics`;

/** The ids of the events the signed-in user registered for; none for a visitor. */
export function useMyRegistrations() {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: eventKeys.mine(email),
    enabled: Boolean(email && token),
    queryFn: ({ signal }) => apiGet<MyEventRegistrations>('/me/event-registrations', signal),
  });
}

export function useRegistration(id: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
  const register = useMutation({
    mutationFn: () => apiSend<InsertedAnswer>('POST', `${path(id)}/registrations`),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => apiSend<DeletedAnswer>('DELETE', `${path(id)}/registrations`),
    onSettled: refresh,
  });
  return { register, cancel };
}

export const scheduleEvent = (input: EventInput) =>
  apiSend<InsertedAnswer>('POST', '/events', input);
export const changeEvent = (id: number, patch: EventPatch) =>
  apiSend<ModifiedAnswer>('PATCH', path(id), patch);
export const cancelEvent = (id: number) => apiSend<DeletedAnswer>('DELETE', path(id));

/**
 * The courses the caller teaches in the catalog (an admin: every one), for a live class of one
 * of them: approved submissions name their catalog course.
 */
export function useClassCourses() {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: [...eventKeys.all, 'class-courses', email],
    enabled: Boolean(email && token),
    queryFn: async ({ signal }) => {
      const approved = await apiGet<Submission[]>('/newcourses?status=approved&limit=100', signal);
      return approved.flatMap((submission) =>
        submission.courseId ? [{ id: submission.courseId, name: submission.courseName }] : [],
      );
    },
  });
}
