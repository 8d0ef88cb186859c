import type { CourseAnalytics, RevenueMonth } from '@glossy/contract';
import { toDollars } from '../catalog/presenter';
import { biggestDropOff, lessonFunnel } from './funnel';
import { byMonth, monthWindow } from './months';
import type { AnalyticsStore } from './store';

const roundCents = (cents: number) => toDollars(Math.round(cents));
const hours = (ms: number) => Math.round(ms / 36_000) / 100;

type Course = NonNullable<Awaited<ReturnType<AnalyticsStore['course']>>>;

/** Everything the analytics page shows of one course, over the `months` up to `now`. */
export async function courseAnalytics(
  store: AnalyticsStore,
  course: Course,
  months: number,
  now: Date,
): Promise<CourseAnalytics> {
  const { since, keys } = monthWindow(now, months);
  const [students, earlier, enrolmentRows, lessons, counts, revenueRows, stars, handIns] =
    await Promise.all([
      store.enrolled(course.id),
      store.enrolled(course.id, since),
      store.enrolmentsByMonth(course.id, since),
      store.lessons(course.id),
      store.lessonCounts(course.id),
      store.revenueByMonth(course.id, since),
      store.starCounts(course.id),
      store.handInsWaiting(course.id, now),
    ]);

  let total = earlier;
  const enrolments = byMonth(
    keys,
    enrolmentRows.map((row) => ({ ...row, total: 0 })),
    (month) => ({ month, enrolments: 0, total: 0 }),
  ).map((row) => {
    total += row.enrolments;
    return { ...row, total };
  });

  const revenue = keys.map((month): RevenueMonth => {
    const of = (status: string) =>
      revenueRows.find((row) => row.month === month && row.status === status);
    return {
      month,
      revenue: roundCents(of('paid')?.cents ?? 0),
      orders: of('paid')?.orders ?? 0,
      refunded: roundCents(of('refunded')?.cents ?? 0),
    };
  });

  const steps = lessonFunnel(lessons, counts, students);
  const starCounts = [1, 2, 3, 4, 5].map((value) => ({
    stars: value,
    count: stars.find((row) => row.stars === value)?.count ?? 0,
  }));
  const reviewTotal = starCounts.reduce((sum, row) => sum + row.count, 0);
  const starSum = starCounts.reduce((sum, row) => sum + row.stars * row.count, 0);

  return {
    course: { _id: course.id, name: course.name, students, listed: course.listed },
    months,
    enrolments,
    lessons: steps,
    dropOff: biggestDropOff(steps, students),
    revenue,
    revenueTotal: roundCents(revenue.reduce((sum, m) => sum + m.revenue * 100, 0)),
    reviews: {
      stars: starCounts,
      total: reviewTotal,
      average: reviewTotal === 0 ? null : Math.round((starSum / reviewTotal) * 10) / 10,
    },
    handIns: {
      waiting: handIns.waiting,
      medianHours: handIns.medianSec === null ? null : hours(handIns.medianSec * 1000),
      oldestHours: handIns.oldest === null ? null : hours(now.getTime() - handIns.oldest.getTime()),
      oldestSince: handIns.oldest?.toISOString() ?? null,
    },
  };
}
