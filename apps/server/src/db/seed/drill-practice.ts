import { gzipSync } from 'node:zlib';
import { attemptStrokes, drillPlan, scoreAttempt } from '@glossy/canvas/drills';
import { parseLog } from '@glossy/canvas/log';
import type { DrillSpec } from '@glossy/contract';
import { asc, eq, like, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { recountStudents } from '../ratings';
import {
  courseChapters,
  courseLessons,
  courseSubmissions,
  courses,
  drillAttempts,
  enrollments,
  lessonProgress,
  users,
} from '../schema';
import { learnerDomain } from './demo-class';
import { makeRng } from './demo-sketch';
import {
  drillCourse,
  drillCourseId,
  drillCurriculum,
  drillTitles,
  type DrillTitle,
} from './drill-course';
import { attemptLog, handStrokes } from './drill-strokes';
import { DemoSubmissionRows, syllabusFor, type DemoOwner } from './studio-rows';
import { demoStudent } from './studio-student';

/** Not another seed step's key: each takes its own turn. */
const drillLockKey = 7_270_706;
const minute = 60 * 1000;
const day = 24 * 60 * minute;

/** The demo student's fortnight: day 0 is thirteen days ago, 13 is today; 4 and 9 are rest days. */
const lastDay = 13;

/**
 * Which drills the demo student practised on which days, and how much harder each is for them
 * than lines. Their hand improves day by day, so every chart rises, unevenly, as a real one does.
 * The pressure ramp is left for them to try next. (Each attempt is scored at seed time, so the
 * fortnight is a sample, not every evening's work: a first start stays quick.)
 */
const samsFortnight: Partial<Record<DrillTitle, { days: number[]; harder: number }>> = {
  lines: { days: [0, 2, 3, 6, 8, 11, 13], harder: 0 },
  superimposed: { days: [1, 6], harder: -0.05 },
  ellipses: { days: [0, 3, 7, 10, 13], harder: 0.08 },
  boxes: { days: [1, 5, 8, 12], harder: 0.1 },
  ghosted: { days: [5, 10], harder: 0 },
  table: { days: [11], harder: 0.12 },
  hatching: { days: [12], harder: 0 },
};

/** A hand's skill on a day of the fortnight: a first-timer's on day 0, a practised one's by 13. */
const skillOn = (dayOfFortnight: number) => 0.12 + (0.78 * dayOfFortnight) / lastDay;

interface Practice {
  userId: string;
  /** Their email: what their strokes are drawn from, the same on every install. */
  who: string;
  title: DrillTitle;
  at: Date;
  skill: number;
}

type LessonRef = { id: string; drill: DrillSpec | null };
type Person = { id: string; email: string };

/** When an attempt of a day was made: early evening, a few minutes after the one before. */
const timeOn = (now: number, dayOfFortnight: number, nth: number) =>
  new Date(now - (lastDay - dayOfFortnight) * day - 5 * 60 * minute + nth * 14 * minute);

function samsPractice(sam: Person, now: number, random: () => number): Practice[] {
  const out: Practice[] = [];
  for (let d = 0; d <= lastDay; d++) {
    let nth = 0;
    for (const [title, plan] of Object.entries(samsFortnight) as [
      DrillTitle,
      { days: number[]; harder: number },
    ][]) {
      if (!plan.days.includes(d)) continue;
      const skill = skillOn(d) - plan.harder + (random() - 0.5) * 0.12;
      out.push({ userId: sam.id, who: sam.email, title, at: timeOn(now, d, nth++), skill });
    }
  }
  return out;
}

/** A few demo learners who took the course too, so the instructor's class figures have a class. */
function learnersPractice(learners: Person[], now: number, random: () => number): Practice[] {
  return learners.flatMap((learner, i) => {
    const first = 3 + 3 * i;
    const skill = 0.35 + 0.15 * i;
    const sessions: [DrillTitle, number, number][] = [
      ['lines', first, 0],
      [i === 1 ? 'pressure' : i === 2 ? 'boxes' : 'ellipses', first + 1, 0.05],
    ];
    return sessions.map(([title, d, gain], nth) => ({
      userId: learner.id,
      who: learner.email,
      title,
      at: timeOn(now, d, nth + 1 + i),
      skill: skill + gain + (random() - 0.5) * 0.1,
    }));
  });
}

type ScoredRow = Omit<
  typeof drillAttempts.$inferInsert,
  'lessonId' | 'courseId' | 'userId' | 'round' | 'createdAt'
>;

/** Attempts scored in this process: a second seed (another database, a test's) draws none twice. */
const scoredAttempts = new Map<string, ScoredRow>();

/**
 * One attempt as the server would store it: the log parsed by the engine's parser and scored by
 * the engine's scorer from its strokes, exactly as POST /api/lessons/{id}/attempts does. The same
 * person, drill, round and skill always draw the same strokes, on every install.
 */
function scoredAttempt(practice: Practice, drill: DrillSpec, round: number): ScoredRow {
  const skill = Math.min(0.97, Math.max(0, practice.skill));
  const key = `${practice.who}|${JSON.stringify(drill)}|${round}|${skill}`;
  const known = scoredAttempts.get(key);
  if (known) return known;
  const plan = drillPlan(drill, round);
  const hand = { skill, rng: makeRng(`${practice.who}:${practice.title}:${round}`) };
  const log = parseLog(attemptLog(plan, handStrokes(plan, hand)));
  const result = scoreAttempt(
    plan,
    attemptStrokes(log.ops).map((op) => op.points),
  );
  const row: ScoredRow = {
    log: new Uint8Array(gzipSync(JSON.stringify(log))),
    score: result.score,
    passed: result.done === result.goals && result.score >= drill.passScore,
    measures: result.measures,
    strokes: result.strokes.map(({ goal, score, scores, tip }) => ({ goal, score, scores, tip })),
    done: result.done,
    goals: result.goals,
  };
  scoredAttempts.set(key, row);
  return row;
}

/** The attempts, and each drill completed at its first pass, as the classroom records it. */
async function recordPractice(tx: Tx, practice: Practice[], lessons: Map<string, LessonRef>) {
  const rounds = new Map<string, number>();
  const rows: (typeof drillAttempts.$inferInsert)[] = [];
  const completed = new Map<string, typeof lessonProgress.$inferInsert>();
  for (const p of [...practice].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const lesson = lessons.get(drillTitles[p.title]);
    if (!lesson?.drill) continue;
    const key = `${p.userId} ${lesson.id}`;
    const round = rounds.get(key) ?? 0;
    rounds.set(key, round + 1);
    const row = {
      ...scoredAttempt(p, lesson.drill, round),
      lessonId: lesson.id,
      courseId: drillCourseId,
      userId: p.userId,
      round,
      createdAt: p.at,
    };
    rows.push(row);
    if (row.passed && !completed.has(key)) {
      completed.set(key, {
        userId: p.userId,
        lessonId: lesson.id,
        courseId: drillCourseId,
        completed: true,
        completedAt: p.at,
        updatedAt: p.at,
      });
    }
  }
  if (rows.length) await tx.insert(drillAttempts).values(rows);
  if (completed.size) await tx.insert(lessonProgress).values([...completed.values()]);
}

async function drillLessons(tx: Tx) {
  const rows = await tx
    .select({ id: courseLessons.id, title: courseLessons.title, drill: courseLessons.drill })
    .from(courseLessons)
    .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
    .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseChapters.submissionId))
    .where(eq(courseSubmissions.publishedCourseId, drillCourseId))
    .orderBy(asc(courseChapters.position), asc(courseLessons.position));
  return new Map(rows.map((row) => [row.title, row]));
}

