import { z } from 'zod';
import { objectId } from './common';
import { lessonKind } from './curriculum';

/** GET /api/analytics/courses/{id}: one course's figures, for its instructor or an admin. */
export const analyticsCourseParam = z.strictObject({ id: objectId });

export const analyticsMonthsDefault = 12;
export const analyticsMonthsMax = 36;

/** How many calendar months (UTC) the series over time cover, the current month included. */
export const analyticsQuery = z.strictObject({
  months: z.coerce.number().int().min(1).max(analyticsMonthsMax).optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** A calendar month in UTC, `YYYY-MM`. */
export const analyticsMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const enrolmentMonth = z.object({
  month: analyticsMonth,
  /** Students who enrolled that month and still are. */
  enrolments: z.number().int().min(0),
  /** Students enrolled by the month's end, earlier months included. */
  total: z.number().int().min(0),
});
export type EnrolmentMonth = z.infer<typeof enrolmentMonth>;

/** One lesson in syllabus order: how many enrolled students opened it and finished it. */
export const lessonFunnelStep = z.object({
  _id: objectId,
  title: z.string(),
  chapter: z.string(),
  kind: lessonKind,
  started: z.number().int().min(0),
  completed: z.number().int().min(0),
  /** completed over the course's enrolled students, 0 to 1. */
  share: z.number().min(0).max(1),
  /** Students who finished the lesson before this one (enrolled ones for the first) but not this. */
  stopped: z.number().int(),
});
export type LessonFunnelStep = z.infer<typeof lessonFunnelStep>;

/** The lesson where most students stop: the first one they do not finish. */
export const dropOff = z.object({
  lessonId: objectId,
  title: z.string(),
  stopped: z.number().int().min(1),
  /** stopped over the students who reached the lesson, 0 to 1. */
  share: z.number().min(0).max(1),
});
export type DropOff = z.infer<typeof dropOff>;

export const revenueMonth = z.object({
  month: analyticsMonth,
  /** Dollars paid that month for the course, after discounts, in orders not refunded. */
  revenue: z.number().min(0),
  orders: z.number().int().min(0),
  /** Dollars paid that month in orders refunded since: not counted in `revenue`. */
  refunded: z.number().min(0),
});
export type RevenueMonth = z.infer<typeof revenueMonth>;

export const starCount = z.object({
  stars: z.number().int().min(1).max(5),
  count: z.number().int().min(0),
});
export type StarCount = z.infer<typeof starCount>;

export const handInWait = z.object({
  /** Current hand-ins with no critique from the instructor yet. */
  waiting: z.number().int().min(0),
  medianHours: z.number().min(0).nullable(),
  oldestHours: z.number().min(0).nullable(),
  oldestSince: z.iso.datetime().nullable(),
});
export type HandInWait = z.infer<typeof handInWait>;

export const courseAnalytics = z.object({
  course: z.object({
    _id: objectId,
    name: z.string(),
    students: z.number().int().min(0),
    listed: z.boolean(),
  }),
  months: z.number().int().min(1).max(analyticsMonthsMax),
  enrolments: z.array(enrolmentMonth),
  lessons: z.array(lessonFunnelStep),
  dropOff: dropOff.nullable(),
  revenue: z.array(revenueMonth),
  /** Dollars over the months shown. */
  revenueTotal: z.number().min(0),
  reviews: z.object({
    stars: z.array(starCount).length(5),
    total: z.number().int().min(0),
    average: z.number().min(1).max(5).nullable(),
  }),
  handIns: handInWait,
});
export type CourseAnalytics = z.infer<typeof courseAnalytics>;
