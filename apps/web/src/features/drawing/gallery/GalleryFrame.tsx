import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { DashboardPageHeader } from '../../../components/layouts/DashboardPageHeader';

const title = 'My drawings';
const lead =
  'Everything you have saved from the sketchpad: pick up where you left off, watch a drawing come together stroke by stroke, or share it with the community.';

/** True under /dashboard, whose layout brings its own frame (sidebar, padding, no site footer). */
export const useInDashboard = () => /^\/dashboard(\/|$)/i.test(useLocation().pathname);

/**
 * The page's frame for where it is shown: inside the dashboard its header (and that layout's
 * padding, with the dashboard's 'Glossy Drawer | …' document title); at /drawings the site's title
 * band and a page container of its own.
 */
export function GalleryFrame({ children }: { children: ReactNode }) {
  if (useInDashboard()) {
    return (
      <>
        <DashboardPageHeader title={title} documentTitle={title}>
          {lead}
        </DashboardPageHeader>
        {children}
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} eyebrow="Your studio">
        {lead}
      </PageHeader>
      <div className="container-page py-10 sm:py-12">{children}</div>
    </>
  );
}
