import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { captionsMaxBytes, lessonContent, submissionDetail, uploadAnswer } from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { appSecrets, courseLessons } from '../../src/db/schema';
import { fileLinks } from '../../src/platform/storage/file-links';
import { adminEnv, bearer, signUp, type SignedIn } from '../support/actors';
import { buyCourse, publishCourse, videoOnly, type PublishedCourse } from '../support/classroom';
import { expectError, expectJson } from '../support/http';
import { exerciseLesson, newInstructor, send, signInAdmin } from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';
import { uploadPicture } from '../support/uploads';

const vtt = 'WEBVTT\n\n00:00.000 --> 00:03.000\nStart with a loose stroke.\n';
/** An MP4's first bytes (an `ftyp` box) and filler: enough for the upload to recognise it. */
const mp4 = () => {
  const bytes = new Uint8Array(2048).fill(7);
  bytes.set([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  return bytes;
};

describeEachBackend(
  'lesson files: captions and signed links',
  (ctx: TestApp) => {
    let admin: SignedIn;
    let maya: SignedIn;
    let sam: SignedIn;
    let stranger: SignedIn;
    let course: PublishedCourse;
    const files = { video: '', captions: '', reference: '', picture: '', posted: '', open: '' };

    const upload = async (
      who: SignedIn | null,
      url: string,
      body: NonNullable<RequestInit['body']>,
      type: string,
    ) =>
      ctx.request(url, {
        method: 'POST',
        body,
        headers: { ...(who ? bearer(who) : {}), 'content-type': type },
      });
    const uploaded = async (url: string, body: NonNullable<RequestInit['body']>, type: string) =>
      (await expectJson(await upload(maya, url, body, type), 201, uploadAnswer)).url;
    const picture = () => uploadPicture(ctx, maya, '#c63');
    const storedFiles = async () =>
      readdir(path.join(ctx.config.dataDir, 'uploads')).catch(() => []);

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      maya = await newInstructor(ctx, admin, 'maya@files.test');
      sam = await signUp(ctx, 'sam@files.test');
      stranger = await signUp(ctx, 'stranger@files.test');
      files.video = await uploaded('/api/uploads/videos', mp4(), 'video/mp4');
      files.open = await uploaded('/api/uploads/videos', mp4(), 'video/mp4');
      files.captions = await uploaded('/api/uploads/captions', vtt, 'text/vtt');
      files.reference = await picture();
      files.picture = await picture();
      files.posted = await picture();
      course = await publishCourse(ctx, admin, maya, [
        videoOnly('Paid video', 300, { videoUrl: files.video, captionsUrl: files.captions }),
        {
          title: 'Paid exercise',
          kind: 'exercise',
          demo: exerciseLesson('Paid exercise').demo,
          prompt: 'Copy the reference in ten minutes.',
          referenceUrl: files.reference,
        },
        {
          title: 'Paid article',
          kind: 'article',
          article: [
            { type: 'image', src: files.picture, alt: 'A study' },
            { type: 'image', src: files.posted, alt: 'Also on the feed' },
          ],
        },
        videoOnly('Free video', 300, { videoUrl: files.open, preview: true }),
      ]);
      await buyCourse(ctx, sam, course.courseId);
      // Naming a paid lesson's picture from a public place does not open it, even for its owner.
      const post = await send(ctx, maya, 'POST', '/api/userPost', {
        status: 'Study',
        image: files.posted,
      });
      const refused = await expectError(post, 400);
      expect(refused.error.fields?.image).toMatch(/belongs to a course lesson/);
    });

    const lesson = async (index: number, who: SignedIn = sam) =>
      expectJson(
        await send(ctx, who, 'GET', `/api/lessons/${course.lessonIds[index]}`),
        200,
        lessonContent,
      );

    it('stores WebVTT captions from instructors and serves them as text/vtt', async () => {
      const withBom = await uploaded('/api/uploads/captions', `\uFEFF${vtt}`, 'text/vtt');
      expect(withBom).toMatch(/^\/uploads\/[0-9a-f-]{36}\.vtt$/);
      const served = await ctx.request(withBom);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      expect(Buffer.from(await served.arrayBuffer()).toString('utf8')).toBe(`\uFEFF${vtt}`);
    });

    it('refuses what is not captions, too large, from students or anonymous, storing nothing', async () => {
      const before = { rows: await ctx.counts(), files: await storedFiles() };
      const captions = (who: SignedIn | null, body: NonNullable<RequestInit['body']>) =>
        upload(who, '/api/uploads/captions', body, 'text/vtt');
      for (const body of [
        'WEBVTTX\n',
        '<html><script>alert(1)</script></html>',
        new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]),
        'WEBVTT\n\n00:00.000 --> 00:01.000\nnull\u0000byte\n',
        mp4(),
      ]) {
        await expectError(await captions(maya, body), 415);
      }
      await expectError(await captions(maya, ''), 400);
      await expectError(await captions(maya, `${vtt}${'a'.repeat(captionsMaxBytes)}`), 413);
      await expectError(await captions(maya, `${vtt}${'a'.repeat(2 * 1024 * 1024)}`), 413);
      await expectError(await captions(sam, vtt), 403);
      await expectError(await captions(null, vtt), 401);
      expect({ rows: await ctx.counts(), files: await storedFiles() }).toEqual(before);
    });

    it('gives a paid lesson’s files only to a signed link, which GET /api/lessons/{id} makes', async () => {
      const video = await lesson(0);
      const signed = /^\/uploads\/[0-9a-f-]{36}\.(mp4|vtt|webp)\?exp=\d+&sig=[\w-]+$/;
      const paid = [
        video.videoUrl!,
        video.captionsUrl!,
        (await lesson(1)).referenceUrl!,
        ((await lesson(2)).article![0] as { src: string }).src,
      ];
      for (const link of paid) {
        expect(link).toMatch(signed);
        const res = await ctx.request(link);
        expect(res.status, link).toBe(200);
        const maxAge = Number(
          res.headers.get('cache-control')?.match(/^private, max-age=(\d+)$/)?.[1],
        );
        expect(maxAge).toBeGreaterThan(6 * 3600 - 60);
        expect(maxAge).toBeLessThanOrEqual(7 * 3600);
        const bare = await ctx.request(link.split('?')[0]!);
        await expectError(bare, 403, 'forbidden');
        expect(bare.headers.get('cache-control')).toBe('no-store');
      }
      const part = await ctx.request(video.videoUrl!, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
    });

    it('refuses a tampered or expired link', async () => {
      const link = (await lesson(0)).videoUrl!;
      const [bare, query] = link.split('?') as [string, string];
      const params = new URLSearchParams(query);
      const sig = params.get('sig')!;
      const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
      const later = String(Number(params.get('exp')) + 3600);
      for (const url of [
        `${bare}?exp=${params.get('exp')}&sig=${flipped}`,
        `${bare}?exp=${later}&sig=${sig}`,
        `${bare}?exp=${params.get('exp')}`,
        `${bare}?exp=%00&sig=${sig}`,
      ]) {
        await expectError(await ctx.request(url), 403);
      }
      const [secret] = await ctx.db
        .select()
        .from(appSecrets)
        .where(eq(appSecrets.name, 'file-links'));
      const yesterday = fileLinks(secret!.value, () => Date.now() - 24 * 3600 * 1000);
      const expired = yesterday.sign(bare);
      expect(expired).toMatch(/\?exp=\d+&sig=/);
      await expectError(await ctx.request(expired), 403);
      // The same secret now makes a link that works: only the time was wrong.
      expect((await ctx.request(fileLinks(secret!.value).sign(bare))).status).toBe(200);
    });

    it('leaves open what a preview lesson shows, never cached for good, and keeps the rest paid', async () => {
      const free = await lesson(3, stranger);
      expect(free.videoUrl).toMatch(/\?exp=/);
      const bare = await ctx.request(free.videoUrl!.split('?')[0]!);
      expect(bare.status).toBe(200);
      expect(bare.headers.get('cache-control')).toBe('public, no-cache');
      await expectError(await ctx.request(files.posted), 403);
    });

    it('shows the instructor signed links in the studio, and keeps the plain path when they are sent back', async () => {
      const detail = await expectJson(
        await send(ctx, maya, 'GET', `/api/newcourses/${course.submissionId}`),
        200,
        submissionDetail,
      );
      const [paid, , article] = detail.curriculum[0]!.lessons;
      expect((await ctx.request(paid!.videoUrl!)).status).toBe(200);
      const saved = await send(ctx, maya, 'PATCH', `/api/lessons/${paid!._id}`, {
        videoUrl: paid!.videoUrl,
        captionsUrl: paid!.captionsUrl,
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const resent = await send(ctx, maya, 'PATCH', `/api/lessons/${article!._id}`, {
        article: article!.article,
      });
      expect(resent.status, await resent.clone().text()).toBe(200);
      const rows = await ctx.db
        .select()
        .from(courseLessons)
        .where(eq(courseLessons.chapterId, course.chapterId));
      const stored = rows.flatMap((row) => [
        row.videoUrl,
        row.captionsUrl,
        ...(row.article ?? []).map((block) => (block.type === 'image' ? block.src : null)),
      ]);
      expect(stored).toContain(files.video);
      expect(stored).toContain(files.captions);
      expect(stored).toContain(files.picture);
      expect(stored.filter((url) => url?.includes('?'))).toEqual([]);
    });
  },
  { env: adminEnv },
);
