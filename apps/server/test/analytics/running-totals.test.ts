import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { openDatabase } from '../../src/db/client';
import { seedDemoContent } from '../../src/db/seed';
import { acquireDatabase, availableBackends } from '../support/backends';
import { migrationsBefore, migrationsFolder, removeMigrationCopies } from '../support/migrations';
import { describeEachBackend } from '../support/test-app';

/*
 * The analytics page reads running totals the database keeps with triggers (decision 0116). These
 * tests hold them to what counting the rows from scratch says, after any sequence of writes.
 */

const numRuns = Number(process.env.FC_RUNS ?? 20);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const sorted = (list: unknown[]) => list.map((row) => JSON.stringify(row)).sort();

/** Each total as counting every row from scratch says, and as the running totals say. */
async function totals(db: Db) {
  const [enrolments, kept, lessons, keptLessons, revenue, keptRevenue, stars, keptStars] =
    await Promise.all([
      rows(
        db,
        sql`select course_id::text as course, to_char(created_at at time zone 'UTC', 'YYYY-MM') as month,
                   count(*)::int as n
              from enrollments group by 1, 2`,
      ),
      rows(
        db,
        sql`select course_id::text as course, to_char(month, 'YYYY-MM') as month, enrolments as n
              from course_enrolment_months where enrolments <> 0`,
      ),
      rows(
        db,
        sql`select p.course_id::text as course, p.lesson_id::text as lesson, count(*)::int as started,
                   (count(*) filter (where p.completed))::int as completed
              from lesson_progress p
              join enrollments e on e.user_id = p.user_id and e.course_id = p.course_id
             group by 1, 2`,
      ),
      rows(
        db,
        sql`select course_id::text as course, lesson_id::text as lesson, started, completed
              from course_lesson_counts where started <> 0 or completed <> 0`,
      ),
      rows(
        db,
        sql`select i.course_id::text as course, to_char(o.paid_at at time zone 'UTC', 'YYYY-MM') as month,
                   o.status::text as status,
                   round(coalesce(sum(i.price_cents::numeric * o.total_cents / nullif(
                     (select sum(x.price_cents) from order_items x where x.order_id = o.id), 0)), 0), 4)::text
                     as cents,
                   count(distinct o.id)::int as orders
              from order_items i join orders o on o.id = i.order_id
             where o.status in ('paid', 'refunded') and o.paid_at is not null
             group by 1, 2, 3`,
      ),
      rows(
        db,
        sql`select course_id::text as course, to_char(month, 'YYYY-MM') as month, status::text as status,
                   round(cents, 4)::text as cents, orders
              from course_revenue_months where cents <> 0 or orders <> 0`,
      ),
      rows(
        db,
        sql`select course_id::text as course, rating as stars, count(*)::int as n
              from course_reviews group by 1, 2`,
      ),
      rows(
        db,
        sql`select course_id::text as course, stars, reviews as n
              from course_star_counts where reviews <> 0`,
      ),
    ]);
  return {
    counted: {
      enrolments: sorted(enrolments),
      lessons: sorted(lessons),
      revenue: sorted(revenue),
      stars: sorted(stars),
    },
    kept: {
      enrolments: sorted(kept),
      lessons: sorted(keptLessons),
      revenue: sorted(keptRevenue),
      stars: sorted(keptStars),
    },
  };
}

async function expectTotalsInStep(db: Db) {
  const { counted, kept } = await totals(db);
  expect(kept).toEqual(counted);
  return counted;
}

const statuses = ['pending', 'paid', 'cancelled', 'refunded'] as const;
// Few people, lessons and orders, so that writes meet the same rows again and again.
const person = fc.nat(2);
const course = fc.nat(1);
const lesson = fc.nat(1);
const order = fc.nat(3);
const price = fc.integer({ min: 0, max: 9_999 });
const monthsAgo = fc.nat(14);

