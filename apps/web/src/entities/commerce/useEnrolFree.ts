import type { Course, InsertedAnswer } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiSend } from '../../lib/api';
import { useSession } from '../../lib/auth/session';
import { toast } from '../../lib/toast';

export type FreeCourse = Pick<Course, '_id' | 'name'>;

/** A course's price says it is taken with one click, no cart and no checkout (decision 0031). */
export const isFree = (course: Pick<Course, 'price'>) => course.price === 0;

/**
 * Enrolling in a free course (part of the page's `useSelectCourse`, so a press survives the
 * button being redrawn while the user's course states load): signed in, one call and the course is theirs (the course states and
 * their courses are read again, so every card shows 'Go to the course'); signed out, a warning
 * and /login, which brings them back to this page to press it again.
 */
export function useEnrolFree() {
  const { user, ready } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (course: FreeCourse) =>
      apiSend<InsertedAnswer>('POST', `/courses/${encodeURIComponent(course._id)}/enroll`),
    onSuccess: async (answer, course) => {
      if (answer.insertedId) toast.success(`You are enrolled in ${course.name}`);
      else toast.info('You are already enrolled in this course');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['enrollments'] }),
      ]);
    },
    onError: (error) =>
      toast.error(error instanceof Error ? error.message : 'You could not be enrolled.'),
  });

  const choose = (course: FreeCourse) => {
    if (!user) {
      toast.warning('Please log in to enrol');
      void navigate('/login', { state: { from: location } });
      return;
    }
    mutation.mutate(course);
  };

  // Pressed while the session check is still out: it waits for the answer, as Select does.
  const [waiting, setWaiting] = useState<FreeCourse | null>(null);
  useEffect(() => {
    if (!ready || !waiting) return;
    setWaiting(null);
    choose(waiting);
    // `choose` is a new function each render; the choice is made once, when the session is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, waiting]);

  const enrol = (course: FreeCourse) => (ready ? choose(course) : setWaiting(course));
  const pendingId = mutation.isPending ? (mutation.variables?._id ?? null) : (waiting?._id ?? null);
  return { enrol, pendingId };
}
