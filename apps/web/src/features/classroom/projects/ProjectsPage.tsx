import type { Project } from '@glossy/contract';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { RequireRole } from '../../../lib/auth/RequireRole';
import { useRole } from '../../../lib/auth/useRole';
import { DashboardPageHeader } from '../../../components/layouts/DashboardPageHeader';
import { EmptyCard } from '../../../components/ui/EmptyCard';
import { useChoiceParam } from '../../../lib/hooks/useChoiceParam';
import {
  courseChoices,
  isTeacherRole,
  studentOrder,
  teacherOrder,
  type CourseChoice,
} from './critique-format';
import { HandInCard } from './HandInCard';
import { useMyProjects } from '../../../entities/classroom/project-queries';

const allCourses = 'all';

function CourseFilter({
  courses,
  value,
  onChange,
}: {
  courses: CourseChoice[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Course
      </label>
      <select
        id={id}
        className="select bg-base-100 min-h-11 w-full sm:w-72"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={allCourses}>All your courses</option>
        {courses.map((course) => (
          <option key={course.id} value={course.id}>
            {course.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">Loading hand-ins</span>
      <Skeleton className="rounded-box h-36 w-full" />
      <Skeleton className="rounded-box h-36 w-full" />
    </div>
  );
}

/** The hand-ins the caller critiques (`teaching` true), or their own (false). */
const whereTeaching = (projects: readonly Project[], teaching: boolean) =>
  projects.filter((project) => project.teaching === teaching);

/** An instructor's own hand-ins, as a student sees theirs, under the ones they critique. */
function OwnHandIns({ projects, first }: { projects: Project[]; first: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10 space-y-4">
      <h2 id={headingId} className="font-display text-xl font-semibold">
        Your own hand-ins
      </h2>
      <ol aria-labelledby={headingId} className="space-y-4">
        {projects.map((project, index) => (
          <li key={project._id}>
            <HandInCard
              project={project}
              teacher={false}
              first={first && index === 0}
              headingLevel={3}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

function HandIns({ teacher }: { teacher: boolean }) {
  // The main list is what an instructor (an admin) critiques, else the student's own, and gives
  // the filter its courses; a chosen course is asked for. An instructor's own hand-ins (in another
  // instructor's course) have a section below it.
  const everything = useMyProjects();
  const courses = useMemo(
    () => courseChoices(whereTeaching(everything.data ?? [], teacher)),
    [everything.data, teacher],
  );
  const [course, setCourse] = useChoiceParam(
    'course',
    [allCourses, ...courses.map((c) => c.id)],
    allCourses,
  );
  const filtered = useMyProjects(course === allCourses ? undefined : course);
  const query = course === allCourses ? everything : filtered;
  const projects = useMemo(() => {
    const main = whereTeaching(query.data ?? [], teacher);
    return teacher ? teacherOrder(main) : studentOrder(main);
  }, [query.data, teacher]);
  const own = useMemo(
    () => (teacher ? studentOrder(whereTeaching(everything.data ?? [], false)) : []),
    [everything.data, teacher],
  );
  const waiting = projects.filter((project) => project.critiques === 0).length;

  return (
    <>
      <DashboardPageHeader
        title="Hand-ins"
        documentTitle="Hand-ins"
        eyebrow={teacher ? 'Instructor studio' : 'Dashboard'}
        actions={
          teacher && courses.length > 1 ? (
            <CourseFilter courses={courses} value={course} onChange={setCourse} />
          ) : undefined
        }
      >
        {teacher
          ? 'Drawings your students handed in for exercise lessons. Those still waiting for your critique come first.'
          : 'The drawings you handed in for exercise lessons, and your instructor’s critique of each.'}
      </DashboardPageHeader>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : projects.length === 0 ? (
        teacher ? (
          <EmptyCard
            icon="draw"
            text={
              course === allCourses
                ? 'No student has handed in a drawing yet. Hand-ins for the exercise lessons of your courses will wait here for your critique.'
                : 'No student of this course has handed in a drawing yet.'
            }
          />
        ) : (
          <EmptyCard
            icon="draw"
            text="You have not handed in a drawing yet. Exercise lessons let you hand one in for your instructor’s critique."
          >
            <Link to="/dashboard/mycourses" className="btn btn-primary min-h-11">
              Go to My Courses
            </Link>
          </EmptyCard>
        )
      ) : (
        <div className="space-y-4">
          {teacher && (
            <p className="text-base-content/75 text-sm" aria-live="polite">
              {waiting === 0
                ? 'Every hand-in here has your critique.'
                : `${waiting} ${waiting === 1 ? 'hand-in is' : 'hand-ins are'} waiting for your critique.`}
            </p>
          )}
          <ol aria-label="Hand-ins" className="space-y-4">
            {projects.map((project, index) => (
              <li key={project._id}>
                <HandInCard project={project} teacher={teacher} first={index === 0} />
              </li>
            ))}
          </ol>
        </div>
      )}
      {own.length > 0 && <OwnHandIns projects={own} first={projects.length === 0} />}
    </>
  );
}

function ProjectsForRole() {
  const { role } = useRole();
  return <HandIns teacher={isTeacherRole(role)} />;
}

/**
 * /dashboard/projects: hand-ins. An instructor (an admin: every course) sees their courses'
 * hand-ins, those without a critique first, and can narrow them to one course, then the ones they
 * handed in themselves as a student of another course, if any; a student sees their own, with
 * what is new in each critique.
 */
export default function ProjectsPage() {
  return (
    <RequireRole roles={['student', 'instructor', 'admin']}>
      <ProjectsForRole />
    </RequireRole>
  );
}
