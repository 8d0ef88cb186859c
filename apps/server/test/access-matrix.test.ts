import { drillSpec } from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  adminCredentials,
  adminEnv,
  bearer,
  identityHeaders,
  signIn,
  signUp,
  type SignedIn,
} from './support/actors';
import { articleOnly, buyCourse, publishCourse } from './support/classroom';
import { createDrawing, drawingForm } from './support/drawings';
import { drawnRound, drillLesson } from './support/drills';
import { registeredApiRoutes, toOpenApiPath, undocumentedPaths } from './support/routes';
import {
  addChapter,
  addLesson,
  articleLesson,
  courseForm,
  exerciseLesson,
  newInstructor,
  submitCourse,
} from './support/studio';
import { describeEachBackend, type TestApp } from './support/test-app';

type ActorName =
  'anonymous' | 'student' | 'otherStudent' | 'instructor' | 'otherInstructor' | 'admin';
const actorNames: ActorName[] = [
  'anonymous',
  'student',
  'otherStudent',
  'instructor',
  'otherInstructor',
  'admin',
];

/**
 * Who passes a route's gate: everyone, any signed-in user, the subject (`student`) or an admin,
 * the owner of the resource (`student` again) or an admin, only the subject, or admins; and for
 * the studio: instructors and admins (`teacher`), the course's own instructor (`instructor`), or
 * it and admins. In the classroom, `student` is enrolled in `instructor`'s course: only its
 * students (`enrolled`), or they, its instructor and admins (`course-member`); a lesson reader is
 * a course member too, but the lesson is looked up first, since a preview is anyone's. A drawing
 * reader is its owner or an admin, and again the drawing is looked up first: a public one is
 * anyone's.
 */
type Rule =
  | 'public'
  | 'signed-in'
  | 'self-or-admin'
  | 'owner-or-admin'
  | 'self'
  | 'admin'
  | 'teacher'
  | 'course-owner'
  | 'course-owner-or-admin'
  | 'enrolled'
  | 'course-member'
  | 'lesson-reader'
  | 'drawing-reader';

interface Call {
  url: string;
  json?: unknown;
  /** A multipart body (a drawing's save), sent instead of `json`. */
  form?: FormData;
  /** Identity calls authenticate with the session cookie instead of the API token. */
  useCookie?: boolean;
  /** Ends a call that would stay open (an event stream) once its answer has begun. */
  signal?: AbortSignal;
}

interface RouteRule {
  rule: Rule;
  call: (actor: SignedIn | null, subject: SignedIn) => Call;
}

const get = (url: string) => () => ({ url });
/** A valid event a day ahead, two hours long. */
const anEvent = (extra: Record<string, unknown> = {}) => {
  const startsAt = new Date(Date.now() + 86_400_000);
  return {
    title: 'Gesture night',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 7_200_000).toISOString(),
    location: 'Online, on the sketchpad',
    description: 'Thirty-second poses, then longer ones.',
    kind: 'live',
    ...extra,
  };
};
const studioCourse = (name: string) => courseForm({ courseName: `${name} ${Date.now()}` });
const studioLesson = articleLesson('Line confidence');

/** Community resources owned by `student`, made in beforeAll; one per actor where a call deletes. */
const owned = {
  postId: '',
  postFor: {} as Record<string, string>,
  commentFor: {} as Record<string, string>,
  courseId: '',
  cartItemId: '',
  orderId: '',
  cartFor: {} as Record<string, string>,
  /** A submission of `instructor`'s, with a chapter and a lesson; one more of each per actor. */
  submissionId: '',
  chapterId: '',
  lessonId: '',
  chapterFor: {} as Record<string, string>,
  lessonFor: {} as Record<string, string>,
  /** `instructor`'s published course that `student` bought, its paid lesson, and questions on it. */
  classCourseId: '',
  classLessonId: '',
  questionId: '',
  questionFor: {} as Record<string, string>,
  /** A private drawing of `student`'s, a valid save of it, and one more drawing per actor. */
  drawingId: '',
  drawingSave: undefined as FormData | undefined,
  drawingFor: {} as Record<string, string>,
  /** Events hosted by `instructor`: one open to all, a live class of `classCourseId`, one per actor. */
  eventId: '',
  classEventId: '',
  eventFor: {} as Record<string, string>,
  /** `student`'s hand-in of a drawing for an exercise of `instructor`'s course. */
  exerciseId: '',
  projectId: '',
  /** A drill of that course, `student`'s attempt at it, and a valid attempt to send. */
  drillId: '',
  attemptId: '',
  attempt: undefined as unknown,
  /** `student`'s first notification: the receipt of a purchase. */
  notificationId: '',
  /** A coupon of `instructor`'s, a course of `otherInstructor`'s, and a payment of `student`'s. */
  couponId: '',
  otherCourseId: '',
  paymentId: '',
};
const actorKey = (actor: SignedIn | null) => actor?.email ?? 'anonymous';

