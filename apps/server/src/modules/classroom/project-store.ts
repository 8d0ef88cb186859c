import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courseLessons,
  courseSubmissions,
  courses,
  drawings,
  projectComments,
  projects,
  users,
} from '../../db/schema';
import { isUuid } from '../../platform/ids';

/** What a hand-in copies of the drawing (its log and figures) and where its pictures went. */
export interface HandIn {
  studentId: string;
  lessonId: string;
  courseId: string;
  drawingId: string;
  title: string;
  width: number;
  height: number;
  durationMs: number;
  strokes: number;
  log: Uint8Array;
  pictureKey: string;
  thumbnailKey: string;
}

export interface NewProjectComment {
  projectId: string;
  authorId: string;
  fromTeacher: boolean;
  text: string;
  atMs: number | null;
  x: number | null;
  y: number | null;
  replyTo: string | null;
  overlay: Uint8Array | null;
}

/** The course's instructor: who submitted the course that was published as it. */
const instructorOf = (courseId: typeof projects.courseId) =>
  sql<
    string | null
  >`(select ${courseSubmissions.submittedBy} from ${courseSubmissions} where ${courseSubmissions.publishedCourseId} = ${courseId} limit 1)`;

const earlier = sql<number>`(select count(*) from ${projects} as e where e.student_id = ${projects.studentId} and e.lesson_id = ${projects.lessonId} and e.id <> ${projects.id} and e.created_at < ${projects.createdAt})`;
const critiques = sql<number>`(select count(*) from ${projectComments} where ${projectComments.projectId} = ${projects.id} and ${projectComments.fromTeacher} and ${projectComments.replyTo} is null)`;
const allComments = sql<number>`(select count(*) from ${projectComments} where ${projectComments.projectId} = ${projects.id})`;
const unread = sql<number>`(select count(*) from ${projectComments} where ${projectComments.projectId} = ${projects.id} and ${projectComments.authorId} <> ${projects.studentId} and ${projectComments.createdAt} > coalesce(${projects.studentSeenAt}, 'epoch'::timestamptz))`;

/** The courses an instructor teaches: those published from their submissions. */
const taughtBy = (userId: string): SQL =>
  sql`(select ${courseSubmissions.publishedCourseId} from ${courseSubmissions} where ${courseSubmissions.submittedBy} = ${userId} and ${courseSubmissions.publishedCourseId} is not null)`;

const projectColumns = {
  id: projects.id,
  studentId: projects.studentId,
  studentName: users.name,
  studentPhoto: users.photo,
  lessonId: projects.lessonId,
  lessonTitle: courseLessons.title,
  courseId: projects.courseId,
  courseName: courses.name,
  instructorId: instructorOf(projects.courseId),
  drawingId: projects.drawingId,
  title: projects.title,
  width: projects.width,
  height: projects.height,
  durationMs: projects.durationMs,
  strokes: projects.strokes,
  pictureKey: projects.pictureKey,
  thumbnailKey: projects.thumbnailKey,
  current: projects.current,
  createdAt: projects.createdAt,
  earlier: earlier.mapWith(Number),
  critiques: critiques.mapWith(Number),
  comments: allComments.mapWith(Number),
  unread: unread.mapWith(Number),
};

