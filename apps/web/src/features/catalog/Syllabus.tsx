import type { Course, Curriculum, LessonKind } from '@glossy/contract';
import { Link } from 'react-router';
import { chaptersWithLessons, type Chapter } from '../../entities/catalog/curriculum';
import { Icon, type IconName } from '../../components/ui/icons';
import { formatLessonDuration, formatMinutes, plural } from '../../lib/format/course-format';
import { learnPath } from '../../lib/paths/learn-path';

const kind: Record<LessonKind, { icon: IconName; label: string }> = {
  video: { icon: 'classes', label: 'Video' },
  article: { icon: 'blog', label: 'Article' },
  exercise: { icon: 'draw', label: 'Drawing exercise' },
  drill: { icon: 'target', label: 'Drill' },
};

function Heading({ summary }: { summary: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id="syllabus-heading" className="section-title text-2xl sm:text-3xl">
        Syllabus
      </h2>
      <p className="text-base-content/70 text-sm">{summary}</p>
    </div>
  );
}

/** The course's chapters with each lesson's kind and length; a free preview opens for anyone. */
function ChapterList({ courseId, chapters }: { courseId: string; chapters: Chapter[] }) {
  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  const seconds = lessons.reduce((sum, lesson) => sum + lesson.durationSec, 0);
  const length = formatLessonDuration(seconds);
  return (
    <section aria-labelledby="syllabus-heading">
      <Heading
        summary={`${plural(chapters.length, 'chapter')} · ${plural(lessons.length, 'lesson')}${length ? ` · ${length} in total` : ''}`}
      />
      <div className="mt-5 space-y-4">
        {chapters.map((chapter, c) => (
          <section
            key={chapter._id}
            aria-labelledby={`chapter-${chapter._id}`}
            className="border-base-300 rounded-box overflow-hidden border"
          >
            <h3
              id={`chapter-${chapter._id}`}
              className="bg-base-200/60 border-base-300 border-b px-5 py-3 text-lg font-semibold"
            >
              <span className="text-base-content/70 block font-sans text-xs font-semibold tracking-widest uppercase">
                Chapter {c + 1}
              </span>
              {chapter.title}
            </h3>
            <ol className="divide-base-300 divide-y">
              {chapter.lessons.map((lesson) => {
                const duration = formatLessonDuration(lesson.durationSec);
                return (
                  <li key={lesson._id} className="flex items-center gap-4 px-5 py-3">
                    <span
                      className="bg-base-200 text-primary grid size-9 shrink-0 place-items-center rounded-full"
                      title={kind[lesson.kind].label}
                    >
                      <Icon name={kind[lesson.kind].icon} className="size-4" />
                      <span className="sr-only">{kind[lesson.kind].label}: </span>
                    </span>
                    {lesson.preview ? (
                      <Link
                        to={learnPath(courseId, lesson._id)}
                        className="link link-hover min-w-0 flex-1 font-medium break-words"
                      >
                        {lesson.title}
                        <span className="badge badge-soft badge-secondary badge-sm ms-2 align-middle">
                          Preview
                        </span>
                      </Link>
                    ) : (
                      <span className="min-w-0 flex-1 font-medium break-words">{lesson.title}</span>
                    )}
                    {duration && (
                      <span className="text-base-content/70 shrink-0 text-sm whitespace-nowrap">
                        {duration}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}

/**
 * The lesson plan: the course's curriculum when it has one, else the catalog's simple list of
 * lessons (shown meanwhile too, so the page never waits on the outline).
 */
export function Syllabus({
  courseId,
  lessons,
  curriculum,
  loading = false,
}: {
  courseId: string;
  lessons: Course['syllabus'];
  curriculum?: Curriculum;
  loading?: boolean;
}) {
  const chapters = chaptersWithLessons(curriculum);
  if (chapters.length > 0) return <ChapterList courseId={courseId} chapters={chapters} />;
  if (lessons.length === 0) {
    return loading ? (
      <div aria-hidden="true" className="space-y-4">
        <div className="skeleton h-9 w-40" />
        <div className="skeleton rounded-box h-52" />
      </div>
    ) : null;
  }
  const total = lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
  return (
    <section aria-labelledby="syllabus-heading">
      <Heading summary={`${lessons.length} lessons · ${formatMinutes(total)} in total`} />
      <ol className="border-base-300 rounded-box mt-5 divide-y divide-base-300 border">
        {lessons.map((lesson, i) => (
          <li key={`${i}-${lesson.title}`} className="flex items-center gap-4 px-5 py-4">
            <span
              aria-hidden="true"
              className="bg-base-200 text-primary flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
            >
              {i + 1}
            </span>
            <span className="flex-1 font-medium">{lesson.title}</span>
            <span className="text-base-content/70 text-sm whitespace-nowrap">
              {formatMinutes(lesson.minutes)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