/** One write a student, a checkout or an admin might make. */
const write = fc.oneof(
  {
    arbitrary: fc.record({ t: fc.constant('enrol' as const), person, course, monthsAgo }),
    weight: 3,
  },
  fc.record({ t: fc.constant('unenrol' as const), person, course }),
  {
    arbitrary: fc.record({
      t: fc.constant('progress' as const),
      person,
      course,
      lesson,
      done: fc.boolean(),
    }),
    weight: 4,
  },
  fc.record({ t: fc.constant('forget' as const), person, course, lesson }),
  fc.record({
    t: fc.constant('order' as const),
    person,
    lines: fc.array(fc.record({ course, price }), { maxLength: 3 }),
    total: price,
    status: fc.constantFrom(...statuses),
    monthsAgo,
  }),
  {
    arbitrary: fc.record({
      t: fc.constant('status' as const),
      order,
      status: fc.constantFrom(...statuses),
      monthsAgo,
    }),
    weight: 2,
  },
  fc.record({ t: fc.constant('line' as const), order, course, price }),
  fc.record({ t: fc.constant('unline' as const), order }),
  fc.record({ t: fc.constant('reprice' as const), order, price }),
  fc.record({
    t: fc.constant('review' as const),
    person,
    course,
    stars: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ t: fc.constant('unreview' as const), person, course }),
  fc.record({ t: fc.constant('dropOrder' as const), order }),
  fc.record({ t: fc.constant('leave' as const), person }),
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

const ago = (months: number) => sql`now() - ${`${months * 30} days`}::interval`;

/** Plays `writes` as three new people on two published courses, as the app's writes would land. */
async function play(
  db: Db,
  run: number,
  courses: { id: string; lessons: string[] }[],
  writes: Write[],
) {
  const people: (string | null)[] = [];
  for (const n of [0, 1, 2]) {
    const [row] = await rows<{ id: string }>(
      db,
      sql`insert into users (name, email, role)
          values (${`Counted ${n}`}, ${`counted-${run}-${n}@totals.test`}, 'student') returning id`,
    );
    people.push(row!.id);
  }
  let orders: { id: string; person: number }[] = [];
  for (const w of writes) {
    const who = 'person' in w ? people[w.person] : undefined;
    if (who === null) continue;
    const c = 'course' in w ? courses[w.course]! : undefined;
    const o = 'order' in w ? orders[w.order % Math.max(1, orders.length)]?.id : undefined;
    switch (w.t) {
      case 'enrol':
        await db.execute(sql`insert into enrollments (user_id, course_id, created_at)
          values (${who}, ${c!.id}, ${ago(w.monthsAgo)}) on conflict do nothing`);
        break;
      case 'unenrol':
        await db.execute(
          sql`delete from enrollments where user_id = ${who} and course_id = ${c!.id}`,
        );
        break;
      case 'progress': {
        const l = c!.lessons[w.lesson % c!.lessons.length];
        await db.execute(sql`insert into lesson_progress (user_id, lesson_id, course_id, completed)
          values (${who}, ${l}, ${c!.id}, ${w.done})
          on conflict (user_id, lesson_id) do update set completed = excluded.completed`);
        break;
      }
      case 'forget': {
        const l = c!.lessons[w.lesson % c!.lessons.length];
        await db.execute(
          sql`delete from lesson_progress where user_id = ${who} and lesson_id = ${l}`,
        );
        break;
      }
      case 'order': {
        const [row] = await rows<{ id: string }>(
          db,
          sql`insert into orders (user_id, total_cents, status, paid_at)
              values (${who}, ${w.total}, ${w.status},
                      ${w.status === 'pending' ? null : ago(w.monthsAgo)}) returning id`,
        );
        orders.push({ id: row!.id, person: w.person });
        if (w.lines.length > 0) {
          const values = w.lines.map(
            (line) => sql`(${row!.id}, ${courses[line.course]!.id}, 'Line', ${line.price})`,
          );
          await db.execute(sql`insert into order_items (order_id, course_id, name, price_cents)
            values ${sql.join(values, sql`, `)}`);
        }
        break;
      }
      case 'status':
        if (o)
          await db.execute(sql`update orders set status = ${w.status}, paid_at = ${ago(w.monthsAgo)}
            where id = ${o}`);
        break;
      case 'line':
        if (o)
          await db.execute(sql`insert into order_items (order_id, course_id, name, price_cents)
            values (${o}, ${c!.id}, 'Line', ${w.price})`);
        break;
      case 'unline':
        if (o)
          await db.execute(sql`delete from order_items
            where id = (select id from order_items where order_id = ${o} limit 1)`);
        break;
      case 'reprice':
        if (o)
          await db.execute(
            sql`update order_items set price_cents = ${w.price} where order_id = ${o}`,
          );
        break;
      case 'review':
        await db.execute(sql`insert into course_reviews (course_id, user_id, rating, review)
          values (${c!.id}, ${who}, ${w.stars}, 'Counted')
          on conflict (course_id, user_id) do update set rating = excluded.rating`);
        break;
      case 'unreview':
        await db.execute(
          sql`delete from course_reviews where course_id = ${c!.id} and user_id = ${who}`,
        );
        break;
      case 'dropOrder':
        if (o) {
          await db.execute(sql`delete from orders where id = ${o}`);
          orders = orders.filter((kept) => kept.id !== o);
        }
        break;
      case 'leave':
        await db.execute(sql`delete from orders where user_id = ${who}`);
        await db.execute(sql`delete from users where id = ${who}`);
        people[w.person] = null;
        orders = orders.filter((kept) => kept.person !== w.person);
        break;
    }
  }
}

async function publishedCourses(db: Db) {
  const found = await rows<{ id: string; lessons: string[] }>(
    db,
    sql`select s.published_course_id::text as id, array_agg(l.id::text order by l.position) as lessons
          from course_lessons l
          join course_chapters c on c.id = l.chapter_id
          join course_submissions s on s.id = c.submission_id
         where s.published_course_id is not null
         group by 1 having count(*) >= 3 order by 1 limit 2`,
  );
  expect(found).toHaveLength(2);
  return found;
}

describeEachBackend('analytics running totals', (ctx) => {
  let courses: { id: string; lessons: string[] }[];
  let run = 0;

  beforeAll(async () => {
    courses = await publishedCourses(ctx.db);
  });

  it('start in step with the seeded school', async () => {
    const counted = await expectTotalsInStep(ctx.db);
    expect(counted.enrolments.length).toBeGreaterThan(0);
    expect(counted.lessons.length).toBeGreaterThan(0);
    expect(counted.revenue.length).toBeGreaterThan(0);
    expect(counted.stars.length).toBeGreaterThan(0);
  });

  it('stay in step through any enrolments, progress, orders, lines, reviews and departures', async () => {
    const runs = ctx.backend === 'postgres' ? Math.ceil(numRuns / 2) : numRuns;
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 10, maxLength: 60 }), async (writes) => {
        run += 1;
        await play(ctx.db, run, courses, writes);
        await expectTotalsInStep(ctx.db);
      }),
      { numRuns: runs, interruptAfterTimeLimit: 60_000 },
    );
  });

  it('forget a departed student’s progress whichever of their rows goes first', async () => {
    run += 1;
    await play(ctx.db, run, courses, [
      { t: 'enrol', person: 0, course: 0, monthsAgo: 0 },
      { t: 'progress', person: 0, course: 0, lesson: 0, done: true },
      { t: 'progress', person: 0, course: 0, lesson: 1, done: false },
      {
        t: 'order',
        person: 0,
        lines: [{ course: 0, price: 4_999 }],
        total: 3_999,
        status: 'paid',
        monthsAgo: 0,
      },
      { t: 'review', person: 0, course: 0, stars: 2 },
      { t: 'leave', person: 0 },
    ]);
    await expectTotalsInStep(ctx.db);
  });
});

