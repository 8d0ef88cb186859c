import type { LessonContent } from '@glossy/contract';
import { Link } from 'react-router';
import { isSameOrigin } from '../../lib/images';
import { LazyDemoReplay } from '../../sketchpad/demo/LazyDemoReplay';
import { Icon } from '../../components/ui/icons';
import { learnPath } from '../../lib/paths/learn-path';

export const practisePath = (courseId: string, lessonId: string) =>
  `${learnPath(courseId, lessonId)}/practise`;

/**
 * A drawing exercise: what to draw, the way to the sketchpad (with the reference and, when there
 * is one, the demo beside the board), then the reference picture and a glimpse of the demo.
 */
export function ExerciseLesson({ lesson }: { lesson: LessonContent }) {
  const reference = isSameOrigin(lesson.referenceUrl) ? lesson.referenceUrl : null;
  return (
    <div className="space-y-10">
      <section aria-labelledby="exercise-prompt">
        <h2 id="exercise-prompt" className="text-xl font-semibold">
          Your exercise
        </h2>
        <p className="mt-3 max-w-prose text-lg leading-relaxed break-words whitespace-pre-line">
          {lesson.prompt}
        </p>
      </section>

      <div className="bg-primary/10 rounded-box flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <span className="bg-primary text-primary-content grid size-12 shrink-0 place-items-center rounded-2xl">
          <Icon name="draw" className="size-6" />
        </span>
        <p className="text-base-content/80 min-w-0 flex-1 text-sm">
          Open the sketchpad with the reference on its own locked layer
          {lesson.demo ? ', and paint along as the demo replays beside your board.' : '.'}
        </p>
        <Link to={practisePath(lesson.courseId, lesson._id)} className="btn btn-primary btn-lg">
          Practise on the sketchpad
        </Link>
      </div>

      {(reference || lesson.demo) && (
        <div className={`grid gap-6 ${reference && lesson.demo ? 'md:grid-cols-2' : ''}`}>
          {reference && (
            <figure>
              <img
                src={reference}
                alt={`Reference picture for “${lesson.title}”`}
                decoding="async"
                className="rounded-box border-base-300 bg-base-200 max-h-[640px] w-full border object-contain"
              />
              <figcaption className="text-base-content/70 mt-2 text-sm">
                Reference picture
              </figcaption>
            </figure>
          )}
          {lesson.demo && (
            <section aria-labelledby="exercise-demo">
              <h2 id="exercise-demo" className="sr-only">
                Demo
              </h2>
              <LazyDemoReplay demo={lesson.demo} title={lesson.title} />
              <p className="text-base-content/70 mt-2 text-sm">
                The instructor’s demo, stroke by stroke. The sketchpad plays it beside your board.
              </p>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
