import type { Lesson, LessonKind } from '@glossy/contract';
import { lazy, Suspense } from 'react';
import { isSameOrigin } from '../../lib/images';
import { LazyDemoReplay } from '../../sketchpad/demo/LazyDemoReplay';
import { ArticleView } from './ArticleView';

// A drill's preview brings the engine's targets and the contract's names: loaded when one is shown.
const DrillLessonView = lazy(() =>
  import('./DrillLessonView').then((module) => ({ default: module.DrillLessonView })),
);

/** What a preview needs of a lesson: its content, saved or still being edited. */
export type PreviewableLesson = Pick<
  Lesson,
  'title' | 'kind' | 'videoUrl' | 'article' | 'prompt' | 'referenceUrl' | 'demo' | 'drill'
>;

export const lessonKindLabel: Record<LessonKind, string> = {
  video: 'Video',
  article: 'Article',
  exercise: 'Drawing exercise',
  drill: 'Drill',
};

function Missing({ children }: { children: string }) {
  return (
    <p className="text-base-content/75 border-base-300 rounded-box border border-dashed p-4 text-sm">
      {children}
    </p>
  );
}

function SubHeading({ level, children }: { level: 3 | 4 | 5; children: string }) {
  const Tag = `h${level}` as const;
  return <Tag className="text-base-content/80 mb-2 text-sm font-semibold">{children}</Tag>;
}

/**
 * A lesson as its students will meet it: the video in a player, the article as text, the
 * exercise's prompt, reference picture and demo replay, or the drill's settings and first targets.
 * The admin's review and the instructor's studio both show lessons through it.
 */
export function LessonPreview({
  lesson,
  headingLevel = 4,
}: {
  lesson: PreviewableLesson;
  /** The level of the headings inside the preview (the article's, the exercise's parts). */
  headingLevel?: 3 | 4 | 5;
}) {
  switch (lesson.kind) {
    case 'video':
      return isSameOrigin(lesson.videoUrl) ? (
        <video
          controls
          preload="metadata"
          src={lesson.videoUrl}
          aria-label={`Video: ${lesson.title}`}
          className="rounded-box aspect-video w-full bg-black"
        />
      ) : (
        <Missing>This lesson has no video yet.</Missing>
      );
    case 'article':
      return lesson.article?.length ? (
        <ArticleView blocks={lesson.article} headingLevel={headingLevel} />
      ) : (
        <Missing>This article has no text yet.</Missing>
      );
    case 'exercise':
      return (
        <div className="space-y-6">
          <section>
            <SubHeading level={headingLevel}>Prompt</SubHeading>
            {lesson.prompt ? (
              <p className="max-w-prose leading-relaxed break-words whitespace-pre-line">
                {lesson.prompt}
              </p>
            ) : (
              <Missing>This exercise has no prompt yet.</Missing>
            )}
          </section>
          <div className="grid gap-5 md:grid-cols-2">
            <section>
              <SubHeading level={headingLevel}>Reference picture</SubHeading>
              {isSameOrigin(lesson.referenceUrl) ? (
                <img
                  src={lesson.referenceUrl}
                  alt={`Reference picture for “${lesson.title}”`}
                  loading="lazy"
                  decoding="async"
                  className="rounded-box border-base-300 bg-base-200 w-full border object-contain"
                />
              ) : (
                <Missing>No reference picture: students draw from the prompt alone.</Missing>
              )}
            </section>
            <section>
              <SubHeading level={headingLevel}>Demo</SubHeading>
              {lesson.demo ? (
                <LazyDemoReplay demo={lesson.demo} title={lesson.title} />
              ) : (
                <Missing>No demo drawn for this exercise.</Missing>
              )}
            </section>
          </div>
        </div>
      );
    case 'drill':
      return lesson.drill ? (
        <Suspense fallback={<div className="skeleton rounded-box aspect-[10/7] w-full" />}>
          <DrillLessonView drill={lesson.drill} headingLevel={headingLevel} />
        </Suspense>
      ) : (
        <Missing>This drill has no targets yet.</Missing>
      );
    default:
      return null;
  }
}