describe.each(availableBackends())('the running-totals migration on %s', (backend) => {
  afterAll(removeMigrationCopies);

  it('counts what a database already held when it upgrades', async () => {
    const scratch = await acquireDatabase(backend);
    const database = await openDatabase({ databaseUrl: scratch.databaseUrl });
    try {
      await database.migrate(migrationsBefore('0019_analytics_triggers'));
      await seedDemoContent(database.db);
      const { db } = database;
      const [c] = await rows<{ id: string }>(db, sql`select id from courses limit 1`);
      const [who] = await rows<{ id: string }>(
        db,
        sql`insert into users (name, email, role) values ('Early', 'early@totals.test', 'instructor')
            returning id`,
      );
      const [lesson] = await rows<{ id: string }>(
        db,
        sql`with submission as (
              insert into course_submissions (submitted_by, course_name, seller_name, image, posted_by,
                price_cents, rating, description, status, published_course_id)
              values (${who!.id}, 'Early', 'Early', '/media/courses/course-01.webp', 'early@totals.test',
                4999, 8, 'An early course', 'approved', ${c!.id})
              returning id
            ), chapter as (
              insert into course_chapters (submission_id, position, title)
              select id, 0, 'One' from submission returning id
            )
            insert into course_lessons (chapter_id, position, title, kind)
            select id, 0, 'Lines', 'article' from chapter returning id`,
      );
      await db.execute(
        sql`insert into enrollments (user_id, course_id) values (${who!.id}, ${c!.id})`,
      );
      await db.execute(sql`insert into lesson_progress (user_id, lesson_id, course_id, completed)
        values (${who!.id}, ${lesson!.id}, ${c!.id}, true)`);
      const [o] = await rows<{ id: string }>(
        db,
        sql`insert into orders (user_id, total_cents, status, paid_at)
            values (${who!.id}, 2500, 'paid', now()) returning id`,
      );
      await db.execute(sql`insert into order_items (order_id, course_id, name, price_cents)
        values (${o!.id}, ${c!.id}, 'Early', 4999)`);
      await db.execute(sql`insert into course_reviews (course_id, user_id, rating, review)
        values (${c!.id}, ${who!.id}, 3, 'Early')`);
      await database.migrate(migrationsFolder);
      const counted = await expectTotalsInStep(db);
      expect(counted.revenue.length).toBeGreaterThan(0);
      expect(counted.lessons.length).toBeGreaterThan(0);
    } finally {
      await database.close();
      await scratch.release();
    }
  });
});