/**
 * Every API route and who may call it. A route the app serves that is missing here
 * fails the first test, so no route ships without a rule.
 */
const matrix: Record<string, RouteRule> = {
  'GET /api/health': { rule: 'public', call: get('/api/health') },
  // Read with its own bearer (METRICS_TOKEN), not an account's: off here, a 404 for everyone.
  // metrics.test.ts holds the token's rule.
  'GET /api/metrics': { rule: 'public', call: get('/api/metrics') },
  'GET /api/courses': { rule: 'public', call: get('/api/courses?limit=2') },
  'GET /api/courses/:id': {
    rule: 'public',
    call: get('/api/courses/00000000-0000-4000-8000-000000000000'),
  },
  'GET /api/instructors': { rule: 'public', call: get('/api/instructors') },
  'GET /api/reviews': { rule: 'public', call: get('/api/reviews') },
  'GET /api/blog-posts': { rule: 'public', call: get('/api/blog-posts') },
  'GET /api/blog-topics': { rule: 'public', call: get('/api/blog-topics') },
  'GET /api/events': { rule: 'public', call: get('/api/events?when=upcoming') },
  'GET /api/events/:id': { rule: 'public', call: () => ({ url: `/api/events/${owned.eventId}` }) },
  'GET /api/events/:id/calendar.ics': {
    rule: 'public',
    call: () => ({ url: `/api/events/${owned.eventId}/calendar.ics` }),
  },
  'GET /api/events/:id/chat': {
    rule: 'public',
    call: () => ({ url: `/api/events/${owned.eventId}/chat` }),
  },
  'POST /api/events': { rule: 'teacher', call: () => ({ url: '/api/events', json: anEvent() }) },
  'PATCH /api/events/:id': {
    rule: 'course-owner-or-admin',
    call: () => ({ url: `/api/events/${owned.eventId}`, json: { title: 'Gesture night, moved' } }),
  },
  'DELETE /api/events/:id': {
    rule: 'course-owner-or-admin',
    call: (actor) => ({ url: `/api/events/${owned.eventFor[actorKey(actor)]}` }),
  },
  // A live class of `instructor`'s course: its students, its host and admins.
  'POST /api/events/:id/registrations': {
    rule: 'course-member',
    call: () => ({ url: `/api/events/${owned.classEventId}/registrations` }),
  },
  'DELETE /api/events/:id/registrations': {
    rule: 'signed-in',
    call: () => ({ url: `/api/events/${owned.eventId}/registrations` }),
  },
  'GET /api/me/hosted-events': { rule: 'signed-in', call: get('/api/me/hosted-events') },
  'GET /api/me/event-registrations': {
    rule: 'signed-in',
    call: get('/api/me/event-registrations'),
  },
  'GET /api/faq': { rule: 'public', call: get('/api/faq') },
  'GET /api/gallery': { rule: 'public', call: get('/api/gallery') },
  'GET /api/auth-options': { rule: 'public', call: get('/api/auth-options') },
  'POST /api/contact': {
    rule: 'public',
    call: () => ({
      url: '/api/contact',
      json: { from_name: 'Ada', from_email: 'ada@example.com', message: 'Hello' },
    }),
  },
  'POST /api/subscriptions': {
    rule: 'public',
    call: (actor) => ({
      url: '/api/subscriptions',
      json: { email: actor?.email ?? 'visitor@example.com' },
    }),
  },
  'DELETE /api/post-blog/:id': {
    rule: 'admin',
    call: () => ({ url: '/api/post-blog/00000000-0000-4000-8000-000000000000' }),
  },
  'POST /api/post-blog': {
    rule: 'signed-in',
    call: () => ({ url: '/api/post-blog', json: { text: 'Notes from my sketchbook' } }),
  },
  'POST /api/jwt': {
    rule: 'signed-in',
    call: (actor) => ({
      url: '/api/jwt',
      json: { email: actor?.email ?? 'nobody@example.com' },
      useCookie: true,
    }),
  },
  'POST /api/users': {
    rule: 'signed-in',
    call: (actor) => ({
      url: '/api/users',
      json: {
        name: actor?.name ?? 'Nobody',
        email: actor?.email ?? 'nobody@example.com',
        role: 'student',
      },
    }),
  },
  'GET /api/users': { rule: 'admin', call: get('/api/users') },
  'GET /api/users/admin/:email': {
    rule: 'self-or-admin',
    call: (_actor, subject) => ({ url: `/api/users/admin/${encodeURIComponent(subject.email)}` }),
  },
  'GET /api/users/instructor/:email': {
    rule: 'self-or-admin',
    call: (_actor, subject) => ({
      url: `/api/users/instructor/${encodeURIComponent(subject.email)}`,
    }),
  },
  'PATCH /api/users/admin/:id': {
    rule: 'admin',
    call: (_actor, subject) => ({ url: `/api/users/admin/${subject.userId}` }),
  },
  'PATCH /api/users/instructor/:id': {
    rule: 'admin',
    call: (_actor, subject) => ({ url: `/api/users/instructor/${subject.userId}` }),
  },
  'POST /api/users/:id/demotion': {
    rule: 'admin',
    call: (_actor, subject) => ({
      url: `/api/users/${subject.userId}/demotion`,
      json: { role: 'student' },
    }),
  },
  'POST /api/users/:id/sign-out': {
    rule: 'admin',
    call: (_actor, subject) => ({ url: `/api/users/${subject.userId}/sign-out` }),
  },
  'GET /api/admin/role-changes': { rule: 'admin', call: get('/api/admin/role-changes') },
  'GET /api/admin/overview': { rule: 'admin', call: get('/api/admin/overview') },
  'GET /api/admin/outbox': { rule: 'admin', call: get('/api/admin/outbox') },
  'GET /api/admin/contact-messages': { rule: 'admin', call: get('/api/admin/contact-messages') },
  'GET /api/allPost': { rule: 'public', call: get('/api/allPost?limit=5') },
  'GET /api/post': {
    rule: 'signed-in',
    call: (_actor, subject) => ({ url: `/api/post?email=${encodeURIComponent(subject.email)}` }),
  },
  'POST /api/userPost': {
    rule: 'signed-in',
    call: () => ({ url: '/api/userPost', json: { status: 'My first sketch' } }),
  },
  'DELETE /api/deletePost/:id': {
    rule: 'owner-or-admin',
    call: (actor) => ({ url: `/api/deletePost/${owned.postFor[actorKey(actor)]}` }),
  },
  'PUT /api/posts/:id/like': {
    rule: 'signed-in',
    call: () => ({ url: `/api/posts/${owned.postId}/like` }),
  },
  'DELETE /api/posts/:id/like': {
    rule: 'signed-in',
    call: () => ({ url: `/api/posts/${owned.postId}/like` }),
  },
  'GET /api/posts/:id/comments': {
    rule: 'public',
    call: () => ({ url: `/api/posts/${owned.postId}/comments` }),
  },
  'POST /api/posts/:id/comments': {
    rule: 'signed-in',
    call: () => ({ url: `/api/posts/${owned.postId}/comments`, json: { text: 'Lovely!' } }),
  },
  'DELETE /api/comments/:id': {
    rule: 'owner-or-admin',
    call: (actor) => ({ url: `/api/comments/${owned.commentFor[actorKey(actor)]}` }),
  },
  'GET /api/unikUser': {
    rule: 'self-or-admin',
    call: (_actor, subject) => ({
      url: `/api/unikUser?email=${encodeURIComponent(subject.email)}`,
    }),
  },
  'PUT /api/updateUser/:id': {
    rule: 'self',
    call: (_actor, subject) => ({
      url: `/api/updateUser/${subject.userId}`,
      json: { introValue: 'I draw every day' },
    }),
  },
  'POST /api/addClass': {
    rule: 'signed-in',
    call: () => ({ url: '/api/addClass', json: { classI: owned.courseId } }),
  },
  'GET /api/addClass/:email': {
    rule: 'self-or-admin',
    call: (_actor, subject) => ({ url: `/api/addClass/${encodeURIComponent(subject.email)}` }),
  },
  'DELETE /api/addClass/:id': {
    rule: 'self',
    call: (actor) => ({ url: `/api/addClass/${owned.cartFor[actorKey(actor)]}` }),
  },
  'POST /api/order/:id': { rule: 'self', call: () => ({ url: `/api/order/${owned.cartItemId}` }) },
  'POST /api/order': { rule: 'signed-in', call: () => ({ url: '/api/order' }) },
  'GET /api/orders': { rule: 'signed-in', call: get('/api/orders') },
  'POST /api/orders/:id/pay': {
    rule: 'self',
    call: () => ({
      url: `/api/orders/${owned.orderId}/pay`,
      json: { cardNumber: '4242 4242 4242 4242' },
    }),
  },
  'GET /api/orders/:id': { rule: 'self', call: () => ({ url: `/api/orders/${owned.orderId}` }) },
  'POST /api/orders/:id/checkout': {
    rule: 'self',
    call: () => ({ url: `/api/orders/${owned.orderId}/checkout` }),
  },
  'GET /api/payments': { rule: 'signed-in', call: get('/api/payments') },
  'POST /api/orders/:id/coupon': {
    rule: 'self',
    call: () => ({ url: `/api/orders/${owned.orderId}/coupon`, json: { code: 'NO-SUCH-CODE' } }),
  },
  'DELETE /api/orders/:id/coupon': {
    rule: 'self',
    call: () => ({ url: `/api/orders/${owned.orderId}/coupon` }),
  },
  'POST /api/coupons': {
    rule: 'teacher',
    call: (actor) => ({
      url: '/api/coupons',
      json: {
        code: `M${Math.abs(actorKey(actor).length * 7919 + Date.now()) % 1e9}`,
        kind: 'percent',
        value: 10,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        maxUses: 5,
        // Each teacher's own course (an admin may name any).
        courseId:
          actor?.email === 'teacher2@matrix.test' ? owned.otherCourseId : owned.classCourseId,
      },
    }),
  },
  'GET /api/coupons': { rule: 'teacher', call: get('/api/coupons') },
  // `instructor`'s coupon: its maker and admins.
  'PATCH /api/coupons/:id': {
    rule: 'course-owner-or-admin',
    call: () => ({ url: `/api/coupons/${owned.couponId}`, json: { active: true } }),
  },
  'GET /api/wishlist': { rule: 'signed-in', call: get('/api/wishlist') },
  'POST /api/wishlist': {
    rule: 'signed-in',
    call: () => ({ url: '/api/wishlist', json: { classI: owned.courseId } }),
  },
  'DELETE /api/wishlist/:courseId': {
    rule: 'signed-in',
    call: () => ({ url: `/api/wishlist/${owned.courseId}` }),
  },
  'POST /api/wishlist/:courseId/move': {
    rule: 'signed-in',
    call: () => ({ url: `/api/wishlist/${owned.courseId}/move` }),
  },
  'GET /api/admin/payments': { rule: 'admin', call: get('/api/admin/payments') },
  'POST /api/admin/payments/:id/refund': {
    rule: 'admin',
    call: () => ({ url: `/api/admin/payments/${owned.paymentId}/refund` }),
  },
  'GET /api/me/course-states': { rule: 'signed-in', call: get('/api/me/course-states') },
  // A paid course here: every signed-in caller passes the gate and is then told it is not free.
  'POST /api/courses/:id/enroll': {
    rule: 'signed-in',
    call: () => ({ url: `/api/courses/${owned.courseId}/enroll` }),
  },
  'GET /api/enrollments': { rule: 'signed-in', call: get('/api/enrollments') },
  // Signed-in callers get past the gate and are then refused the JSON body (415), not a 401/403.
  'POST /api/uploads': { rule: 'signed-in', call: () => ({ url: '/api/uploads', json: {} }) },
  'POST /api/drawings': {
    rule: 'signed-in',
    call: () => ({ url: '/api/drawings', form: owned.drawingSave }),
  },
  'GET /api/drawings': { rule: 'signed-in', call: get('/api/drawings') },
  'GET /api/notifications': { rule: 'signed-in', call: get('/api/notifications') },
  'GET /api/notifications/unread': { rule: 'signed-in', call: get('/api/notifications/unread') },
  'GET /api/notifications/settings': {
    rule: 'signed-in',
    call: get('/api/notifications/settings'),
  },
  'PUT /api/notifications/settings': {
    rule: 'signed-in',
    call: () => ({ url: '/api/notifications/settings', json: { answer: true } }),
  },
  'POST /api/notifications/read': { rule: 'signed-in', call: get('/api/notifications/read') },
  'POST /api/notifications/:id/read': {
    rule: 'self',
    call: () => ({ url: `/api/notifications/${owned.notificationId}/read` }),
  },
  'GET /api/notifications/stream': {
    rule: 'signed-in',
    call: () => ({ url: '/api/notifications/stream', signal: AbortSignal.timeout(300) }),
  },
  'GET /api/drawings/:id': {
    rule: 'drawing-reader',
    call: () => ({ url: `/api/drawings/${owned.drawingId}` }),
  },
  'GET /api/drawings/:id/log': {
    rule: 'drawing-reader',
    call: () => ({ url: `/api/drawings/${owned.drawingId}/log` }),
  },
  'PUT /api/drawings/:id': {
    rule: 'self',
    call: () => ({ url: `/api/drawings/${owned.drawingId}`, form: owned.drawingSave }),
  },
  'PATCH /api/drawings/:id': {
    rule: 'self',
    call: () => ({ url: `/api/drawings/${owned.drawingId}`, json: { title: 'Renamed' } }),
  },
  'DELETE /api/drawings/:id': {
    rule: 'owner-or-admin',
    call: (actor) => ({ url: `/api/drawings/${owned.drawingFor[actorKey(actor)]}` }),
  },
  'POST /api/projects': {
    rule: 'enrolled',
    call: () => ({
      url: '/api/projects',
      json: { lessonId: owned.exerciseId, drawingId: owned.drawingId },
    }),
  },
  'GET /api/projects': { rule: 'signed-in', call: get('/api/projects') },
  'GET /api/projects/:id': {
    rule: 'course-member',
    call: () => ({ url: `/api/projects/${owned.projectId}` }),
  },
  'GET /api/projects/:id/log': {
    rule: 'course-member',
    call: () => ({ url: `/api/projects/${owned.projectId}/log` }),
  },
  'GET /api/projects/:id/comments': {
    rule: 'course-member',
    call: () => ({ url: `/api/projects/${owned.projectId}/comments` }),
  },
  'POST /api/projects/:id/comments': {
    rule: 'course-member',
    call: () => ({
      url: `/api/projects/${owned.projectId}/comments`,
      json: { text: 'Look here', atMs: 10, x: 10, y: 10 },
    }),
  },
  'GET /api/courses/:id/projects': {
    rule: 'public',
    call: () => ({ url: `/api/courses/${owned.classCourseId}/projects` }),
  },
  'POST /api/uploads/videos': {
    rule: 'teacher',
    call: () => ({ url: '/api/uploads/videos', json: {} }),
  },
  'POST /api/newcourses': {
    rule: 'teacher',
    call: () => ({ url: '/api/newcourses', json: studioCourse('Matrix') }),
  },
  'GET /api/newcourses': { rule: 'teacher', call: get('/api/newcourses') },
  'GET /api/newcourses/:id': {
    rule: 'course-owner-or-admin',
    call: () => ({ url: `/api/newcourses/${owned.submissionId}` }),
  },
  'PATCH /api/newcourses/:id': {
    rule: 'admin',
    call: () => ({ url: `/api/newcourses/${owned.submissionId}`, json: { feedback: 'Lovely' } }),
  },
  // `instructor`'s draft (its empty chapters fail the checklist: a 409, past the gate).
  'POST /api/newcourses/:id/submit': {
    rule: 'course-owner',
    call: () => ({ url: `/api/newcourses/${owned.submissionId}/submit` }),
  },
  'GET /api/courses/:id/curriculum': {
    rule: 'public',
    call: () => ({ url: `/api/courses/${owned.courseId}/curriculum` }),
  },
  'POST /api/newcourses/:id/chapters': {
    rule: 'course-owner',
    call: () => ({
      url: `/api/newcourses/${owned.submissionId}/chapters`,
      json: { title: 'Warm-ups' },
    }),
  },
  'PATCH /api/chapters/:id': {
    rule: 'course-owner',
    call: () => ({ url: `/api/chapters/${owned.chapterId}`, json: { title: 'Renamed' } }),
  },
  'DELETE /api/chapters/:id': {
    rule: 'course-owner',
    call: (actor) => ({ url: `/api/chapters/${owned.chapterFor[actorKey(actor)]}` }),
  },
  'POST /api/chapters/:id/lessons': {
    rule: 'course-owner',
    call: () => ({ url: `/api/chapters/${owned.chapterId}/lessons`, json: studioLesson }),
  },
  'PATCH /api/lessons/:id': {
    rule: 'course-owner',
    call: () => ({ url: `/api/lessons/${owned.lessonId}`, json: { preview: true } }),
  },
  'DELETE /api/lessons/:id': {
    rule: 'course-owner',
    call: (actor) => ({ url: `/api/lessons/${owned.lessonFor[actorKey(actor)]}` }),
  },
  'POST /api/uploads/captions': {
    rule: 'teacher',
    call: () => ({ url: '/api/uploads/captions', json: {} }),
  },
  'GET /api/lessons/:id': {
    rule: 'lesson-reader',
    call: () => ({ url: `/api/lessons/${owned.classLessonId}` }),
  },
  'POST /api/lessons/:id/progress': {
    rule: 'enrolled',
    call: () => ({
      url: `/api/lessons/${owned.classLessonId}/progress`,
      json: { positionSec: 12 },
    }),
  },
  'GET /api/courses/:id/progress': {
    rule: 'enrolled',
    call: () => ({ url: `/api/courses/${owned.classCourseId}/progress` }),
  },
  'POST /api/courses/:id/reviews': {
    rule: 'enrolled',
    call: () => ({
      url: `/api/courses/${owned.classCourseId}/reviews`,
      json: { rating: 5, review: 'Loved it' },
    }),
  },
  'GET /api/courses/:id/reviews': {
    rule: 'public',
    call: () => ({ url: `/api/courses/${owned.classCourseId}/reviews` }),
  },
  'GET /api/courses/:id/rating': {
    rule: 'public',
    call: () => ({ url: `/api/courses/${owned.classCourseId}/rating` }),
  },
  'GET /api/certificates': { rule: 'signed-in', call: get('/api/certificates') },
  'GET /api/me/continue': { rule: 'signed-in', call: get('/api/me/continue') },
  'GET /api/me/onboarding': { rule: 'signed-in', call: get('/api/me/onboarding') },
  'PUT /api/me/onboarding': {
    rule: 'signed-in',
    call: () => ({ url: '/api/me/onboarding', json: { level: 'Beginner', interests: ['colour'] } }),
  },
  'GET /api/me/course-fit': { rule: 'signed-in', call: get('/api/me/course-fit') },
  // Anyone's public profile and portfolio: the email and private drawings never leave.
  'GET /api/artists/:id': {
    rule: 'public',
    call: (_actor, subject) => ({ url: `/api/artists/${subject.userId}` }),
  },
  'GET /api/certificates/:id': {
    rule: 'public',
    call: get('/api/certificates/00000000-0000-4000-8000-000000000000'),
  },
  'GET /api/lessons/:id/questions': {
    rule: 'lesson-reader',
    call: () => ({ url: `/api/lessons/${owned.classLessonId}/questions` }),
  },
  'POST /api/lessons/:id/questions': {
    rule: 'course-member',
    call: () => ({
      url: `/api/lessons/${owned.classLessonId}/questions`,
      json: { text: 'Why this order?' },
    }),
  },
  'POST /api/questions/:id/answers': {
    rule: 'course-member',
    call: () => ({ url: `/api/questions/${owned.questionId}/answers`, json: { text: 'Because.' } }),
  },
  'DELETE /api/questions/:id': {
    rule: 'owner-or-admin',
    call: (actor) => ({ url: `/api/questions/${owned.questionFor[actorKey(actor)]}` }),
  },
  'GET /api/questions': { rule: 'teacher', call: get('/api/questions?unanswered=true') },
  'POST /api/lessons/:id/attempts': {
    rule: 'course-member',
    call: () => ({ url: `/api/lessons/${owned.drillId}/attempts`, json: owned.attempt }),
  },
  'GET /api/lessons/:id/attempts': {
    rule: 'course-member',
    call: () => ({ url: `/api/lessons/${owned.drillId}/attempts` }),
  },
  'GET /api/lessons/:id/attempts/figures': {
    rule: 'course-owner-or-admin',
    call: () => ({ url: `/api/lessons/${owned.drillId}/attempts/figures` }),
  },
  'GET /api/attempts': { rule: 'signed-in', call: get('/api/attempts') },
  'GET /api/analytics/courses/:id': {
    rule: 'course-owner-or-admin',
    call: () => ({ url: `/api/analytics/courses/${owned.classCourseId}` }),
  },
  'GET /api/attempts/:id': {
    rule: 'course-member',
    call: () => ({ url: `/api/attempts/${owned.attemptId}` }),
  },
};

