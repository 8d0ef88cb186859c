import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import type { AttemptDetail, AttemptSummary, DrillSpec } from '@glossy/contract';
import type { Db } from '../../db/client';
import { courseLessons, drillAttempts, users } from '../../db/schema';
import { isUuid } from '../../platform/ids';
import type { ScoredAttempt } from './attempt-scoring';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Lists stop here: a class's newest attempts are what a teacher reads, and what figures use. */
const listLimit = 2000;

const summaryColumns = {
  id: drillAttempts.id,
  lessonId: drillAttempts.lessonId,
  lessonTitle: courseLessons.title,
  courseId: drillAttempts.courseId,
  drill: courseLessons.drill,
  userId: drillAttempts.userId,
  studentName: users.name,
  round: drillAttempts.round,
  score: drillAttempts.score,
  measures: drillAttempts.measures,
  strokes: drillAttempts.strokes,
  done: drillAttempts.done,
  goals: drillAttempts.goals,
  passed: drillAttempts.passed,
  createdAt: drillAttempts.createdAt,
};

type SummaryRow = Omit<
  { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] },
  'drill'
> & { drill: DrillSpec | null };

export interface AttemptRecord {
  lessonId: string;
  courseId: string;
  userId: string;
  round: number;
  scored: ScoredAttempt;
}

function present(row: SummaryRow): AttemptSummary {
  return {
    _id: row.id,
    lessonId: row.lessonId,
    lessonTitle: row.lessonTitle,
    courseId: row.courseId,
    drillType: row.drill?.type ?? 'lines',
    student: { _id: row.userId, name: row.studentName },
    round: row.round,
    score: row.score,
    measures: row.measures,
    strokeCount: row.strokes.length,
    done: row.done,
    goals: row.goals,
    passed: row.passed,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Drill attempts: what was drawn, as the server scored it. */
export function attemptStore(db: Db) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(drillAttempts)
      .innerJoin(courseLessons, eq(courseLessons.id, drillAttempts.lessonId))
      .innerJoin(users, eq(users.id, drillAttempts.userId));
  const newestFirst = [desc(drillAttempts.createdAt), desc(drillAttempts.id)];

  return {
    async insert({ lessonId, courseId, userId, round, scored }: AttemptRecord): Promise<string> {
      const log = new Uint8Array(await gzipAsync(JSON.stringify(scored.log)));
      const { result, passed } = scored;
      const [row] = await db
        .insert(drillAttempts)
        .values({
          lessonId,
          courseId,
          userId,
          round,
          log,
          score: result.score,
          passed,
          measures: result.measures,
          strokes: result.strokes.map(({ goal, score, scores, tip }) => ({
            goal,
            score,
            scores,
            tip,
          })),
          done: result.done,
          goals: result.goals,
        })
        .returning({ id: drillAttempts.id });
      if (!row) throw new Error('The attempt was not stored');
      return row.id;
    },

    /** A lesson's attempts, newest first: one student's, or everyone's (`userId` null). */
    async ofLesson(lessonId: string, userId: string | null): Promise<AttemptSummary[]> {
      const rows = await summaries()
        .where(
          and(
            eq(drillAttempts.lessonId, lessonId),
            userId ? eq(drillAttempts.userId, userId) : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(listLimit);
      return rows.map(present);
    },

    /** A student's own attempts at every drill, or at one course's, newest first. */
    async ofStudent(userId: string, courseId: string | undefined): Promise<AttemptSummary[]> {
      if (courseId !== undefined && !isUuid(courseId)) return [];
      const rows = await summaries()
        .where(
          and(
            eq(drillAttempts.userId, userId),
            courseId ? eq(drillAttempts.courseId, courseId) : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(listLimit);
      return rows.map(present);
    },

    /** The facts a class's figures are made of, for one lesson. */
    async factsOf(lessonId: string) {
      return db
        .select({
          userId: drillAttempts.userId,
          score: drillAttempts.score,
          passed: drillAttempts.passed,
          measures: drillAttempts.measures,
          strokes: drillAttempts.strokes,
        })
        .from(drillAttempts)
        .where(eq(drillAttempts.lessonId, lessonId))
        .orderBy(...newestFirst)
        .limit(listLimit);
    },

    async find(id: string): Promise<AttemptDetail | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ ...summaryColumns, log: drillAttempts.log })
        .from(drillAttempts)
        .innerJoin(courseLessons, eq(courseLessons.id, drillAttempts.lessonId))
        .innerJoin(users, eq(users.id, drillAttempts.userId))
        .where(eq(drillAttempts.id, id))
        .limit(1);
      if (!row) return null;
      const json = (await gunzipAsync(row.log)).toString('utf8');
      return {
        ...present(row),
        log: JSON.parse(json) as AttemptDetail['log'],
        strokes: row.strokes,
      };
    },
  };
}
