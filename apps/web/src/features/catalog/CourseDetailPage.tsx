import type { Course } from '@glossy/contract';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { CourseRating } from '../../entities/catalog/CourseRating';
import { CourseProjects } from './CourseProjects';
import { EnrolAction } from './EnrolAction';
import { formatCoursePrice, formatStudents } from '../../lib/format/course-format';
import { LevelBadge } from '../../entities/catalog/LevelBadge';
import { CoursePreview } from './preview/CoursePreview';
import { chaptersWithLessons, useCurriculum } from '../../entities/catalog/curriculum';
import { PreviewThisCourse } from './PreviewThisCourse';
import { Syllabus } from './Syllabus';
import { useSelectCourse } from '../../entities/commerce/useSelectCourse';

/** One course, loaded by the route before the screen shows (spec route table). */
const coursesTrail = [{ to: '/courses', label: 'Courses' }] as const;

/** `reviews` is the students' word on the course, which the classroom owns; the route puts it in. */
export function CourseDetailPage({ reviews }: { reviews?: (course: Course) => ReactNode }) {
  const course = useLoaderData<Course>();
  const selection = useSelectCourse('Please Login First');
  const curriculum = useCurriculum(course._id);
  const outline = chaptersWithLessons(curriculum.data);
  const lessonCount =
    outline.length > 0
      ? outline.reduce((sum, chapter) => sum + chapter.lessons.length, 0)
      : course.syllabus.length;

  return (
    <div className="container-page section pt-8 sm:pt-10">
      <title>{`${course.name} | Glossy Drawer`}</title>
      <Breadcrumb trail={coursesTrail} current={course.name} />

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-x-14 lg:gap-y-0">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <LevelBadge level={course.Level} />
            <p className="text-base-content/75 text-sm">
              <CourseRating course={course} long />
            </p>
            <p className="text-base-content/75 text-sm">{formatStudents(course.students)}</p>
          </div>
          <h1 className="font-display mt-4 text-4xl leading-tight font-semibold sm:text-5xl">
            {course.name}
          </h1>
          <p className="text-base-content/80 mt-5 max-w-prose text-lg leading-relaxed">
            {course.Details}
          </p>
          <PreviewThisCourse course={course} curriculum={curriculum.data} />
          <img
            decoding="async"
            src={course.img}
            alt=""
            width={800}
            height={520}
            fetchPriority="high"
            className="rounded-box bg-base-200 mt-8 aspect-[40/26] w-full object-cover shadow-sm"
          />
        </div>

        {/* Beside the lesson plan on wide screens, right under the picture on phones. */}
        <aside
          aria-label="Enrol"
          className="lg:sticky lg:top-[124px] lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <div className="card-art flex flex-col gap-5 p-6 hover:shadow-sm">
            <p className="text-4xl font-semibold">
              <span className="sr-only">Price: </span>
              {formatCoursePrice(course.price)}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
              <dt className="text-base-content/70">Instructor</dt>
              <dd>
                <Link to="/instructors" className="link font-medium">
                  {course.Instructor}
                </Link>
              </dd>
              <dt className="text-base-content/70">Level</dt>
              <dd className="font-medium">{course.Level}</dd>
              <dt className="text-base-content/70">Lessons</dt>
              <dd className="font-medium">{lessonCount}</dd>
              <dt className="text-base-content/70">Students</dt>
              <dd className="font-medium">{formatStudents(course.students)}</dd>
            </dl>
            <EnrolAction course={course} selection={selection} />
            <p className="text-base-content/70 text-center text-xs">
              Learn at your own pace; practise every lesson in the sketchpad.
            </p>
          </div>
        </aside>

        <div className="min-w-0 lg:mt-12">
          <Syllabus
            courseId={course._id}
            lessons={course.syllabus}
            curriculum={curriculum.data}
            loading={curriculum.isPending}
          />

          <CoursePreview course={course} />

          {reviews?.(course)}

          <CourseProjects courseId={course._id} />
        </div>
      </div>
    </div>
  );
}
