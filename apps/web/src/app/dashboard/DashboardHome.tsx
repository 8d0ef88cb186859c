import type { Role } from '@glossy/contract';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSession } from '../../lib/auth/session';
import { useRole } from '../../lib/auth/useRole';
import { StudioHomeCourses } from '../../features/submissions/StudioHomeCourses';
import { ContinueLearning } from '../../features/classroom/continue/ContinueLearning';
import { OnboardingInvite } from '../../features/accounts/onboarding/OnboardingInvite';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { ShortcutCard, type Shortcut } from './ShortcutCard';

const shortcuts: Record<Role, { intro: string; cards: Shortcut[] }> = {
  admin: {
    intro: 'Keep an eye on the studio: who is learning, what is waiting for review, what sold.',
    cards: [
      {
        to: '/dashboard/adminhome',
        title: 'Site overview',
        description: 'Users by role, courses waiting for review, paid orders and revenue.',
        icon: 'overview',
        tone: 'primary',
      },
      {
        to: '/dashboard/manageusers',
        title: 'Manage users',
        description: 'Find anyone by name or email and make them an admin or an instructor.',
        icon: 'users',
        tone: 'secondary',
      },
    ],
  },
  instructor: {
    intro: 'Share what you know: submit a new course or check how your submissions are doing.',
    cards: [
      {
        to: '/dashboard/addcourses',
        title: 'Add a course',
        description: 'Describe your course, set a price and send it to the admins for review.',
        icon: 'add',
        tone: 'primary',
      },
      {
        to: '/dashboard/insaddcourses',
        title: 'Your courses',
        description: 'See the status of each course you submitted and the feedback it got.',
        icon: 'courses',
        tone: 'secondary',
      },
    ],
  },
  student: {
    intro: 'Pick up where you left off, or find the next thing you want to learn to draw.',
    cards: [
      {
        to: '/dashboard/mycart',
        title: 'My cart',
        description: 'The courses you selected, ready to pay for.',
        icon: 'cart',
        tone: 'primary',
      },
      {
        to: '/dashboard/payment',
        title: 'Payment history',
        description: 'Every course you paid for, with dates and amounts.',
        icon: 'payment',
        tone: 'secondary',
      },
      {
        to: '/canvas',
        title: 'Continue drawing',
        description: 'Open the sketchpad: brushes, layers and a PNG download.',
        icon: 'draw',
        tone: 'accent',
      },
      {
        to: '/courses',
        title: 'Browse courses',
        description: 'Search the catalog by level, price and rating.',
        icon: 'browse',
        tone: 'success',
      },
    ],
  },
};

export default function DashboardHome() {
  const { user } = useSession();
  const { role, isLoading } = useRole();
  const name = user?.displayName.trim() || 'artist';
  const content = role ? shortcuts[role] : null;

  return (
    <>
      <DashboardPageHeader title={`Welcome back, ${name}`} documentTitle="Dashboard">
        {content?.intro ?? 'Here is everything your account can do.'}
      </DashboardPageHeader>
      {/* A student's home starts with their next lessons; others see theirs only when they have some. */}
      {role && <ContinueLearning quietWhenEmpty={role !== 'student'} />}
      <h2 className="sr-only">Shortcuts</h2>
      {content ? (
        <ul
          className={`grid gap-5 sm:grid-cols-2 ${content.cards.length > 2 ? 'xl:grid-cols-4' : 'max-w-4xl'}`}
        >
          {content.cards.map((card) => (
            <li key={card.to}>
              <ShortcutCard shortcut={card} />
            </li>
          ))}
        </ul>
      ) : isLoading ? (
        <div
          role="status"
          className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4"
          aria-busy="true"
          aria-label="Loading shortcuts"
        >
          {[1, 2].map((key) => (
            <Skeleton key={key} className="rounded-box h-52" />
          ))}
        </div>
      ) : (
        <p className="text-base-content/75">
          Your shortcuts could not be loaded. Reload the page to try again.
        </p>
      )}
      {role === 'student' && <OnboardingInvite />}
      {role === 'instructor' && <StudioHomeCourses />}
    </>
  );
}