/** Hand-ins of exercises and the critique pinned on their timelines. */
export function projectStore(db: Db) {
  const selectProjects = () =>
    db
      .select(projectColumns)
      .from(projects)
      .innerJoin(users, eq(users.id, projects.studentId))
      .innerJoin(courseLessons, eq(courseLessons.id, projects.lessonId))
      .innerJoin(courses, eq(courses.id, projects.courseId));

  return {
    /** The new hand-in becomes the current one; the one it replaces stays as history. */
    handIn: (row: HandIn) =>
      db.transaction(async (tx) => {
        await tx
          .update(projects)
          .set({ current: false })
          .where(
            and(
              eq(projects.studentId, row.studentId),
              eq(projects.lessonId, row.lessonId),
              eq(projects.current, true),
            ),
          );
        const [inserted] = await tx.insert(projects).values(row).returning({ id: projects.id });
        return inserted!.id;
      }),

    async find(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await selectProjects().where(eq(projects.id, id));
      return row ?? null;
    },

    async log(id: string): Promise<Uint8Array | null> {
      const [row] = await db
        .select({ log: projects.log })
        .from(projects)
        .where(eq(projects.id, id));
      return row?.log ?? null;
    },

    /**
     * Current hand-ins of one course, of the courses an instructor teaches, or of all (an admin):
     * the ones still waiting for a critique first, then newest.
     */
    forTeacher: (filter: { courseId: string } | { teacherId: string } | 'all') =>
      selectProjects()
        .where(
          and(
            eq(projects.current, true),
            filter === 'all'
              ? undefined
              : 'courseId' in filter
                ? eq(projects.courseId, filter.courseId)
                : inArray(projects.courseId, taughtBy(filter.teacherId)),
          ),
        )
        .orderBy(sql`${critiques} = 0 desc`, desc(projects.createdAt))
        .limit(500),

    /** The student's own current hand-ins, newest first. */
    ofStudent: (studentId: string, courseId?: string) =>
      selectProjects()
        .where(
          and(
            eq(projects.studentId, studentId),
            eq(projects.current, true),
            courseId ? eq(projects.courseId, courseId) : undefined,
          ),
        )
        .orderBy(desc(projects.createdAt))
        .limit(500),

    instructorOfCourse: async (courseId: string) => {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(courseSubmissions)
        .innerJoin(users, eq(users.id, courseSubmissions.submittedBy))
        .where(eq(courseSubmissions.publishedCourseId, courseId))
        .limit(1);
      return row ?? null;
    },

    comments: (projectId: string) =>
      db
        .select({
          id: projectComments.id,
          projectId: projectComments.projectId,
          authorId: projectComments.authorId,
          authorName: users.name,
          authorPhoto: users.photo,
          fromTeacher: projectComments.fromTeacher,
          text: projectComments.text,
          atMs: projectComments.atMs,
          x: projectComments.x,
          y: projectComments.y,
          replyTo: projectComments.replyTo,
          overlay: projectComments.overlay,
          createdAt: projectComments.createdAt,
        })
        .from(projectComments)
        .innerJoin(users, eq(users.id, projectComments.authorId))
        .where(eq(projectComments.projectId, projectId))
        .orderBy(projectComments.createdAt, projectComments.id),

    async findComment(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ projectId: projectComments.projectId, replyTo: projectComments.replyTo })
        .from(projectComments)
        .where(eq(projectComments.id, id));
      return row ?? null;
    },

    async addComment(comment: NewProjectComment): Promise<string> {
      const [row] = await db
        .insert(projectComments)
        .values(comment)
        .returning({ id: projectComments.id });
      return row!.id;
    },

    markSeen: (projectId: string) =>
      db
        .update(projects)
        .set({ studentSeenAt: sql`now()` })
        .where(eq(projects.id, projectId)),

    /** Current hand-ins of a course whose artists made the drawing public: its gallery. */
    publicOfCourse: (courseId: string) =>
      db
        .select({
          id: projects.id,
          drawingId: drawings.id,
          title: drawings.title,
          lessonTitle: courseLessons.title,
          studentId: users.id,
          studentName: users.name,
          studentPhoto: users.photo,
          thumbnailKey: drawings.thumbnailKey,
          width: drawings.width,
          height: drawings.height,
          createdAt: projects.createdAt,
        })
        .from(projects)
        .innerJoin(drawings, eq(drawings.id, projects.drawingId))
        .innerJoin(users, eq(users.id, projects.studentId))
        .innerJoin(courseLessons, eq(courseLessons.id, projects.lessonId))
        .where(
          and(
            eq(projects.courseId, courseId),
            eq(projects.current, true),
            eq(drawings.visibility, 'public'),
          ),
        )
        .orderBy(desc(projects.createdAt))
        .limit(24),
  };
}

export type ProjectStore = ReturnType<typeof projectStore>;
export type ProjectRow = NonNullable<Awaited<ReturnType<ProjectStore['find']>>>;
export type ProjectCommentRow = Awaited<ReturnType<ProjectStore['comments']>>[number];
