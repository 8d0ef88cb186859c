import type { DropOff, LessonFunnelStep } from '@glossy/contract';

export interface LessonRow {
  id: string;
  title: string;
  chapter: string;
  kind: LessonFunnelStep['kind'];
}

export interface LessonCounts {
  lessonId: string;
  started: number;
  completed: number;
}

/**
 * The lessons in syllabus order with how many enrolled students finished each, and how many of
 * those who finished the lesson before did not finish this one: where the class thins out.
 */
export function lessonFunnel(
  lessons: readonly LessonRow[],
  counts: readonly LessonCounts[],
  enrolled: number,
): LessonFunnelStep[] {
  const byLesson = new Map(counts.map((row) => [row.lessonId, row]));
  let before = enrolled;
  return lessons.map((lesson) => {
    const { started = 0, completed = 0 } = byLesson.get(lesson.id) ?? {};
    const step = {
      _id: lesson.id,
      title: lesson.title,
      chapter: lesson.chapter,
      kind: lesson.kind,
      started,
      completed,
      share: enrolled === 0 ? 0 : Math.min(1, completed / enrolled),
      stopped: before - completed,
    };
    before = completed;
    return step;
  });
}

/** The lesson most students stopped at (the earliest of equals); none when nobody stopped. */
export function biggestDropOff(
  steps: readonly LessonFunnelStep[],
  enrolled: number,
): DropOff | null {
  let reached = enrolled;
  let best: DropOff | null = null;
  for (const step of steps) {
    if (step.stopped > 0 && (!best || step.stopped > best.stopped)) {
      best = {
        lessonId: step._id,
        title: step.title,
        stopped: step.stopped,
        share: reached === 0 ? 0 : Math.min(1, step.stopped / reached),
      };
    }
    reached = step.completed;
  }
  return best;
}
