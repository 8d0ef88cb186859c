import { Outlet, useParams } from 'react-router';
import { SidebarFrame } from '../../components/layouts/SidebarFrame';
import { useAuthFailureRedirect } from '../../lib/auth/useAuthFailureRedirect';
import { chaptersWithLessons, useCurriculum } from '../../entities/catalog/curriculum';
import { useSidebarDrawer } from '../../lib/hooks/useSidebarDrawer';
import { useCourseProgress, useCourseSummary, useViewer } from './classroom-queries';
import { CourseCompleteCard } from './CourseCompleteCard';
import { CourseOutline } from './CourseOutline';
import { LearnHeader } from './LearnHeader';
import { useCertificateCelebration } from './useCertificateCelebration';

/**
 * The course player's frame (/learn/{course}/…): a focused screen without the site's navigation,
 * the lessons in a sidebar (a drawer on phones) and the lesson beside it. The sidebar stays
 * mounted from lesson to lesson, so moving on never redraws it.
 */
export default function LearnLayout() {
  useAuthFailureRedirect();
  const { courseId = '', lessonId } = useParams();
  const { signedIn } = useViewer();
  const drawer = useSidebarDrawer();
  const curriculum = useCurriculum(courseId);
  const progress = useCourseProgress(courseId);
  const course = useCourseSummary(courseId);
  const celebration = useCertificateCelebration(progress.data?.certificateId);
  // A course not in the catalog (not yet approved, say) still gets a name in the frame.
  const courseName = course.data?.name ?? (course.isError ? 'Course' : undefined);

  return (
    <SidebarFrame
      id="learn-drawer"
      drawer={drawer}
      className="bg-base-100"
      mainId="lesson-main"
      closeLabel="Close course content"
      header={
        <LearnHeader
          courseId={courseId}
          courseName={courseName}
          percent={progress.data?.percent}
          signedIn={signedIn}
          outlineOpen={drawer.open}
          onToggleOutline={drawer.toggle}
          toggleRef={drawer.toggleRef}
        />
      }
      sidebar={
        <CourseOutline
          courseId={courseId}
          courseName={courseName}
          chapters={curriculum.data && chaptersWithLessons(curriculum.data)}
          error={curriculum.isError ? curriculum.error : null}
          onRetry={() => void curriculum.refetch()}
          currentLessonId={lessonId}
          progress={progress.data}
          opened={drawer.open}
          onClose={drawer.close}
          closeButtonRef={drawer.closeRef}
        />
      }
    >
      {celebration.earned && (
        <div className="mx-auto w-full max-w-5xl px-4 pt-5 sm:px-6 lg:px-10">
          <CourseCompleteCard
            certificateId={celebration.earned}
            courseName={courseName}
            onDismiss={celebration.dismiss}
          />
        </div>
      )}
      <Outlet />
    </SidebarFrame>
  );
}
