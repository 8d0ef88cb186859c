import type { Course } from '@glossy/contract';
import { formatMinutes } from './format';

export function Syllabus({ lessons }: { lessons: Course['syllabus'] }) {
  if (lessons.length === 0) return null;
  const total = lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
  return (
    <section aria-labelledby="syllabus-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="syllabus-heading" className="section-title text-2xl sm:text-3xl">
          Syllabus
        </h2>
        <p className="text-base-content/70 text-sm">
          {lessons.length} lessons · {formatMinutes(total)} in total
        </p>
      </div>
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
