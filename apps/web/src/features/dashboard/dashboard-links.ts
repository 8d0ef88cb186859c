import type { Role } from '@glossy/contract';
import type { IconName } from '../../components/ui/icons';

export interface DashboardLink {
  to: string;
  label: string;
  icon: IconName;
  /** Stays marked on the pages under it (one hand-in under the list of them). */
  section?: boolean;
  /** Shows how many things wait there (hand-ins to critique, critiques not read yet). */
  badge?: 'hand-ins';
}

/** What every role keeps of its own: certificates, drawings, and exercises handed in. */
const ownWork: readonly DashboardLink[] = [
  { to: '/dashboard/certificates', label: 'My Certificates', icon: 'certificate' },
  { to: '/dashboard/drawings', label: 'My Drawings', icon: 'draw' },
  {
    to: '/dashboard/projects',
    label: 'Hand-ins',
    icon: 'handIn',
    section: true,
    badge: 'hand-ins',
  },
];

/** Spec §2 and §6: each role has its own MENU; the original always showed the admin one (a defect). */
export const menuLinks: Record<Role, readonly DashboardLink[]> = {
  admin: [
    { to: '/dashboard/adminhome', label: 'Admin Home', icon: 'overview' },
    { to: '/dashboard/manageusers', label: 'Manage Users', icon: 'users' },
    { to: '/dashboard/managecourses', label: 'Manage Classes', icon: 'classes' },
    { to: '/dashboard/inbox', label: 'Inbox', icon: 'inbox' },
    { to: '/dashboard/questions', label: 'Questions', icon: 'question' },
    ...ownWork,
  ],
  instructor: [
    { to: '/dashboard/addcourses', label: 'Add courses', icon: 'add' },
    { to: '/dashboard/insaddcourses', label: 'Instructor Courses', icon: 'courses' },
    { to: '/dashboard/questions', label: 'Questions', icon: 'question' },
    ...ownWork,
  ],
  student: [
    { to: '/dashboard/payment', label: 'Payment History', icon: 'payment' },
    { to: '/dashboard/mycart', label: 'My Cart', icon: 'cart' },
    { to: '/dashboard/mycourses', label: 'My Courses', icon: 'enrolled' },
    ...ownWork,
  ],
};

export const otherLinks: readonly DashboardLink[] = [
  { to: '/', label: 'Home', icon: 'home' },
  { to: '/courses', label: 'Courses', icon: 'courses' },
  { to: '/menu', label: 'Blog', icon: 'blog' },
  { to: '/canvas', label: 'Draw', icon: 'draw' },
  { to: '/signup', label: 'Sign up', icon: 'signup' },
  { to: '/login', label: 'Login', icon: 'login' },
];

const defaultAvatar = '/media/site/avatar.webp';

/** Only pictures the product serves itself are shown; anything else falls back to the default. */
export function avatarSrc(photo: string | null | undefined): string {
  return photo && photo.startsWith('/') && !photo.startsWith('//') ? photo : defaultAvatar;
}
