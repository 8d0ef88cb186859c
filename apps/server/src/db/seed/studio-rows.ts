import { randomUUID } from 'node:crypto';
import { courseChapters, courseLessons, courseSubmissions, submissionEvents } from '../schema';
import type { Tx } from '../client';
import { demoStrokeLog } from './demo-strokes';
import { demoCaptionsUrl, demoVideoUrl } from './demo-videos';
import { referenceUrl, type ChapterSpec, type LessonSpec } from './studio-lessons';

type SubmissionRow = typeof courseSubmissions.$inferInsert;
type EventRow = typeof submissionEvents.$inferInsert;
type LessonRow = typeof courseLessons.$inferInsert;

const day = 24 * 60 * 60 * 1000;

/** Who a demo submission belongs to: the instructor's product user and display name. */
export interface DemoOwner {
  userId: string;
  name: string;
  email: string;
}

/** The fields of a submission an instructor writes, in the table's units. */
export type DemoCourseFields = Pick<
  SubmissionRow,
  'courseName' | 'image' | 'videoUrl' | 'priceCents' | 'rating' | 'description' | 'level'
>;

/** How a demo submission's review went; times are days before the seeding. */
export type DemoReview =
  | { status: 'pending'; submittedDaysAgo: number }
  | { status: 'approved'; submittedDaysAgo: number; reviewedDaysAgo: number; courseId: string }
  | { status: 'denied'; submittedDaysAgo: number; reviewedDaysAgo: number; feedback: string };

function lessonContent(
  spec: LessonSpec,
): Pick<
  LessonRow,
  'videoUrl' | 'captionsUrl' | 'article' | 'prompt' | 'referenceUrl' | 'demo' | 'drill'
> {
  switch (spec.kind) {
    case 'video':
      return { videoUrl: demoVideoUrl(spec.demo), captionsUrl: demoCaptionsUrl(spec.demo) };
    case 'article':
      return { article: spec.article };
    case 'exercise':
      return {
        prompt: spec.prompt,
        referenceUrl: referenceUrl(spec.reference),
        demo: spec.demo ? { ...demoStrokeLog(spec.demo) } : null,
      };
    case 'drill':
      return { drill: spec.drill };
  }
}

/** The catalog's syllabus for a curriculum, as publishing a submission writes it. */
export function syllabusFor(chapters: ChapterSpec[]) {
  return chapters.flatMap((c) =>
    c.lessons.map((lesson) => ({ title: lesson.title, minutes: Math.ceil(lesson.minutes) })),
  );
}

/**
 * Rows of demo submissions with their history and curricula, gathered so that the whole set
 * goes in with four inserts: first start stays quick even with a hundred lessons.
 */
export class DemoSubmissionRows {
  private readonly submissions: SubmissionRow[] = [];
  private readonly events: EventRow[] = [];
  private readonly chapters: (typeof courseChapters.$inferInsert)[] = [];
  private readonly lessons: LessonRow[] = [];

  constructor(private readonly now: number) {}

  private daysAgo(days: number) {
    return new Date(this.now - days * day);
  }

  add(owner: DemoOwner, course: DemoCourseFields, review: DemoReview, curriculum: ChapterSpec[]) {
    const id = randomUUID();
    const submittedAt = this.daysAgo(review.submittedDaysAgo);
    const reviewedAt = review.status === 'pending' ? null : this.daysAgo(review.reviewedDaysAgo);
    this.submissions.push({
      id,
      submittedBy: owner.userId,
      sellerName: owner.name,
      postedBy: owner.email,
      ...course,
      status: review.status,
      feedback: review.status === 'denied' ? review.feedback : null,
      feedbackAt: review.status === 'denied' ? reviewedAt : null,
      publishedCourseId: review.status === 'approved' ? review.courseId : null,
      reviewedAt,
      createdAt: submittedAt,
      updatedAt: reviewedAt ?? submittedAt,
    });
    const event = (action: EventRow['action'], at: Date, note: string | null = null): EventRow => ({
      submissionId: id,
      actorId: action === 'submitted' ? owner.userId : null,
      actorName: action === 'submitted' ? owner.name : 'Admin',
      action,
      note,
      createdAt: at,
    });
    this.events.push(event('submitted', submittedAt));
    if (review.status === 'approved') this.events.push(event('approved', reviewedAt!));
    if (review.status === 'denied') {
      this.events.push(
        event('denied', reviewedAt!),
        event('feedback', reviewedAt!, review.feedback),
      );
    }
    curriculum.forEach((spec, chapterIndex) => {
      const chapterId = randomUUID();
      this.chapters.push({
        id: chapterId,
        submissionId: id,
        position: chapterIndex,
        title: spec.title,
        createdAt: submittedAt,
      });
      spec.lessons.forEach((lesson, position) => {
        this.lessons.push({
          chapterId,
          position,
          title: lesson.title,
          kind: lesson.kind,
          durationSec: Math.round(lesson.minutes * 60),
          // The opening lessons are the free taste of the course.
          preview: chapterIndex === 0 && position < 2,
          ...lessonContent(lesson),
          createdAt: submittedAt,
          updatedAt: submittedAt,
        });
      });
    });
  }

  get size() {
    return this.submissions.length;
  }

  async insert(tx: Tx) {
    if (this.submissions.length === 0) return;
    await tx.insert(courseSubmissions).values(this.submissions);
    // One statement, so the serial `seq` numbers follow the order the events happened in.
    await tx.insert(submissionEvents).values(this.events);
    await tx.insert(courseChapters).values(this.chapters);
    await tx.insert(courseLessons).values(this.lessons);
  }
}
