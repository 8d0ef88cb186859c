import {
  courseList,
  courseSorts,
  errorCodes,
  instructor,
  review,
  type Course,
} from '@glossy/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { expectError, expectJson, isSameOriginPath } from '../support/http';
import { describeEachBackend, type TestApp } from '../support/test-app';

async function listCourses(ctx: TestApp, query = '') {
  const res = await ctx.request(`/api/courses${query}`);
  const courses = await expectJson(res, 200, courseList);
  return { courses, total: Number(res.headers.get('x-total-count')), res };
}

const names = (courses: Course[]) => courses.map((c) => c.name);

/** Each neighbour pair satisfies `inOrder`; a list that is merely sorted somehow would fail. */
function expectOrdered(courses: Course[], inOrder: (a: Course, b: Course) => boolean) {
  for (let i = 1; i < courses.length; i += 1) {
    const [a, b] = [courses[i - 1]!, courses[i]!];
    expect(inOrder(a, b), `${a.name} before ${b.name}`).toBe(true);
  }
}

const orderChecks: Record<(typeof courseSorts)[number], (a: Course, b: Course) => boolean> = {
  popular: (a, b) => a.students >= b.students,
  rating: (a, b) => a.rating >= b.rating,
  'price-asc': (a, b) => a.price <= b.price,
  'price-desc': (a, b) => a.price >= b.price,
  // Demo courses share one creation time, so newest falls back to the later course number.
  newest: (a, b) => a.id > b.id,
  name: (a, b) => a.name.toLowerCase() <= b.name.toLowerCase(),
};

