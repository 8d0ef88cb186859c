import type { LessonContent } from '@glossy/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CompletionToggle } from '../CompletionToggle';

interface Props {
  lesson: LessonContent;
  courseId: string;
  /** The lesson's own page. */
  back: string;
}

/** Where the practice belongs, what to draw, and (for a student) how the lesson is done. */
export function PractiseHeader({ lesson, courseId, back }: Props) {
  const id = useId();
  const [promptOpen, setPromptOpen] = useState(false);
  return (
    <header className="mb-5 space-y-3">
      <Link to={back} className="link link-hover inline-flex items-center gap-1 text-sm">
        <span aria-hidden="true">←</span> Back to the lesson
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
        <div className="min-w-0">
          <p className="eyebrow mb-1 break-words">
            {lesson.courseName} · {lesson.chapterTitle}
          </p>
          <h1 className="font-display text-3xl font-semibold break-words sm:text-4xl">
            {lesson.title}
          </h1>
        </div>
        {lesson.progress && (
          <CompletionToggle
            lesson={{ courseId, lessonId: lesson._id }}
            completed={lesson.progress.completed}
            kind={lesson.kind}
          />
        )}
      </div>
      {lesson.prompt && (
        <div>
          {/* On a phone the prompt folds away so the board comes first. */}
          <button
            type="button"
            className="btn btn-sm btn-ghost -ml-3 sm:hidden"
            aria-expanded={promptOpen}
            aria-controls={`${id}-prompt`}
            onClick={() => setPromptOpen((open) => !open)}
          >
            {promptOpen ? 'Hide the exercise' : 'Show the exercise'}
          </button>
          <p
            id={`${id}-prompt`}
            className={`${promptOpen ? 'block' : 'hidden'} text-base-content/85 max-w-prose leading-relaxed break-words whitespace-pre-line sm:block`}
          >
            {lesson.prompt}
          </p>
        </div>
      )}
    </header>
  );
}
