import type { SubmissionDetail } from '@glossy/contract';
import { useState } from 'react';
import { formatLessonDuration, plural } from '../../lib/format/course-format';
import { ReviewLessonRow } from './ReviewLessonRow';

type Chapter = SubmissionDetail['curriculum'][number];

/** The submitted course's chapters in order, each lesson opening in place for the admin. */
export function ReviewCurriculum({ chapters }: { chapters: Chapter[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  const seconds = lessons.reduce((sum, lesson) => sum + lesson.durationSec, 0);
  const sorted = [...chapters].sort((a, b) => a.position - b.position);

  return (
    <section aria-labelledby="review-curriculum" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="review-curriculum" className="section-title text-2xl sm:text-3xl">
          Curriculum
        </h2>
        <p className="text-base-content/70 text-sm">
          {plural(chapters.length, 'chapter')} · {plural(lessons.length, 'lesson')}
          {seconds > 0 && ` · ${formatLessonDuration(seconds)}`}
        </p>
      </div>
      {sorted.length === 0 ? (
        <p className="card-art text-base-content/75 p-6">
          No chapters yet: the instructor has not built the curriculum.
        </p>
      ) : (
        sorted.map((chapter, c) => (
          <section
            key={chapter._id}
            aria-labelledby={`chapter-${chapter._id}`}
            className="card-art hover:shadow-sm"
          >
            <h3
              id={`chapter-${chapter._id}`}
              className="border-base-300 bg-base-200/50 border-b px-5 py-3 text-lg font-semibold"
            >
              <span className="text-base-content/70 font-sans text-sm font-medium">
                Chapter {c + 1}
              </span>
              <span className="block break-words">{chapter.title}</span>
            </h3>
            {chapter.lessons.length === 0 ? (
              <p className="text-base-content/70 px-5 py-4 text-sm">No lessons in this chapter.</p>
            ) : (
              <ol className="divide-base-300 divide-y">
                {[...chapter.lessons]
                  .sort((a, b) => a.position - b.position)
                  .map((lesson, l) => (
                    <ReviewLessonRow
                      key={lesson._id}
                      lesson={lesson}
                      number={`${c + 1}.${l + 1}`}
                      open={open.has(lesson._id)}
                      onToggle={() => toggle(lesson._id)}
                    />
                  ))}
              </ol>
            )}
          </section>
        ))
      )}
    </section>
  );
}
