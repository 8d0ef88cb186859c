import type { CourseProgress, Curriculum, LessonOutline } from '@glossy/contract';
import { useEffect, useRef, type Ref } from 'react';
import { Link } from 'react-router';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { Icon } from '../../components/ui/icons';
import { lessonKindLabel } from '../../components/ui/LessonPreview';
import { lessonKindIcon } from '../../components/ui/lesson-kind-icons';
import { formatLessonDuration, plural } from '../../lib/format/course-format';
import { desktopQuery } from '../../lib/hooks/useSidebarDrawer';
import { learnPath } from '../../lib/paths/learn-path';
import { matchesNow } from '../../lib/useMediaQuery';
import { PlayerIcon } from './player-icons';

type Chapter = Curriculum['chapters'][number];

interface CourseOutlineProps {
  courseId: string;
  courseName: string | undefined;
  chapters: Chapter[] | undefined;
  currentLessonId: string | undefined;
  /** The student's progress; undefined for visitors and for people not enrolled. */
  progress: CourseProgress | undefined;
  /** The outline could not be read. */
  error: unknown;
  onRetry(): void;
  /** Opened as a drawer (phones); on large screens it is always shown. */
  opened: boolean;
  onClose(): void;
  closeButtonRef: Ref<HTMLButtonElement>;
}

function DoneMark({ done, number }: { done: boolean | undefined; number: number }) {
  if (done === undefined) {
    return (
      <span className="text-base-content/70 grid size-6 shrink-0 place-items-center text-xs font-semibold tabular-nums">
        {number}
      </span>
    );
  }
  return done ? (
    <span className="bg-success text-success-content grid size-6 shrink-0 place-items-center rounded-full">
      <PlayerIcon name="check" className="size-4" />
      <span className="sr-only">Done: </span>
    </span>
  ) : (
    <span className="border-base-content/20 size-6 shrink-0 rounded-full border-2">
      <span className="sr-only">Not done: </span>
    </span>
  );
}

function LessonLink({
  courseId,
  lesson,
  number,
  current,
  done,
  showPreview,
}: {
  courseId: string;
  lesson: LessonOutline;
  number: number;
  current: boolean;
  done: boolean | undefined;
  showPreview: boolean;
}) {
  const duration = formatLessonDuration(lesson.durationSec);
  return (
    <Link
      to={learnPath(courseId, lesson._id)}
      aria-current={current ? 'page' : undefined}
      data-current={current || undefined}
      className={`flex items-start gap-3 px-5 py-3 transition-colors ${
        current ? 'bg-primary/10' : 'hover:bg-base-200/60'
      }`}
      // The current lesson's bar on the left, drawn inline: no border rules for one mark.
      style={current ? { boxShadow: 'inset 4px 0 0 var(--color-primary)' } : undefined}
    >
      <DoneMark done={done} number={number} />
      <span className="min-w-0 flex-1">
        <span
          className={`block text-sm leading-snug break-words ${current ? 'font-semibold' : ''}`}
        >
          {lesson.title}
        </span>
        <span className="text-base-content/70 mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <Icon name={lessonKindIcon[lesson.kind]} className="size-4" />
          <span>{lessonKindLabel[lesson.kind]}</span>
          {duration && <span aria-hidden="true">·</span>}
          {duration && <span>{duration}</span>}
          {showPreview && lesson.preview && (
            <span className="badge badge-soft badge-secondary badge-sm">Preview</span>
          )}
        </span>
      </span>
    </Link>
  );
}

function OutlineSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3 p-5">
      <span className="sr-only">Loading the lessons</span>
      {[1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} className="h-12 w-full" />
      ))}
    </div>
  );
}

/**
 * The course player's sidebar: how far the student is, then every chapter and lesson with its
 * kind, length and done mark, the current one highlighted.
 */