const teachers: ActorName[] = ['instructor', 'otherInstructor', 'admin'];
const courseMembers: ActorName[] = ['student', 'instructor', 'admin'];
const courseRules: Partial<Record<Rule, ActorName[]>> = {
  teacher: teachers,
  'course-owner': ['instructor'],
  'course-owner-or-admin': ['instructor', 'admin'],
  enrolled: ['student'],
  'course-member': courseMembers,
  'lesson-reader': courseMembers,
  'drawing-reader': ['student', 'admin'],
};

function expected(rule: Rule, actor: ActorName): 'allowed' | 401 | 403 {
  if (rule === 'public') return 'allowed';
  if (actor === 'anonymous') return 401;
  if (rule === 'signed-in') return 'allowed';
  const members = courseRules[rule];
  if (members) return members.includes(actor) ? 'allowed' : 403;
  // `student` is both the subject of self-rules and the owner of the resources acted upon.
  if (actor === 'student' && rule !== 'admin') return 'allowed';
  return actor === 'admin' && rule !== 'self' ? 'allowed' : 403;
}

describeEachBackend(
  'route × actor',
  (ctx: TestApp) => {
    const actors = {} as Record<Exclude<ActorName, 'anonymous'>, SignedIn>;

    beforeAll(async () => {
      actors.admin = await signIn(ctx, adminCredentials.email, adminCredentials.password);
      actors.student = await signUp(ctx, 'student@matrix.test');
      actors.otherStudent = await signUp(ctx, 'other@matrix.test');
      actors.instructor = await newInstructor(ctx, actors.admin, 'teacher@matrix.test');
      actors.otherInstructor = await newInstructor(ctx, actors.admin, 'teacher2@matrix.test');
      const create = async (url: string, json: unknown) => {
        const res = await ctx.request(url, {
          method: 'POST',
          json,
          headers: bearer(actors.student),
        });
        expect(res.status, await res.clone().text()).toBe(201);
        return ((await res.json()) as { insertedId: string }).insertedId;
      };
      owned.postId = await create('/api/userPost', { status: 'Owned by student' });
      const courses = (await (await ctx.request('/api/courses?limit=8')).json()) as {
        _id: string;
      }[];
      owned.courseId = courses[0]!._id;
      owned.cartItemId = await create('/api/addClass', { classI: courses[1]!._id });
      const checkout = await ctx.request(`/api/order/${owned.cartItemId}`, {
        method: 'POST',
        headers: bearer(actors.student),
      });
      owned.orderId = new URL(
        ((await checkout.json()) as { url: string }).url,
        'http://x',
      ).searchParams.get('order')!;
      for (const [index, who] of [
        'anonymous',
        ...Object.values(actors).map((a) => a.email),
      ].entries()) {
        owned.postFor[who] = await create('/api/userPost', { status: `For ${who}` });
        owned.commentFor[who] = await create(`/api/posts/${owned.postId}/comments`, {
          text: `For ${who}`,
        });
        owned.cartFor[who] = await create('/api/addClass', {
          classI: courses[2 + index]!._id,
        });
      }
      const teacher = actors.instructor;
      owned.submissionId = await submitCourse(ctx, teacher, studioCourse('Owned'));
      owned.chapterId = await addChapter(ctx, teacher, owned.submissionId, 'Basics');
      owned.lessonId = await addLesson(ctx, teacher, owned.chapterId, studioLesson);
      for (const who of ['anonymous', ...Object.values(actors).map((a) => a.email)]) {
        owned.chapterFor[who] = await addChapter(ctx, teacher, owned.submissionId, `For ${who}`);
        owned.lessonFor[who] = await addLesson(ctx, teacher, owned.chapterId, studioLesson);
      }
      const classroom = await publishCourse(ctx, actors.admin, teacher, [
        articleOnly('Members only'),
      ]);
      owned.classCourseId = classroom.courseId;
      owned.classLessonId = classroom.lessonIds[0]!;
      await buyCourse(ctx, actors.student, classroom.courseId);
      const bell = await ctx.request('/api/notifications', { headers: bearer(actors.student) });
      owned.notificationId = (
        (await bell.json()) as { notifications: { _id: string }[] }
      ).notifications[0]!._id;
      const questions = `/api/lessons/${owned.classLessonId}/questions`;
      owned.questionId = await create(questions, { text: 'Owned by student' });
      for (const who of ['anonymous', ...Object.values(actors).map((a) => a.email)]) {
        owned.questionFor[who] = await create(questions, { text: `For ${who}` });
      }
      owned.drawingId = await createDrawing(ctx, actors.student);
      const lines = { type: 'lines', count: 3, seed: 1 } as const;
      const exercise = await publishCourse(ctx, actors.admin, teacher, [
        exerciseLesson('Cubes'),
        drillLesson('Lines', lines),
      ]);
      owned.exerciseId = exercise.lessonIds[0]!;
      owned.drillId = exercise.lessonIds[1]!;
      await buyCourse(ctx, actors.student, exercise.courseId);
      owned.projectId = await create('/api/projects', {
        lessonId: owned.exerciseId,
        drawingId: owned.drawingId,
      });
      owned.attempt = { round: 0, log: drawnRound(drillSpec.parse(lines), 0).log };
      owned.attemptId = await create(`/api/lessons/${owned.drillId}/attempts`, owned.attempt);
      owned.drawingSave = await drawingForm({ title: 'Saved again', version: 1 });
      for (const who of ['anonymous', ...Object.values(actors).map((a) => a.email)]) {
        owned.drawingFor[who] = await createDrawing(ctx, actors.student, { title: `For ${who}` });
      }
      const hostEvent = async (extra?: Record<string, unknown>) => {
        const res = await ctx.request('/api/events', {
          method: 'POST',
          json: anEvent(extra),
          headers: bearer(actors.instructor),
        });
        expect(res.status, await res.clone().text()).toBe(201);
        return ((await res.json()) as { insertedId: string }).insertedId;
      };
      const other = await publishCourse(ctx, actors.admin, actors.otherInstructor, [
        articleOnly('Theirs'),
      ]);
      owned.otherCourseId = other.courseId;
      const coupon = await ctx.request('/api/coupons', {
        method: 'POST',
        headers: bearer(teacher),
        json: {
          code: 'MATRIX-OWNED',
          kind: 'amount',
          value: 5,
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          maxUses: 3,
          courseId: owned.classCourseId,
        },
      });
      expect(coupon.status, await coupon.clone().text()).toBe(201);
      owned.couponId = ((await coupon.json()) as { insertedId: string }).insertedId;
      // A course bought only to be refunded, so no other row loses its enrolled student.
      const refundable = await publishCourse(ctx, actors.admin, teacher, [articleOnly('Refunded')]);
      await buyCourse(ctx, actors.student, refundable.courseId);
      const paid = (await (
        await ctx.request('/api/payments', { headers: bearer(actors.student) })
      ).json()) as { _id: string }[];
      owned.paymentId = paid[0]!._id;
      owned.eventId = await hostEvent();
      owned.classEventId = await hostEvent({ courseId: owned.classCourseId });
      for (const who of ['anonymous', ...Object.values(actors).map((a) => a.email)]) {
        owned.eventFor[who] = await hostEvent({ title: `For ${who}` });
      }
    });

    it('has a rule for every API route the app serves, and no rule for a route it does not', () => {
      const served = registeredApiRoutes(ctx.app)
        .filter((route) => !undocumentedPaths.has(route.path))
        .map((route) => `${route.method} ${route.path}`);
      expect(served.filter((key) => !(key in matrix))).toEqual([]);
      expect(Object.keys(matrix).filter((key) => !served.includes(key))).toEqual([]);
    });

    it('tells an anonymous caller to sign in (401) before looking at what it sent', async () => {
      const doc = (await (await ctx.request('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      const guarded = Object.entries(matrix).filter(
        ([, spec]) => !['public', 'lesson-reader', 'drawing-reader'].includes(spec.rule),
      );
      expect(guarded.length).toBeGreaterThan(30);
      for (const [route] of guarded) {
        const [method, path] = route.split(' ') as [string, string];
        const documented = doc.paths[toOpenApiPath(path)]?.[method.toLowerCase()];
        expect(documented?.responses, route).toHaveProperty('401');
        const url = path.replace(/:\w+/g, '%00%01not-an-id');
        const withBody =
          method === 'GET'
            ? {}
            : { body: '{"\u0000":[', headers: { 'content-type': 'application/json' } };
        const res = await ctx.request(`${url}?page=-1&limit=x`, { method, ...withBody });
        expect(res.status, route).toBe(401);
      }
    });

    const cases = Object.entries(matrix).flatMap(([route, spec]) =>
      actorNames.map((actor) => ({ route, actor, spec })),
    );

    it.each(cases)('$route as $actor', async ({ route, actor, spec }) => {
      const who = actor === 'anonymous' ? null : actors[actor];
      // Role changes and sign-outs would change the actors for later cases: a fresh subject.
      const subject = /^PATCH|\/users\/:id\//.test(route)
        ? await signUp(ctx, `subject-${route.length}-${actor}-${Date.now()}@matrix.test`)
        : actors.student;
      const call = spec.call(who, subject);
      const headers: Record<string, string> = who
        ? call.useCookie
          ? identityHeaders(ctx, who.cookie)
          : bearer(who)
        : {};
      const [method] = route.split(' ');
      const body = call.form ? { body: call.form } : { json: call.json };
      const res = await ctx.request(call.url, { method, ...body, headers, signal: call.signal });
      const outcome = expected(spec.rule, actor);
      if (outcome === 'allowed') {
        expect([401, 403], `${route} as ${actor}: ${await res.clone().text()}`).not.toContain(
          res.status,
        );
        expect(res.status).toBeLessThan(500);
      } else {
        expect(res.status, `${route} as ${actor}`).toBe(outcome);
      }
    });
  },
  { env: adminEnv },
);
