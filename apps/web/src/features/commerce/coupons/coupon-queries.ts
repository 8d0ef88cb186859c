import type {
  Coupon,
  CouponInput,
  Course,
  InsertedAnswer,
  ModifiedAnswer,
  Submission,
} from '@glossy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/auth/session';
import { useRole } from '../../../lib/auth/useRole';
import { useOwnList } from '../../../entities/commerce/own-lists';

export const useCoupons = () => useOwnList<Coupon[]>('coupons', () => '/coupons');

export interface CouponCourse {
  id: string;
  name: string;
}

/**
 * The courses a coupon may name: an instructor's approved courses (their submissions that became
 * catalog courses), any catalog course for an admin.
 */
export function useCouponCourses() {
  const { user } = useSession();
  const { role } = useRole();
  const admin = role === 'admin';
  return useQuery({
    queryKey: ['coupons', user?.email ?? '', 'courses'],
    enabled: Boolean(user),
    queryFn: async ({ signal }): Promise<CouponCourse[]> => {
      if (admin) {
        const courses = await apiGet<Course[]>('/courses?limit=100&sort=name', signal);
        return courses.map((course) => ({ id: course._id, name: course.name }));
      }
      const mine = await apiGet<Submission[]>('/newcourses?status=approved&limit=100', signal);
      return mine.flatMap((row) =>
        row.courseId ? [{ id: row.courseId, name: row.courseName }] : [],
      );
    },
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) => apiSend<InsertedAnswer>('POST', '/coupons', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coupons'] }),
  });
}

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiSend<ModifiedAnswer>('PATCH', `/coupons/${encodeURIComponent(id)}`, { active }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['coupons'] }),
  });
}
