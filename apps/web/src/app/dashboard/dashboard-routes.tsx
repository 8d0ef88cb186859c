import type { RouteObject } from 'react-router';
import { ErrorPage } from '../ErrorPage';
import { notFound, page } from '../route-pages';
import { everyRole, menuFrom, type DashboardNavEntry } from './dashboard-nav';

const nav = (entry: DashboardNavEntry) => ({ handle: { nav: entry } });

/** The dashboard's screens, in the order of the sidebar's MENU (each role sees its own). */
const screens: RouteObject[] = [
  { index: true, lazy: page(() => import('./DashboardHome')) },
  {
    path: 'adminhome',
    ...nav({ label: 'Admin Home', icon: 'overview', roles: ['admin'] }),
    lazy: page(() => import('../../features/accounts/admin/AdminHomePage')),
  },
  {
    path: 'manageusers',
    ...nav({ label: 'Manage Users', icon: 'users', roles: ['admin'] }),
    lazy: page(() => import('../../features/accounts/admin/ManageUsersPage')),
  },
  {
    path: 'managecourses',
    ...nav({ label: 'Manage Classes', icon: 'classes', roles: ['admin'] }),
    lazy: page(() => import('../../features/submissions/ManageClassesPage')),
  },
  {
    path: 'review/:id',
    lazy: page(() => import('../../features/submissions/SubmissionReviewPage')),
  },
  {
    path: 'inbox',
    ...nav({ label: 'Inbox', icon: 'inbox', roles: ['admin'] }),
    lazy: page(() => import('../../features/submissions/ReviewInboxPage')),
  },
  {
    path: 'addcourses',
    ...nav({ label: 'Add courses', icon: 'add', roles: ['instructor'] }),
    lazy: page(() => import('../../features/submissions/AddCoursePage')),
  },
  {
    path: 'insaddcourses',
    ...nav({ label: 'Instructor Courses', icon: 'courses', roles: ['instructor'] }),
    lazy: page(() => import('../../features/submissions/InstructorCoursesPage')),
  },
  { path: 'studio/:id', lazy: page(() => import('../../features/submissions/StudioPage')) },
  {
    path: 'analytics/:courseId',
    lazy: page(() => import('../../features/analytics/CourseAnalyticsPage')),
  },
  // Any signed-in user may buy, so these are guarded only by the layout's sign-in check.
  {
    path: 'payment',
    ...nav({ label: 'Payment History', icon: 'payment', roles: ['student'] }),
    lazy: page(() => import('../../features/commerce/PaymentPage')),
  },
  {
    path: 'payment/:orderId',
    lazy: page(() => import('../../features/commerce/receipt/ReceiptPage')),
  },
  {
    path: 'notifications',
    ...nav({ label: 'Notifications', icon: 'bell', roles: everyRole }),
    lazy: page(() => import('../../features/notifications/NotificationsPage')),
  },
  {
    path: 'mycart',
    ...nav({ label: 'My Cart', icon: 'cart', roles: ['student'] }),
    lazy: page(() => import('../../features/commerce/MyCartPage')),
  },
  {
    path: 'wishlist',
    ...nav({ label: 'Wishlist', icon: 'heart', roles: ['student'] }),
    lazy: page(() => import('../../features/commerce/wishlist/WishlistPage')),
  },
  {
    path: 'coupons',
    ...nav({ label: 'Coupons', icon: 'tag', roles: ['admin', 'instructor'] }),
    lazy: page(() => import('../../features/commerce/coupons/CouponsPage')),
  },
  {
    path: 'refunds',
    ...nav({ label: 'Payments & Refunds', icon: 'coins', roles: ['admin'] }),
    lazy: page(() => import('../../features/commerce/refunds/RefundsPage')),
  },
  {
    path: 'mycourses',
    ...nav({ label: 'My Courses', icon: 'enrolled', roles: ['student'] }),
    lazy: page(() => import('../../features/commerce/MyCoursesPage')),
  },
  {
    path: 'questions',
    ...nav({ label: 'Questions', icon: 'question', roles: ['admin', 'instructor'] }),
    lazy: page(() => import('../../features/classroom/discussion/QuestionsPage')),
  },
  {
    path: 'events',
    ...nav({ label: 'My Events', icon: 'calendar', roles: ['admin', 'instructor'] }),
    lazy: page(() => import('../../features/live/ManageEventsPage')),
  },
  {
    path: 'certificates',
    ...nav({ label: 'My Certificates', icon: 'certificate', roles: everyRole }),
    lazy: page(() => import('../../features/classroom/certificates/MyCertificatesPage')),
  },
  {
    path: 'drills',
    ...nav({ label: 'My Drills', icon: 'target', roles: everyRole }),
    lazy: page(() => import('../../features/classroom/drills/MyDrillsPage')),
  },
  {
    path: 'drawings',
    ...nav({ label: 'My Drawings', icon: 'draw', roles: everyRole }),
    lazy: page(() => import('../../features/drawing/gallery/MyDrawingsPage')),
  },
  {
    path: 'projects',
    ...nav({
      label: 'Hand-ins',
      icon: 'handIn',
      roles: everyRole,
      section: true,
      badge: 'hand-ins',
    }),
    lazy: page(() => import('../../features/classroom/projects/ProjectsPage')),
  },
  {
    path: 'projects/:id',
    lazy: page(() => import('../../features/classroom/projects/CritiquePage')),
  },
  { path: '*', loader: notFound, element: null },
];

export const dashboardMenu = menuFrom('/dashboard', screens);

export const dashboardRoute: RouteObject = {
  path: '/dashboard',
  handle: { menu: dashboardMenu },
  lazy: page(() => import('./DashboardLayout')),
  errorElement: <ErrorPage standalone />,
  children: [{ errorElement: <ErrorPage />, children: screens }],
};