export function CourseOutline({
  courseId,
  courseName,
  chapters,
  currentLessonId,
  progress,
  error,
  onRetry,
  opened,
  onClose,
  closeButtonRef,
}: CourseOutlineProps) {
  const listRef = useRef<HTMLElement>(null);
  const done = progress && new Set(progress.completedLessonIds);
  const total = chapters?.reduce((sum, chapter) => sum + chapter.lessons.length, 0) ?? 0;
  const doneCount = chapters
    ? chapters.flatMap((chapter) => chapter.lessons).filter((l) => done?.has(l._id)).length
    : 0;

  // The current lesson may sit far down a long course: bring it into the sidebar's view.
  useEffect(() => {
    if (!opened && !matchesNow(desktopQuery)) return;
    const current = listRef.current?.querySelector<HTMLElement>('[data-current]');
    current?.scrollIntoView?.({ block: 'nearest' });
  }, [opened, currentLessonId, chapters]);

  let number = 0;
  return (
    <aside
      id="course-outline"
      aria-label="Course content"
      className="bg-base-100 border-base-300 flex min-h-full w-72 flex-col border-r sm:w-80"
    >
      <div className="border-base-300 relative border-b px-5 pt-5 pb-5">
        <button
          ref={closeButtonRef}
          type="button"
          className="btn btn-ghost btn-circle btn-sm absolute top-3 right-3 lg:hidden"
          aria-label="Close course content"
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
        <p className="eyebrow text-xs">Course content</p>
        {courseName ? (
          <Link
            to={`/courses/${encodeURIComponent(courseId)}`}
            className="font-display link link-hover mt-1 block pr-8 text-lg leading-snug font-semibold"
          >
            {courseName}
          </Link>
        ) : (
          <Skeleton className="mt-2 h-6 w-3/4" />
        )}
        {progress && (
          <div className="mt-4 space-y-2">
            <ProgressBar percent={progress.percent} label="Course progress" />
            <p className="text-base-content/75 text-xs">
              <span className="text-base-content font-semibold">{progress.percent}% complete</span>
              {chapters && ` · ${doneCount} of ${plural(total, 'lesson')} done`}
            </p>
          </div>
        )}
        {progress?.certificateId && (
          <Link
            to={`/certificates/${encodeURIComponent(progress.certificateId)}`}
            className="btn btn-sm btn-success mt-4 w-full"
          >
            <PlayerIcon name="award" className="size-4" />
            View your certificate
          </Link>
        )}
      </div>
      <nav ref={listRef} aria-label="Lessons" className="flex-1 pb-6">
        {error ? (
          <div className="p-5">
            <QueryError error={error} onRetry={onRetry} />
          </div>
        ) : !chapters ? (
          <OutlineSkeleton />
        ) : (
          chapters.map((chapter, c) => {
            const lessonsDone = chapter.lessons.filter((l) => done?.has(l._id)).length;
            const seconds = chapter.lessons.reduce((sum, l) => sum + l.durationSec, 0);
            return (
              <section key={chapter._id} aria-labelledby={`outline-${chapter._id}`}>
                <h2
                  id={`outline-${chapter._id}`}
                  className="bg-base-200/60 border-base-300 border-b px-5 py-3 font-sans text-sm font-semibold"
                >
                  <span className="text-base-content/70 block text-xs tracking-widest uppercase">
                    Chapter {c + 1}
                  </span>
                  <span className="block break-words">{chapter.title}</span>
                  <span className="text-base-content/70 mt-1 block text-xs font-normal">
                    {done
                      ? `${lessonsDone} / ${chapter.lessons.length} done`
                      : plural(chapter.lessons.length, 'lesson')}
                    {seconds > 0 && ` · ${formatLessonDuration(seconds)}`}
                  </span>
                </h2>
                <ol className="divide-base-300 border-base-300 divide-y border-b">
                  {chapter.lessons.map((lesson) => {
                    number += 1;
                    return (
                      <li key={lesson._id}>
                        <LessonLink
                          courseId={courseId}
                          lesson={lesson}
                          number={number}
                          current={lesson._id === currentLessonId}
                          done={done ? done.has(lesson._id) : undefined}
                          showPreview={!progress}
                        />
                      </li>
                    );
                  })}
                </ol>
              </section>
            );
          })
        )}
      </nav>
    </aside>
  );
}
