import type { Ref } from 'react';
import { Link } from 'react-router';
import { Logo } from '../layout/Logo';
import SignedInActions from '../layout/SignedInActions';
import { ThemeToggle } from '../../components/ui/ThemeToggle';
import { CourseSearchBox } from './CourseSearchBox';
import { Icon } from '../../components/ui/icons';

interface DashboardHeaderProps {
  menuOpen: boolean;
  onToggleMenu(): void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

export function DashboardHeader({ menuOpen, onToggleMenu, menuButtonRef }: DashboardHeaderProps) {
  return (
    <header className="bg-base-100/90 border-base-300 sticky top-0 z-30 border-b frosted print:hidden">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:flex-nowrap sm:gap-x-4 sm:px-6 lg:h-20 lg:px-10">
        <button
          ref={menuButtonRef}
          type="button"
          className="btn btn-ghost btn-square -ml-2 lg:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="dashboard-sidebar"
          onClick={onToggleMenu}
        >
          <Icon name="menu" className="size-6" />
        </button>
        <Logo to="/dashboard" />
        <CourseSearchBox className="order-last w-full sm:order-none sm:ml-auto sm:max-w-sm" />
        <div className="ml-auto flex items-center gap-1 sm:ml-0">
          <Link to="/courses" className="btn btn-ghost hidden sm:inline-flex">
            Courses
          </Link>
          <SignedInActions />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