/**
 * The free drill course 'Lines, ellipses and boxes' by its demo instructor, approved into the
 * catalog with its curriculum; the demo student enrolled two weeks ago with a fortnight of
 * attempts that improve, and a few demo learners with theirs. Once only, on a new install or an
 * old one: a course with its id or its name already there (renamed, edited, denied) is left alone.
 */
export async function seedDemoDrills(db: Db, owners: DemoOwner[], now: number) {
  const owner = owners.find((o) => o.name === drillCourse.instructor);
  if (!owner) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${drillLockKey})`);
    const [there] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(or(eq(courses.id, drillCourseId), eq(courses.name, drillCourse.name)))
      .limit(1);
    if (there) return;
    await tx
      .insert(courses)
      .values({ ...drillCourse, rating: 0, syllabus: syllabusFor(drillCurriculum) });
    const rows = new DemoSubmissionRows(now);
    const { name, img, videoUrl, priceCents, details, level } = drillCourse;
    rows.add(
      owner,
      {
        courseName: name,
        image: img,
        videoUrl,
        priceCents,
        rating: 0,
        description: details,
        level,
      },
      { status: 'approved', submittedDaysAgo: 40, reviewedDaysAgo: 38, courseId: drillCourseId },
      drillCurriculum,
    );
    await rows.insert(tx);
    await enrolAndPractise(tx, now);
    await recountStudents(tx, [drillCourseId]);
  });
}

async function enrolAndPractise(tx: Tx, now: number) {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(or(eq(users.email, demoStudent.email), like(users.email, `%@${learnerDomain}`)))
    .orderBy(asc(users.email));
  const sam = people.find((p) => p.email === demoStudent.email);
  const learners = people.filter((p) => p !== sam).slice(0, 3);
  const random = makeRng('drill-fortnight').next;
  const practice = [
    ...(sam ? samsPractice(sam, now, random) : []),
    ...learnersPractice(learners, now, random),
  ];
  const enrolled = [...new Set(practice.map((p) => p.userId))];
  if (enrolled.length === 0) return;
  // Each enrolled the day before their first attempt: free, so no order.
  const firstAt = (userId: string) =>
    Math.min(...practice.filter((p) => p.userId === userId).map((p) => p.at.getTime()));
  await tx.insert(enrollments).values(
    enrolled.map((userId) => ({
      userId,
      courseId: drillCourseId,
      createdAt: new Date(firstAt(userId) - day),
    })),
  );
  const lessons = await drillLessons(tx);
  const intro = [...lessons.values()].find((lesson) => lesson.drill === null);
  if (sam && intro) {
    // The intro read first, the evening before the first drill.
    const read = new Date(firstAt(sam.id) - 20 * minute);
    await tx.insert(lessonProgress).values({
      userId: sam.id,
      lessonId: intro.id,
      courseId: drillCourseId,
      completed: true,
      completedAt: read,
      updatedAt: read,
    });
  }
  await recordPractice(tx, practice, lessons);
}
