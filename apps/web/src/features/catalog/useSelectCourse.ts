import type { CartItemInput, Course, InsertedAnswer } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { apiSend } from '../../lib/api';
import { useSession } from '../accounts/session';

export type SelectableCourse = Pick<Course, '_id' | 'name' | 'price' | 'Level' | 'img'>;

/**
 * The cart item the original home cards posted to /addClass (spec §3). The server reads only the
 * course id and the email; name, price, level and image ride along as the original sent them.
 */
type HomeCardItem = CartItemInput & Pick<Course, 'name' | 'price' | 'Level' | 'img'>;

export const cartPath = '/dashboard/myCart';

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
 * Selecting a course (spec §4): signed out → a warning and /login, remembering where the user was;
 * signed in → the course goes into the cart and the user lands on it. Home cards and the course
 * list differ only in the signed-out wording ('Plz Login First' / 'Please Login First').
 */
export function useSelectCourse(signedOutMessage: string) {
  const { user, ready } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (item: HomeCardItem) => apiSend<InsertedAnswer>('POST', '/addClass', item),
    onSuccess: async (answer) => {
      if (!answer.insertedId) {
        // The server answers without an id when the course is already in the cart.
        toast.info('This course is already in your cart');
      } else {
        toast.success('Selected');
      }
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      await navigate(cartPath);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });

  const select = (course: SelectableCourse) => {
    if (!user) {
      toast.warning(signedOutMessage);
      void navigate('/login', { state: { from: location } });
      return;
    }
    mutation.mutate(cartItemFor(course, user.email));
  };

  const pendingId = mutation.isPending ? (mutation.variables?.classI ?? null) : null;
  /** Until the session check answers, a click could wrongly send a signed-in user to /login. */
  const checkingSession = !ready;
  return { select, pendingId, checkingSession };
}

export type CourseSelection = ReturnType<typeof useSelectCourse>;
