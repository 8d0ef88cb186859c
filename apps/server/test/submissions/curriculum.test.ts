import { readFileSync } from 'node:fs';
import { submissionDetail, uploadAnswer } from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema';
import { adminEnv, bearer, signUp, type SignedIn } from '../support/actors';
import { expectError, expectJson } from '../support/http';
import {
  addChapter,
  addLesson,
  articleLesson,
  exerciseLesson,
  newInstructor,
  send,
  signInAdmin,
  submitCourse,
  videoLesson,
} from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';

/** The first bytes of an MP4 (an `ftyp` box) followed by filler: enough to be recognised. */
const mp4 = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  for (let i = 24; i < size; i += 1) bytes[i] = i % 251;
  return bytes;
};
const webm = () =>
  new Uint8Array([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    1,
    ...Buffer.from('B\x82\x84webm'),
    0,
    0,
    0,
  ]);

describeEachBackend(
  'curriculum and course videos',
  (ctx: TestApp) => {
    let admin: SignedIn;
    let maya: SignedIn;
    let submissionId: string;

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      maya = await newInstructor(ctx, admin, 'maya@curriculum.test');
      submissionId = await submitCourse(ctx, maya);
    });

    const curriculumOf = async () =>
      (
        await expectJson(
          await send(ctx, admin, 'GET', `/api/newcourses/${submissionId}`),
          200,
          submissionDetail,
        )
      ).curriculum;

    const uploadVideo = (who: SignedIn, body: RequestInit['body'], type = 'video/mp4') =>
      ctx.request('/api/uploads/videos', {
        method: 'POST',
        body,
        headers: { ...bearer(who), 'content-type': type },
      });

    it('keeps chapters and lessons in the order the instructor chooses', async () => {
      const a = await addChapter(ctx, maya, submissionId, 'Lines');
      const b = await addChapter(ctx, maya, submissionId, 'Shapes');
      const c = await addChapter(ctx, maya, submissionId, 'Shading');
      const first = await addLesson(ctx, maya, a, articleLesson('Holding the pen'));
      const second = await addLesson(ctx, maya, a, exerciseLesson('Hatching'));
      const third = await addLesson(ctx, maya, a, videoLesson('Warm-up'));
      expect((await send(ctx, maya, 'PATCH', `/api/chapters/${c}`, { position: 0 })).status).toBe(
        200,
      );
      expect(
        (await send(ctx, maya, 'PATCH', `/api/lessons/${third}`, { position: 0 })).status,
      ).toBe(200);
      await send(ctx, maya, 'PATCH', `/api/chapters/${b}`, {
        title: 'Simple shapes',
        position: 99,
      });
      const chapters = await curriculumOf();
      expect(chapters.map((chapter) => chapter.title)).toEqual([
        'Shading',
        'Lines',
        'Simple shapes',
      ]);
      expect(chapters[1]!.lessons.map((lesson) => lesson._id)).toEqual([third, first, second]);
      expect(chapters[1]!.lessons.map((lesson) => lesson.position)).toEqual([0, 1, 2]);
      const exercise = chapters[1]!.lessons[2]!;
      expect(exercise).toMatchObject({ kind: 'exercise', prompt: expect.any(String) });
      expect(exercise.demo?.ops).toHaveLength(1);

      expect((await send(ctx, maya, 'DELETE', `/api/lessons/${first}`)).status).toBe(200);
      expect((await send(ctx, maya, 'DELETE', `/api/chapters/${c}`)).status).toBe(200);
      expect((await curriculumOf()).map((chapter) => chapter.lessons.length)).toEqual([2, 0]);
      await expectError(await send(ctx, maya, 'DELETE', `/api/lessons/${first}`), 404);
    });

    it('refuses a lesson that lacks what its kind needs, or points outside the site, naming the field', async () => {
      const chapter = await addChapter(ctx, maya, submissionId, 'Checks');
      const before = await ctx.counts();
      const article = articleLesson('A');
      const cases: [unknown, string][] = [
        [{ title: 'No video', kind: 'video' }, 'videoUrl'],
        [{ title: 'Empty', kind: 'article', article: [] }, 'article'],
        [{ title: 'No prompt', kind: 'exercise' }, 'prompt'],
        [{ ...videoLesson('Far'), videoUrl: 'https://tube.example/v.mp4' }, 'videoUrl'],
        [{ ...videoLesson('Missing'), videoUrl: `/uploads/${unknownId}.mp4` }, 'videoUrl'],
        [{ ...videoLesson('Bell\u0007') }, 'title'],
        [{ ...videoLesson('Long'), durationSec: -1 }, 'durationSec'],
        [
          { ...article, article: [{ type: 'image', src: 'https://x.example/a.png', alt: 'x' }] },
          'article.0.src',
        ],
        [
          {
            ...article,
            article: [{ type: 'paragraph', spans: [{ text: 'x', href: 'javascript:alert(1)' }] }],
          },
          'article.0.spans.0.href',
        ],
        [{ ...article, article: [{ type: 'script', text: 'alert(1)' }] }, 'article.0.type'],
        [{ ...exerciseLesson('Bad demo'), demo: { format: 'other' } }, 'demo.format'],
        [
          {
            ...exerciseLesson('Bad op'),
            demo: { ...exerciseLesson('x').demo, ops: [{ t: 'stroke' }] },
          },
          'demo',
        ],
        [{ ...exerciseLesson('Extra'), secret: 1 }, 'secret'],
      ];
      for (const [lesson, field] of cases) {
        const res = await send(ctx, maya, 'POST', `/api/chapters/${chapter}/lessons`, lesson);
        const body = await expectError(res, 400);
        expect(Object.keys(body.error.fields ?? {}), JSON.stringify(lesson)).toContain(field);
      }
      expect(await ctx.counts()).toEqual(before);
      const lesson = await addLesson(ctx, maya, chapter, articleLesson('Becomes a video?'));
      const change = await send(ctx, maya, 'PATCH', `/api/lessons/${lesson}`, { kind: 'video' });
      expect((await expectError(change, 400)).error.fields).toHaveProperty('videoUrl');
      await expectError(
        await send(ctx, maya, 'POST', `/api/chapters/${unknownId}/lessons`, articleLesson('x')),
        404,
      );
      await expectError(
        await send(ctx, maya, 'POST', `/api/newcourses/${unknownId}/chapters`, { title: 'x' }),
        404,
      );
    });

    it('stores an MP4 or WebM recognised by its content, and serves it in byte ranges', async () => {
      const video = mp4(4096);
      const { url } = await expectJson(await uploadVideo(maya, video), 201, uploadAnswer);
      expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.mp4$/);
      const whole = await ctx.request(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(video);
      const part = await ctx.request(url, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 100-199/4096');
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(video.subarray(100, 200));
      const tail = await ctx.request(url, { headers: { range: 'bytes=-10' } });
      expect(new Uint8Array(await tail.arrayBuffer())).toEqual(video.subarray(4086));
      const open = await ctx.request(url, { headers: { range: 'bytes=4000-' } });
      expect(open.headers.get('content-range')).toBe('bytes 4000-4095/4096');
      const outside = await ctx.request(url, { headers: { range: 'bytes=5000-6000' } });
      expect(outside.status).toBe(416);
      expect(outside.headers.get('content-range')).toBe('bytes */4096');

      const named = await expectJson(
        await uploadVideo(maya, webm(), 'video/mp4'),
        201,
        uploadAnswer,
      );
      expect(named.url).toMatch(/\.webm$/);
      const chapter = await addChapter(ctx, maya, submissionId, 'Videos');
      await addLesson(ctx, maya, chapter, videoLesson('Uploaded', url));
    });

    it('measures an uploaded video’s real length from its header, whatever the lesson says', async () => {
      const lengthOf = async (body: Uint8Array, type: string) => {
        const { url } = await expectJson(await uploadVideo(maya, body, type), 201, uploadAnswer);
        const key = url.replace(/^\/uploads\//, '');
        const [row] = await ctx.db.select().from(uploads).where(eq(uploads.key, key));
        return row?.mediaSec;
      };
      const hero = (name: string) =>
        readFileSync(new URL(`../../../web/public/media/hero/${name}`, import.meta.url));
      expect(await lengthOf(hero('hero.mp4'), 'video/mp4')).toBeCloseTo(9, 0);
      expect(await lengthOf(hero('hero.webm'), 'video/webm')).toBeCloseTo(9, 0);
      // A file whose header does not say is kept, its length unknown.
      expect(await lengthOf(mp4(2048), 'video/mp4')).toBeNull();
    });

    it('refuses what is not a video (415), too large (413), empty (400), and students (403)', async () => {
      const student = await signUp(ctx, 'sam@curriculum.test');
      const before = await ctx.counts();
      await expectError(
        await uploadVideo(maya, new TextEncoder().encode('<html>not a video</html>')),
        415,
      );
      await expectError(await uploadVideo(maya, new Uint8Array(0)), 400);
      await expectError(await uploadVideo(maya, mp4(1024 * 1024 + 1)), 413);
      const streamed = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(mp4(64 * 1024));
          for (let i = 0; i < 20; i += 1) controller.enqueue(new Uint8Array(64 * 1024));
          controller.close();
        },
      });
      const res = await ctx.request('/api/uploads/videos', {
        method: 'POST',
        body: streamed,
        headers: { ...bearer(maya), 'content-type': 'video/mp4' },
        duplex: 'half',
      } as RequestInit);
      await expectError(res, 413);
      await expectError(await uploadVideo(student, mp4(100)), 403);
      await expectError(
        await ctx.request('/api/uploads/videos', { method: 'POST', body: mp4(100) }),
        401,
      );
      expect(await ctx.counts()).toEqual(before);
    });
  },
  { env: { ...adminEnv, VIDEO_MAX_MB: '1' } },
);
