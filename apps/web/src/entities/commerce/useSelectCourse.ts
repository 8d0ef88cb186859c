import type { CartItemInput, Course } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/auth/session';
import { cartPath } from './course-states';
import { rememberSelection } from './pending-selection';
import { useEnrolFree } from './useEnrolFree';
import { useWhenSessionKnown } from './useWhenSessionKnown';

export type SelectableCourse = Pick<Course, '_id' | 'name' | 'price' | 'Level' | 'img'>;

/**
 * The cart item the original home cards posted to /addClass (spec §3). The server reads only the
 * course id and the email; name, price, level and image ride along as the original sent them.
 */
type HomeCardItem = CartItemInput & { classI: string } & Pick<
    Course,
    'name' | 'price' | 'Level' | 'img'
  >;

export function cartItemFor(course: SelectableCourse, email: string): HomeCardItem {
  return {
    classI: course._id,
    name: course.name,
    price: course.price,
    Level: course.Level,
    email,
    img: course.img,
  };
}

/**
 * Selecting a course (spec §4): signed out → a warning and /login; the course is remembered and
 * put in the cart once they have signed in (usePendingSelection), so they land on the cart;
 * signed in → the course goes into the cart and the user lands on it. Home cards and the course
 * list differ only in the signed-out wording ('Plz Login First' / 'Please Login First').
 */
export function useSelectCourse(signedOutMessage: string) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // Loaded at the first Select: the home page does not wait for it.
    mutationFn: async (item: HomeCardItem) =>
      (await import('./add-to-cart')).addToCart(item, { navigate, queryClient }),
  });

  const choose = (course: SelectableCourse) => {
    if (!user) {
      toast.warning(signedOutMessage);
      rememberSelection(course._id);
      void navigate('/login', { state: { from: { pathname: cartPath } } });
      return;
    }
    mutation.mutate(cartItemFor(course, user.email));
  };

  const { run: select, waiting } = useWhenSessionKnown(choose);
  const pendingId = mutation.isPending
    ? (mutation.variables?.classI ?? null)
    : (waiting?._id ?? null);
  // A free course is enrolled in instead (decision 0031): the same page-wide state.
  const free = useEnrolFree();
  const { enrol, pendingId: enrollingId } = free;
  return useMemo(
    () => ({ select, pendingId, enrol, enrollingId }),
    [select, pendingId, enrol, enrollingId],
  );
}

export type CourseSelection = ReturnType<typeof useSelectCourse>;

/**
 * Whether a card of course `id` shows the same with either selection: a memoised card draws
 * again only for the course going into the cart (or coming out of waiting), not for every other.
 */
export function sameSelectionFor(id: string, before: CourseSelection, after: CourseSelection) {
  return (
    before.select === after.select &&
    before.enrol === after.enrol &&
    (before.pendingId === id) === (after.pendingId === id) &&
    (before.enrollingId === id) === (after.enrollingId === id)
  );
}
