import type { CourseProgress, Curriculum, LessonOutline } from '@glossy/contract';

/** A lesson with where it sits: its chapter and its place in the whole course. */
export interface LessonStep {
  lesson: LessonOutline;
  chapterIndex: number;
  chapterTitle: string;
  /** 0-based position in the course, across chapters. */
  index: number;
}

/** The course's lessons in the order a student takes them. */
export function lessonSteps(curriculum: Curriculum | undefined): LessonStep[] {
  const steps: LessonStep[] = [];
  curriculum?.chapters.forEach((chapter, chapterIndex) => {
    for (const lesson of chapter.lessons) {
      steps.push({ lesson, chapterIndex, chapterTitle: chapter.title, index: steps.length });
    }
  });
  return steps;
}

export interface Neighbours {
  current: LessonStep | undefined;
  previous: LessonStep | undefined;
  next: LessonStep | undefined;
}

export function neighbours(steps: readonly LessonStep[], lessonId: string): Neighbours {
  const at = steps.findIndex((step) => step.lesson._id === lessonId);
  if (at < 0) return { current: undefined, previous: undefined, next: undefined };
  return { current: steps[at], previous: steps[at - 1], next: steps[at + 1] };
}

/**
 * Where /learn/{course} opens: the lesson the student was last on, else the first one not done
 * yet, else the first (a finished course opens at its start, for review).
 */
export function resumeLessonId(
  steps: readonly LessonStep[],
  progress: Pick<CourseProgress, 'lastLessonId' | 'completedLessonIds'> | undefined,
): string | undefined {
  const last = progress?.lastLessonId;
  if (last && steps.some((step) => step.lesson._id === last)) return last;
  const done = new Set(progress?.completedLessonIds);
  return (steps.find((step) => !done.has(step.lesson._id)) ?? steps[0])?.lesson._id;
}

/** "12:05", "1:02:09": a video's clock. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
