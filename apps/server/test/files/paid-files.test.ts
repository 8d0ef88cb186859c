import { uploadAnswer } from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import { adminEnv, bearer, identityHeaders, signUp, type SignedIn } from '../support/actors';
import { buyCourse, publishCourse, type PublishedCourse } from '../support/classroom';
import { createDrawing } from '../support/drawings';
import { expectError, expectJson } from '../support/http';
import {
  addChapter,
  courseForm,
  exerciseLesson,
  newInstructor,
  send,
  signInAdmin,
  submitCourse,
} from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';
import { uploadPicture } from '../support/uploads';

/** An MP4's first bytes (an `ftyp` box) and filler: enough for the upload to recognise it. */
const mp4 = () => {
  const bytes = new Uint8Array(2048).fill(7);
  bytes.set([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  return bytes;
};
const yearLong = 'public, max-age=31536000, immutable';

type Actor = 'student' | 'enrolled' | 'otherInstructor' | 'instructor' | 'admin';
const actors: Actor[] = ['student', 'enrolled', 'otherInstructor', 'instructor', 'admin'];

/**
 * Every way a request can name a picture or a video, from every domain. Each answers the request
 * that names `file` in that place as `who`.
 */
type Naming = (ctx: TestApp, who: SignedIn, file: string) => Promise<Response>;
const publicPlaces: Record<string, { kind: 'picture' | 'video'; name: Naming }> = {
  'POST /api/userPost image': {
    kind: 'picture',
    name: (ctx, who, image) => send(ctx, who, 'POST', '/api/userPost', { status: 'Mine', image }),
  },
  'PUT /api/updateUser photoValue': {
    kind: 'picture',
    name: (ctx, who, photoValue) =>
      send(ctx, who, 'PUT', `/api/updateUser/${who.userId}`, { photoValue }),
  },
  'PUT /api/updateUser bannerValue': {
    kind: 'picture',
    name: (ctx, who, bannerValue) =>
      send(ctx, who, 'PUT', `/api/updateUser/${who.userId}`, { bannerValue }),
  },
  'POST /api/users photo': {
    kind: 'picture',
    name: (ctx, who, photo) =>
      send(ctx, who, 'POST', '/api/users', { name: who.name, email: who.email, photo }),
  },
  'POST /api/auth/update-user image': {
    kind: 'picture',
    name: (ctx, who, image) =>
      ctx.request('/api/auth/update-user', {
        method: 'POST',
        json: { image },
        headers: identityHeaders(ctx, who.cookie),
      }),
  },
  'POST /api/newcourses image': {
    kind: 'picture',
    name: (ctx, who, image) => send(ctx, who, 'POST', '/api/newcourses', courseForm({ image })),
  },
  'POST /api/newcourses videoUrl': {
    kind: 'video',
    name: (ctx, who, videoUrl) =>
      send(ctx, who, 'POST', '/api/newcourses', courseForm({ videoUrl })),
  },
};

describeEachBackend(
  'paid files stay paid, however they are named',
  (ctx: TestApp) => {
    const who = {} as Record<Actor, SignedIn>;
    let course: PublishedCourse;
    const paid = { picture: '', video: '', captions: '', reference: '' };

    const uploadVideo = async (as: SignedIn) => {
      const res = await ctx.request('/api/uploads/videos', {
        method: 'POST',
        body: mp4(),
        headers: { ...bearer(as), 'content-type': 'video/mp4' },
      });
      return (await expectJson(res, 201, uploadAnswer)).url;
    };
    const captions = async (as: SignedIn) => {
      const res = await ctx.request('/api/uploads/captions', {
        method: 'POST',
        body: 'WEBVTT\n\n00:00.000 --> 00:02.000\nSlow strokes.\n',
        headers: { ...bearer(as), 'content-type': 'text/vtt' },
      });
      return (await expectJson(res, 201, uploadAnswer)).url;
    };
    /** A paid file fetched without a signed link: refused, and never kept by a cache. */
    const expectPaid = async (url: string) => {
      const bare = await ctx.request(url);
      await expectError(bare, 403);
      expect(bare.headers.get('cache-control')).toBe('no-store');
    };

    beforeAll(async () => {
      who.admin = await signInAdmin(ctx);
      who.instructor = await newInstructor(ctx, who.admin, 'maya@paid-files.test');
      who.otherInstructor = await newInstructor(ctx, who.admin, 'otto@paid-files.test');
      who.enrolled = await signUp(ctx, 'sam@paid-files.test');
      who.student = await signUp(ctx, 'stan@paid-files.test');
      paid.picture = await uploadPicture(ctx, who.instructor);
      paid.reference = await uploadPicture(ctx, who.instructor, '#884422');
      paid.video = await uploadVideo(who.instructor);
      paid.captions = await captions(who.instructor);
      course = await publishCourse(ctx, who.admin, who.instructor, [
        {
          title: 'Paid article',
          kind: 'article',
          durationSec: 300,
          preview: false,
          article: [{ type: 'image', src: paid.picture, alt: 'A study' }],
        },
        {
          title: 'Paid video',
          kind: 'video',
          durationSec: 120,
          preview: false,
          videoUrl: paid.video,
          captionsUrl: paid.captions,
        },
        {
          title: 'Paid exercise',
          kind: 'exercise',
          demo: exerciseLesson('Paid exercise').demo,
          durationSec: 600,
          preview: false,
          prompt: 'Copy the reference.',
          referenceUrl: paid.reference,
        },
      ]);
      await buyCourse(ctx, who.enrolled, course.courseId);
    });

    it('refuses the three reported ways in, and the file stays paid', async () => {
      const before = await ctx.snapshot();
      const post = await send(ctx, who.enrolled, 'POST', '/api/userPost', {
        status: 'Look what I learned',
        image: paid.picture,
      });
      expect((await expectError(post, 400)).error.fields).toHaveProperty('image');
      const banner = await send(ctx, who.student, 'PUT', `/api/updateUser/${who.student.userId}`, {
        bannerValue: paid.picture,
      });
      expect((await expectError(banner, 400)).error.fields).toHaveProperty('bannerValue');
      const submission = await send(
        ctx,
        who.otherInstructor,
        'POST',
        '/api/newcourses',
        courseForm({ videoUrl: `${paid.video.replace('.mp4', '')}.mp4` }),
      );
      expect((await expectError(submission, 400)).error.fields).toHaveProperty('videoUrl');
      expect(await ctx.snapshot()).toEqual(before);
      for (const url of Object.values(paid)) await expectPaid(url);
    });

    it('refuses a paid lesson’s file in every public place, to every actor, the owner and admins too', async () => {
      const before = await ctx.snapshot();
      for (const [place, { kind, name }] of Object.entries(publicPlaces)) {
        const file = kind === 'video' ? paid.video : paid.picture;
        for (const actor of actors) {
          // Only teachers reach the studio's routes; a student's 403 comes before the file.
          const teacherOnly =
            place.includes('newcourses') && (actor === 'student' || actor === 'enrolled');
          const res = await name(ctx, who[actor], file);
          expect(res.status, `${place} as ${actor}: ${await res.clone().text()}`).toBe(
            teacherOnly ? 403 : 400,
          );
        }
      }
      expect(await ctx.snapshot()).toEqual(before);
      for (const url of Object.values(paid)) await expectPaid(url);
    });

    it('lets a request name only its caller’s own uploads (an admin any), and nothing of another kind', async () => {
      const stans = await uploadPicture(ctx, who.student, '#225588');
      const before = await ctx.snapshot();
      for (const actor of ['enrolled', 'otherInstructor', 'instructor'] as const) {
        for (const [place, { kind, name }] of Object.entries(publicPlaces)) {
          if (kind !== 'picture') continue;
          const teacherOnly = place.includes('newcourses') && actor === 'enrolled';
          const res = await name(ctx, who[actor], stans);
          expect(res.status, `${place} as ${actor}`).toBe(teacherOnly ? 403 : 400);
          if (!teacherOnly) {
            const body = (await res.json()) as { error: { message: string } };
            expect(body.error.message).toMatch(/not one of your uploads/);
          }
        }
      }
      const video = await send(
        ctx,
        who.instructor,
        'POST',
        '/api/newcourses',
        courseForm({ videoUrl: paid.captions }),
      );
      expect((await expectError(video, 400)).error.fields?.videoUrl).toMatch(
        /Upload the video here/,
      );
      expect(await ctx.snapshot()).toEqual(before);
      const own = await send(ctx, who.student, 'POST', '/api/userPost', {
        status: 'Mine',
        image: stans,
      });
      expect(own.status).toBe(201);
      const byAdmin = await send(ctx, who.admin, 'POST', '/api/userPost', {
        status: 'Featured',
        image: stans,
      });
      expect(byAdmin.status).toBe(201);
      // Named by a public place, it can never narrow: cached for good now.
      expect((await ctx.request(stans)).headers.get('cache-control')).toBe(yearLong);
    });

    it('keeps a lesson from naming a file that is already public, and another teacher’s file', async () => {
      const cover = await uploadPicture(ctx, who.instructor, '#aa3377');
      const submissionId = await submitCourse(ctx, who.instructor, { image: cover });
      const chapterId = await addChapter(ctx, who.instructor, submissionId, 'Warm-up');
      const before = await ctx.snapshot();
      const lesson = (referenceUrl: string, as = who.instructor) =>
        send(ctx, as, 'POST', `/api/chapters/${chapterId}/lessons`, {
          title: 'Boxes',
          kind: 'exercise',
          durationSec: 300,
          preview: false,
          prompt: 'Draw ten boxes.',
          referenceUrl,
        });
      const publicOne = await expectError(await lesson(cover), 400);
      expect(publicOne.error.fields?.referenceUrl).toMatch(/already shown publicly/);
      const ottos = await uploadPicture(ctx, who.otherInstructor);
      const afterUpload = await ctx.snapshot();
      expect((await expectError(await lesson(ottos), 400)).error.fields?.referenceUrl).toMatch(
        /not one of your uploads/,
      );
      expect(await ctx.snapshot()).toEqual(afterUpload);
      expect(afterUpload.course_lessons).toEqual(before.course_lessons);
    });

    it('serves a paid file only to whoever the lesson gives a signed link, cached privately', async () => {
      const lesson = await send(ctx, who.enrolled, 'GET', `/api/lessons/${course.lessonIds[1]}`);
      const { videoUrl } = (await lesson.json()) as { videoUrl: string };
      const signed = await ctx.request(videoUrl);
      expect(signed.status).toBe(200);
      expect(signed.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      await expectError(
        await send(ctx, who.student, 'GET', `/api/lessons/${course.lessonIds[1]}`),
        403,
      );
    });

    it('moves a drawing’s pictures to new keys when it is made private', async () => {
      const id = await createDrawing(ctx, who.student);
      const publish = await send(ctx, who.student, 'PATCH', `/api/drawings/${id}`, {
        visibility: 'public',
      });
      expect(publish.status).toBe(200);
      const shown = (await (await ctx.request(`/api/drawings/${id}`)).json()) as {
        picture: string;
        thumbnail: string;
      };
      const open = await ctx.request(shown.picture);
      expect(open.status).toBe(200);
      expect(open.headers.get('cache-control')).toBe('public, no-cache');
      const hide = await send(ctx, who.student, 'PATCH', `/api/drawings/${id}`, {
        visibility: 'private',
      });
      expect(hide.status).toBe(200);
      expect((await ctx.request(shown.picture)).status).toBe(404);
      expect((await ctx.request(shown.thumbnail)).status).toBe(404);
      const mine = (await (await send(ctx, who.student, 'GET', `/api/drawings/${id}`)).json()) as {
        picture: string;
      };
      expect(mine.picture.split('?')[0]).not.toBe(shown.picture);
      await expectError(await ctx.request(mine.picture.split('?')[0]!), 403);
      expect((await ctx.request(mine.picture)).status).toBe(200);
    });
  },
  { env: adminEnv },
);