describeEachBackend('catalog', (ctx) => {
  it('lists the demo courses in the contract shape, with the total in X-Total-Count', async () => {
    const { courses, total, res } = await listCourses(ctx);
    expect(courses.length).toBeGreaterThanOrEqual(9);
    expect(total).toBe(courses.length);
    expect(new Set(courses.map((c) => c._id)).size).toBe(courses.length);
    expect(res.headers.get('x-total-count')).toBe(String(courses.length));
    // One demo course is free (decision 0031): enrolled in with one click.
    expect(courses.filter((c) => c.price === 0).map((c) => c.name)).toEqual([
      'Lines, ellipses and boxes',
    ]);
    for (const course of courses) {
      expect(course.price).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(Math.round(course.price * 100))).toBe(true);
      expect(course.syllabus.length).toBeGreaterThan(0);
      expect(isSameOriginPath(course.img), course.img).toBe(true);
    }
  });

  it('finds courses by word prefixes: "water land" finds Watercolor Landscapes', async () => {
    const { courses, total } = await listCourses(ctx, '?q=water%20land');
    expect(names(courses)).toEqual(['Watercolor Landscapes']);
    expect(total).toBe(1);
    const byInstructor = await listCourses(ctx, '?q=HANA');
    expect(byInstructor.courses.length).toBeGreaterThan(0);
    expect(byInstructor.courses.every((c) => c.Instructor === 'Hana Sato')).toBe(true);
    const none = await listCourses(ctx, '?q=zzzyqx');
    expect(none.courses).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('treats search text as words, never as query syntax', async () => {
    for (const q of ["water' & !", ':*|&!()', '   ', '水彩 land', "' or 1=1 --"]) {
      const res = await ctx.request(`/api/courses?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      courseList.parse(await res.json());
    }
    const blank = await listCourses(ctx, '?q=%20%20');
    expect(blank.total).toBe((await listCourses(ctx)).total);
  });

  it('filters by level', async () => {
    const all = (await listCourses(ctx)).courses;
    for (const level of ['Beginner', 'Intermediate', 'Advanced'] as const) {
      const { courses, total } = await listCourses(ctx, `?level=${level}`);
      expect(courses.length).toBeGreaterThan(0);
      expect(courses.every((c) => c.Level === level)).toBe(true);
      expect(total).toBe(all.filter((c) => c.Level === level).length);
    }
    await expectError(await ctx.request('/api/courses?level=Expert'), 400, errorCodes.badRequest);
  });

  it('filters by a price range given in dollars, both ends included', async () => {
    const all = (await listCourses(ctx)).courses;
    const { courses } = await listCourses(ctx, '?minPrice=45&maxPrice=59');
    const expected = all.filter((c) => c.price >= 45 && c.price <= 59);
    expect(expected.length).toBeGreaterThan(1);
    expect(names(courses).sort()).toEqual(names(expected).sort());
    expect(courses.some((c) => c.price === 45) && courses.some((c) => c.price === 59)).toBe(true);
    const cheap = await listCourses(ctx, '?maxPrice=30.5');
    expect(cheap.courses.every((c) => c.price <= 30.5)).toBe(true);
    expect(cheap.courses.length).toBe(all.filter((c) => c.price <= 30.5).length);
    const bad = await expectError(await ctx.request('/api/courses?minPrice=-1'), 400);
    expect(Object.keys(bad.error.fields ?? {})).toContain('minPrice');
  });

  it.each(courseSorts)('sort=%s really orders the list', async (sort) => {
    const { courses } = await listCourses(ctx, `?sort=${sort}`);
    expect(courses.length).toBeGreaterThanOrEqual(9);
    expectOrdered(courses, orderChecks[sort]);
  });

  it('pages through the list; the pages add up to the whole list', async () => {
    const whole = await listCourses(ctx, '?sort=price-asc');
    const seen: Course[] = [];
    for (let page = 1; seen.length < whole.total; page += 1) {
      const { courses, total, res } = await listCourses(
        ctx,
        `?sort=price-asc&limit=5&page=${page}`,
      );
      expect(total).toBe(whole.total);
      expect(res.status).toBe(200);
      expect(courses.length).toBe(Math.min(5, whole.total - seen.length));
      seen.push(...courses);
    }
    expect(seen.map((c) => c._id)).toEqual(whole.courses.map((c) => c._id));
    const beyond = await listCourses(ctx, '?limit=5&page=99');
    expect(beyond.courses).toEqual([]);
    expect(beyond.total).toBe(whole.total);
    const filtered = await listCourses(ctx, '?level=Beginner&limit=2');
    expect(filtered.courses.length).toBe(2);
    expect(filtered.total).toBeGreaterThan(2);
    for (const q of ['limit=0', 'limit=101', 'page=0', 'page=1.5', 'sort=cheapest', 'color=red']) {
      await expectError(await ctx.request(`/api/courses?${q}`), 400, errorCodes.badRequest);
    }
  });

  it('answers one course by _id, the same as in the list', async () => {
    const { courses } = await listCourses(ctx);
    const wanted = courses.find((c) => c.name === 'Watercolor Landscapes')!;
    const res = await ctx.request(`/api/courses/${wanted._id}`);
    expect(await expectJson(res, 200, courseList.element)).toEqual(wanted);
  });

  it('answers 404 JSON for an unknown or malformed course id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [
      unknown,
      'not-a-uuid',
      // A serial number no course has (the original client's numeric id of a course that is not).
      '999999',
      'undefined',
      encodeURIComponent("1' or '1'='1"),
    ]) {
      await expectError(await ctx.request(`/api/courses/${id}`), 404, errorCodes.notFound);
    }
  });

  it('lists at least six instructors with the spec fields', async () => {
    const res = await ctx.request('/api/instructors');
    const list = await expectJson(res, 200, z.array(instructor.strict()));
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const person of list) {
      expect(person.name.trim()).not.toBe('');
      expect(person.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(person.student).toBeGreaterThanOrEqual(0);
      expect(isSameOriginPath(person.img), person.img).toBe(true);
    }
    expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
  });

  it('lists at least six student reviews with the spec fields', async () => {
    const res = await ctx.request('/api/reviews');
    const list = await expectJson(res, 200, z.array(review.strict()));
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const item of list) {
      expect(item.review.trim()).not.toBe('');
      expect(item.student_name.trim()).not.toBe('');
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(10);
    }
  });
});
