import type { Course, InsertedAnswer } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { apiSend } from '../../lib/api';
import { useSession } from '../../lib/auth/session';
import { toast } from '../../lib/toast';
import { useWhenSessionKnown } from './useWhenSessionKnown';

export type FreeCourse = Pick<Course, '_id' | 'name'>;

/** A course's price says it is taken with one click, no cart and no checkout (decision 0031). */
export const isFree = (course: Pick<Course, 'price'>) => course.price === 0;

/**
 * Enrolling in a free course, part of the page's `useSelectCourse` so that a press survives the
 * button being redrawn while the user's course states load. Signed in: one call and the course is
 * theirs (the course states and their courses are read again, so every card shows 'Go to the
 * course'). Signed out: a warning and /login, which brings them back to this page.
 */
export function useEnrolFree() {
  const { user } = useSession();
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

  const { run: enrol, waiting } = useWhenSessionKnown(choose);
  const pendingId = mutation.isPending ? (mutation.variables?._id ?? null) : (waiting?._id ?? null);
  return { enrol, pendingId };
}
