import type { CourseStates, InsertedAnswer } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiSend } from '../../lib/api';
import { useSession } from '../../lib/auth/session';
import { toast } from '../../lib/toast';
import { courseStatesKey, useCourseStates } from './course-states';
import { useWhenSessionKnown } from './useWhenSessionKnown';

export const wishlistPath = '/dashboard/wishlist';

interface WishlistHeartProps {
  course: { _id: string; name: string };
  className?: string;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.9 4.5 7.4 4.5c2 0 3.5 1.1 4.6 2.7 1.1-1.6 2.6-2.7 4.6-2.7 3.5 0 5.7 3.5 4.6 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
    </svg>
  );
}

/**
 * The heart on a course: keeps it on the wishlist, or lets it go. A toggle (aria-pressed) whose
 * name says what pressing it does first. Signed out it warns and leads to sign-in, as Select does;
 * an owned course has no heart.
 */
export function WishlistHeart({ course, className = '' }: WishlistHeartProps) {
  const { user } = useSession();
  const statesKey = courseStatesKey(user?.email ?? '');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const states = useCourseStates();
  const wished = states.data?.wished.includes(course._id) ?? false;
  const toggle = useMutation({
    mutationFn: (keep: boolean) =>
      keep
        ? apiSend<InsertedAnswer>('POST', '/wishlist', { classI: course._id })
        : apiSend('DELETE', `/wishlist/${encodeURIComponent(course._id)}`),
    // The heart turns at once. A states fetch still out (the page's first) would answer from before
    // the change and turn it back: it is cancelled, and the answer after the change refetched.
    onMutate: async (keep) => {
      await queryClient.cancelQueries({ queryKey: statesKey });
      const before = queryClient.getQueryData<CourseStates>(statesKey);
      if (before) {
        const others = before.wished.filter((id) => id !== course._id);
        queryClient.setQueryData<CourseStates>(statesKey, {
          ...before,
          wished: keep ? [...others, course._id] : others,
        });
      }
      return { before };
    },
    onSuccess: (_answer, keep) =>
      toast.success(keep ? 'Saved to your wishlist' : 'Removed from your wishlist'),
    onError: (_error, _keep, context) => {
      if (context?.before) queryClient.setQueryData(statesKey, context.before);
      toast.error('The wishlist could not be changed; try again.');
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      await queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
  });

  // Pressed while the session check is still out: it waits for the answer, as Select does.
  const { run: press, waiting } = useWhenSessionKnown((_courseId: string) => {
    if (!user) {
      toast.warning('Plz Login First');
      void navigate('/login', { state: { from: { pathname: wishlistPath } } });
      return;
    }
    toggle.mutate(!wished);
  });
  if (states.data?.owned.includes(course._id)) return null;
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-square text-secondary ${className}`}
      aria-pressed={wished}
      aria-label={`Save ${course.name} to wishlist`}
      title={wished ? 'On your wishlist' : 'Save to wishlist'}
      disabled={toggle.isPending || waiting !== null}
      onClick={() => press(course._id)}
    >
      <HeartIcon filled={wished} />
    </button>
  );
}
