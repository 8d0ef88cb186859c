import { errorCodes, paidAnswer, submissionDetail, type Course } from '@glossy/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrollments, paidCourses, payments } from '../../src/db/schema';
import { databaseRetrySeconds } from '../../src/platform/http/errors';
import { adminEnv } from '../support/actors';
import { buyers, someCourses } from '../support/commerce';
import { expectError, expectJson } from '../support/http';
import { cutWhileLocked, type CutRequest, type Lock } from '../support/lock-and-cut';
import { newInstructor, pendingCourse, send, signInAdmin } from '../support/studio';
import { createTestApp, type DisposableTestApp } from '../support/test-app';

// Issue 13. Each request's transaction is cut after its first writes and before its last one, by
// terminating its connection while it waits on a lock the test holds (see cutWhileLocked). It needs
// PostgreSQL: PGlite has one connection, so nothing else could hold the lock or end the session.
describe.skipIf(!process.env.DATABASE_URL)(
  'a transaction cut in the middle leaves nothing half-written',
  () => {
    let ctx: DisposableTestApp;
    let catalog: Course[] = [];
    let newBuyer: ReturnType<typeof buyers>;

    beforeAll(async () => {
      ctx = await createTestApp('postgres', { env: adminEnv });
      catalog = await someCourses(ctx);
      newBuyer = buyers(ctx, 'cut');
    });
    afterAll(async () => {
      await ctx?.dispose();
    });

    const cut = (lock: Lock, request: () => Promise<Response>) =>
      cutWhileLocked(ctx.config.DATABASE_URL!, lock, request);

    /** The outage's answer: the client may ask again, nothing was done, the server lives on. */
    async function expectRetryLater({ response, uncaught }: CutRequest) {
      await expectError(response, 503, errorCodes.unavailable);
      expect(response.headers.get('retry-after')).toBe(String(databaseRetrySeconds));
      // Soft, so that the checks of what the database kept still run and report.
      expect
        .soft(
          uncaught.map((err) => err.message),
          'reached the process, which a server (npm start) exits on: the error event pg emits on the connection it lent the transaction, which nothing listens to',
        )
        .toEqual([]);
    }

    const ids = (picks: Course[]) => picks.map((course) => course._id).sort();
    const studentsOf = async (picks: Course[]) =>
      ctx.db
        .select({ id: courses.id, students: courses.students })
        .from(courses)
        .where(inArray(courses.id, ids(picks)))
        .orderBy(courses.id);
    const rowsOf = async (userId: string) => ({
      payments: (await ctx.db.select().from(payments).where(eq(payments.userId, userId))).length,
      paid: (await ctx.db.select().from(paidCourses).where(eq(paidCourses.userId, userId))).length,
      enrolled: (await ctx.db.select().from(enrollments).where(eq(enrollments.userId, userId)))
        .length,
    });

    it('a payment and its enrollments: cut at the student count, none of it stays; paid once after', async () => {
      const { who, shop } = await newBuyer();
      const picks = [catalog[0]!, catalog[1]!];
      await shop.fill(picks);
      const orderId = await shop.checkout();
      const students = await studentsOf(picks);
      const before = await ctx.snapshot();

      // Counting the new students is the payment's last write. `no key update` leaves the key
      // share that its paid_courses and enrollments rows take on the courses free, so it is only
      // that update which waits.
      const cutPay = await cut(
        { sql: 'select 1 from courses where id = any($1) for no key update', params: [ids(picks)] },
        () => shop.pay(orderId),
      );
      await expectRetryLater(cutPay);
      expect(cutPay.cut.query).toMatch(/^update "courses"/);
      expect(cutPay.cut.wroteTo).toEqual(
        expect.arrayContaining(['cart_items', 'enrollments', 'orders', 'paid_courses', 'payments']),
      );

      expect(await ctx.snapshot()).toEqual(before);
      expect((await shop.orders()).find((order) => order._id === orderId)?.status).toBe('pending');
      expect(await rowsOf(who.userId)).toEqual({ payments: 0, paid: 0, enrolled: 0 });
      expect(await shop.enrollments()).toEqual([]);
      expect((await shop.cart()).map((item) => item.classI).sort()).toEqual(ids(picks));
      expect(await studentsOf(picks)).toEqual(students);

      const paid = await expectJson(await shop.pay(orderId), 200, paidAnswer);
      expect(paid.payment.courses.sort()).toEqual(picks.map((course) => course.name).sort());
      await expectError(await shop.pay(orderId), 409, errorCodes.conflict);
      expect(await rowsOf(who.userId)).toEqual({ payments: 1, paid: 2, enrolled: 2 });
      expect(await shop.cart()).toEqual([]);
      expect(await studentsOf(picks)).toEqual(
        students.map((row) => ({ ...row, students: row.students + 1 })),
      );
    });

    it('an order: cut while it supersedes the older one, no new order stays; made once after', async () => {
      const { shop } = await newBuyer();
      const picks = [catalog[2]!, catalog[3]!];
      const [first] = await shop.fill(picks);
      const older = await shop.checkout({ item: first! });
      const before = await ctx.snapshot();

      // Cancelling the older order that shares a course comes after the new order and its items.
      const cutOrder = await cut(
        { sql: 'select 1 from orders where id = $1 for no key update', params: [older] },
        () => shop.send('POST', '/api/order'),
      );
      await expectRetryLater(cutOrder);
      expect(cutOrder.cut.query).toMatch(/^update "orders"/);
      expect(cutOrder.cut.wroteTo).toEqual(expect.arrayContaining(['order_items', 'orders']));

      expect(await ctx.snapshot()).toEqual(before);
      expect((await shop.orders()).map((order) => [order._id, order.status])).toEqual([
        [older, 'pending'],
      ]);

      const whole = await shop.checkout();
      const listed = await shop.orders();
      expect(listed.map((order) => order.status).sort()).toEqual(['cancelled', 'pending']);
      expect(listed.find((order) => order._id === whole)?.items).toHaveLength(2);
    });

    it('a course approval: cut at its history record, nothing is published; approved once after', async () => {
      const admin = await signInAdmin(ctx);
      const maya = await newInstructor(ctx, admin, 'maya@cut.test');
      const name = 'Harbours Cut Short';
      const id = await pendingCourse(ctx, maya, { courseName: name });
      const approve = () =>
        send(ctx, admin, 'PATCH', `/api/newcourses/${id}`, { status: 'approved' });
      const detail = async () =>
        expectJson(await send(ctx, maya, 'GET', `/api/newcourses/${id}`), 200, submissionDetail);
      const published = () => ctx.db.select().from(courses).where(eq(courses.name, name));
      const before = await ctx.snapshot();

      // The approval's last write inserts a new history row, which no row lock can hold back;
      // a share lock on the table does (it lets reads through, not writes).
      const cutApproval = await cut({ sql: 'lock table submission_events in share mode' }, approve);
      await expectRetryLater(cutApproval);
      expect(cutApproval.cut.query).toMatch(/^insert into "submission_events"/);
      expect(cutApproval.cut.wroteTo).toEqual(
        expect.arrayContaining(['course_submissions', 'courses']),
      );

      expect(await ctx.snapshot()).toEqual(before);
      const pending = await detail();
      expect(pending).toMatchObject({ status: 'pending', courseId: null });
      expect(pending.history.map((event) => event.action)).toEqual(['drafted', 'submitted']);
      expect(await published()).toEqual([]);

      expect(await (await approve()).json()).toEqual({ modifiedCount: 1 });
      const approved = await detail();
      expect(approved.status).toBe('approved');
      expect(approved.history.map((event) => event.action)).toEqual([
        'drafted',
        'submitted',
        'approved',
      ]);
      const [course, ...more] = await published();
      expect(more).toEqual([]);
      expect(course).toMatchObject({ id: approved.courseId, listed: true });
    });
  },
);
