import type { CourseRating, CourseReview } from '@glossy/contract';
import type { SessionUser } from '../../src/lib/auth/session';
import { CourseReviews } from '../../src/features/classroom/reviews/CourseReviews';
import { stubFetch, type StubbedReply } from '../catalog/harness';
import { LocationProbe, renderRoutes } from '../support/app';

export const courseId = 'c1';
export const base = `/api/courses/${courseId}`;

export const aReview = (n: number, overrides: Partial<CourseReview> = {}): CourseReview => ({
  _id: `r${n}`,
  student_name: `Student ${n}`,
  image: `/media/students/student-0${(n % 6) + 1}.webp`,
  rating: 5,
  review: `Review number ${n}`,
  date: new Date(Date.UTC(2026, 0, 20 - n)).toISOString(),
  ...overrides,
});

export const aRating = (overrides: Partial<CourseRating> = {}): CourseRating => ({
  rating: 4.3,
  count: 7,
  breakdown: [1, 0, 1, 1, 4],
  mine: null,
  canReview: false,
  ...overrides,
});

type Answer = (method: string, url: URL, body: unknown) => StubbedReply | undefined;

/**
 * The server's answers about course c1's reviews (the rating read anew at each call); `other`
 * answers first, for anything else or to override.
 */
export function reviewsServer({
  rating,
  reviews = [],
  signedIn = null,
  other = () => undefined,
}: {
  rating: () => CourseRating;
  reviews?: CourseReview[];
  signedIn?: SessionUser | null;
  other?: Answer;
}) {
  return stubFetch(
    (method, url, body) => {
      const answer = other(method, url, body);
      if (answer) return answer;
      if (method === 'GET' && url.pathname === `${base}/rating`) return { body: rating() };
      if (method === 'GET' && url.pathname === `${base}/reviews`) {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        return {
          body: reviews.slice((page - 1) * limit, page * limit),
          headers: { 'X-Total-Count': String(reviews.length) },
        };
      }
      // The course page's heart asks what the signed-in reader has of the course.
      if (method === 'GET' && url.pathname === '/api/me/course-states') {
        return { body: { inCart: [], owned: [], wished: [] } };
      }
      throw new Error(`Unexpected ${method} ${url.pathname}`);
    },
    { signedIn },
  );
}

export const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(input), 'http://localhost').pathname === path,
  );

/** The reviews section alone, on a course route, with the app's providers. */
export function renderReviews() {
  return renderRoutes(
    [
      {
        path: '/courses/:id',
        element: (
          <>
            <CourseReviews courseId={courseId} courseName="Foundations of Drawing" />
            <LocationProbe />
          </>
        ),
      },
    ],
    { url: `/courses/${courseId}`, withSession: true },
  );
}
