import type { RouteHandle } from './layout/RootLayout';
import {
  createBrowserRouter,
  matchRoutes,
  type DataRouter,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { dashboardRoute } from './dashboard/dashboard-routes';
import { ErrorPage } from './ErrorPage';
import { notFound, page } from './route-pages';
import { RootLayout } from './layout/RootLayout';

const courseDetail = async () => {
  const [screen, data] = await Promise.all([
    import('./routes/CourseDetailRoute'),
    import('../features/catalog/course-detail-loader'),
  ]);
  return { Component: screen.default, loader: data.courseDetailLoader };
};

const blog = page(() => import('../features/content/BlogPage'));
const contact = page(() => import('../features/content/ContactPage'));

/** The spec's route table; matching ignores case, so /blogPost, /allpost and /logIn land here too. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <ErrorPage standalone />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: page(() => import('../features/home/HomePage')) },
          { path: 'login', lazy: page(() => import('../features/accounts/LoginPage')) },
          { path: 'signup', lazy: page(() => import('../features/accounts/SignupPage')) },
          { path: 'courses', lazy: page(() => import('../features/catalog/CourseListPage')) },
          { path: 'courses/:id', lazy: courseDetail },
          { path: 'detail/:id', lazy: courseDetail },
          { path: 'instructors', lazy: page(() => import('../features/catalog/InstructorsPage')) },
          {
            path: 'canvas',
            handle: { workspace: true } satisfies RouteHandle,
            lazy: page(() => import('../features/drawing/CanvasPage')),
          },
          {
            path: 'drawings',
            lazy: page(() => import('../features/drawing/gallery/MyDrawingsPage')),
          },
          {
            path: 'drawings/:id/replay',
            lazy: page(() => import('../features/drawing/replay/DrawingReplayPage')),
          },
          {
            path: 'learn/:courseId/:lessonId/practise',
            lazy: page(() => import('../features/classroom/practise/PractisePage')),
          },
          {
            path: 'learn/:courseId/:lessonId/attempts/:attemptId',
            lazy: page(() => import('../features/classroom/drills/AttemptReplayPage')),
          },
          { path: 'contact', lazy: contact },
          { path: 'contacts', lazy: contact },
          { path: 'blogpost', lazy: blog },
          {
            path: 'blogpost/:slug',
            lazy: async () => {
              const [screen, data] = await Promise.all([
                import('../features/content/articles/ArticlePage'),
                import('../features/content/articles/article-loader'),
              ]);
              return { Component: screen.default, loader: data.articleLoader };
            },
          },
          { path: 'menu', lazy: blog },
          { path: 'createpost', lazy: page(() => import('../features/content/CreatePostPage')) },
          { path: 'event', lazy: page(() => import('../features/live/EventsPage')) },
          {
            path: 'event/:id',
            lazy: async () => {
              const [screen, data] = await Promise.all([
                import('../features/live/EventPage'),
                import('../features/live/event-loader'),
              ]);
              return { Component: screen.default, loader: data.eventLoader };
            },
          },
          {
            path: 'live/:id',
            lazy: async () => {
              const [screen, data] = await Promise.all([
                import('../features/live/room/LiveRoomPage'),
                import('../features/live/event-loader'),
              ]);
              return { Component: screen.default, loader: data.eventLoader };
            },
          },
          { path: 'faq', lazy: page(() => import('../features/content/FaqPage')) },
          { path: 'terms', lazy: page(() => import('../features/content/TermsPage')) },
          { path: 'privacy', lazy: page(() => import('../features/content/PrivacyPage')) },
          { path: 'profile', lazy: page(() => import('../features/community/ProfilePage')) },
          {
            path: 'welcome',
            lazy: page(() => import('../features/accounts/onboarding/OnboardingPage')),
          },
          {
            path: 'artists/:id',
            lazy: page(() => import('../features/community/artist/ArtistPage')),
          },
          { path: 'allpost', lazy: page(() => import('../features/community/AllPostsPage')) },
          {
            path: 'certificates/:id',
            lazy: page(() => import('../features/classroom/certificates/CertificatePage')),
          },
          {
            path: 'forgot-password',
            lazy: page(() => import('../features/accounts/ForgotPasswordPage')),
          },
          {
            path: 'reset-password',
            lazy: page(() => import('../features/accounts/ResetPasswordPage')),
          },
          {
            path: 'auth/callback',
            lazy: page(() => import('../features/accounts/AuthCallbackPage')),
          },
          { path: '*', loader: notFound, element: null },
        ],
      },
    ],
  },
  {
    // The course player has its own focused frame: lessons in a sidebar, no site navigation.
    path: '/learn/:courseId',
    lazy: page(() => import('../features/classroom/LearnLayout')),
    errorElement: <ErrorPage standalone />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: page(() => import('../features/classroom/ResumeLessonPage')) },
          { path: ':lessonId', lazy: page(() => import('../features/classroom/LessonPage')) },
        ],
      },
    ],
  },
  dashboardRoute,
];

export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });

/**
 * Loads the code of the routes a server-rendered page matched: the router can then take the
 * server's data as it is and hydrate at once, instead of starting with nothing to show.
 */
export async function loadMatchedRoutes(location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Resolves once the first page's lazy code (and loader data) is in. Rendering before that would
 * commit an empty router, wiping the painted shell and leaving a blank page until the chunk lands.
 */
export function whenReady(router: DataRouter): Promise<DataRouter> {
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}
