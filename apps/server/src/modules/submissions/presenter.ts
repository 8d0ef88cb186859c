import type {
  CourseChecklist,
  Curriculum,
  Lesson,
  Submission,
  SubmissionDetail,
  SubmissionEvent,
} from '@glossy/contract';
import type { submissionEvents } from '../../db/schema';
import { toDollars } from '../catalog/presenter';
import type { ChapterRow, LessonRow } from './curriculum-store';
import type { ListedSubmission } from './store';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentSubmission(row: ListedSubmission): Submission {
  return {
    _id: row.id,
    image: row.image,
    courseName: row.courseName,
    sellerName: row.sellerName,
    postedBy: row.postedBy,
    videoUrl: row.videoUrl,
    price: toDollars(row.priceCents),
    rating: row.rating,
    description: row.description,
    Level: row.level,
    status: row.status,
    feedback: row.feedback ?? '',
    feedbackAt: iso(row.feedbackAt),
    reviewedAt: iso(row.reviewedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    courseId: row.publishedCourseId,
    students: row.students,
    revenue: toDollars(row.revenueCents),
    chapters: row.chapters,
    lessons: row.lessons,
  };
}

export function presentEvent(row: typeof submissionEvents.$inferSelect): SubmissionEvent {
  return { action: row.action, by: row.actorName, at: row.createdAt.toISOString(), note: row.note };
}

/** Makes a link to a lesson's file that the file route will serve (a signed one for uploads). */
export type LinkFile = (url: string) => string;

/** Every file of a lesson (video, captions, reference, article pictures) as a link to fetch. */
export function presentLesson(row: LessonRow, link: LinkFile): Lesson {
  const linked = (url: string | null) => url && link(url);
  return {
    _id: row.id,
    chapterId: row.chapterId,
    position: row.position,
    title: row.title,
    kind: row.kind,
    durationSec: row.durationSec,
    preview: row.preview,
    videoUrl: linked(row.videoUrl),
    captionsUrl: linked(row.captionsUrl),
    article:
      row.article?.map((block) =>
        block.type === 'image' ? { ...block, src: link(block.src) } : block,
      ) ?? null,
    prompt: row.prompt,
    referenceUrl: linked(row.referenceUrl),
    demo: row.demo,
    drill: row.drill,
  };
}

const lessonsOf = <Row extends Pick<LessonRow, 'chapterId'>>(chapter: ChapterRow, lessons: Row[]) =>
  lessons.filter((lesson) => lesson.chapterId === chapter.id);

export function presentDetail(
  row: ListedSubmission,
  history: (typeof submissionEvents.$inferSelect)[],
  chapters: ChapterRow[],
  lessons: LessonRow[],
  checklist: CourseChecklist,
  link: LinkFile,
): SubmissionDetail {
  return {
    ...presentSubmission(row),
    history: history.map(presentEvent),
    checklist,
    curriculum: chapters.map((chapter) => ({
      _id: chapter.id,
      title: chapter.title,
      position: chapter.position,
      lessons: lessonsOf(chapter, lessons).map((lesson) => presentLesson(lesson, link)),
    })),
  };
}

/** Titles only: what a visitor may know of a course's lessons before buying it. */
export function presentOutline(
  chapters: ChapterRow[],
  lessons: Pick<LessonRow, 'id' | 'chapterId' | 'title' | 'kind' | 'durationSec' | 'preview'>[],
): Curriculum {
  return {
    chapters: chapters.map((chapter) => ({
      _id: chapter.id,
      title: chapter.title,
      lessons: lessonsOf(chapter, lessons).map((lesson) => ({
        _id: lesson.id,
        title: lesson.title,
        kind: lesson.kind,
        durationSec: lesson.durationSec,
        preview: lesson.preview,
      })),
    })),
  };
}
