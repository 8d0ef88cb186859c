import { artistProfile } from '@glossy/contract';
import { beforeAll, expect, it } from 'vitest';
import { adminEnv, bearer, signUp, type SignedIn } from '../support/actors';
import { articleOnly, buyCourse, publishCourse, readThrough } from '../support/classroom';
import { createDrawing } from '../support/drawings';
import { expectError, expectJson } from '../support/http';
import { newInstructor, send, signInAdmin } from '../support/studio';
import { describeEachBackend } from '../support/test-app';

describeEachBackend(
  'artist profile',
  (ctx) => {
    let artist: SignedIn;
    let teacher: SignedIn;
    let publicId: string;
    let privateId: string;
    let courseId: string;

    beforeAll(async () => {
      const admin = await signInAdmin(ctx);
      teacher = await newInstructor(ctx, admin, 'teacher@portfolio.test');
      artist = await signUp(ctx, 'artist@portfolio.test');
      publicId = await createDrawing(ctx, artist, { title: 'Harbour at dusk' });
      privateId = await createDrawing(ctx, artist, { title: 'Secret study' });
      const shared = await send(ctx, artist, 'PATCH', `/api/drawings/${publicId}`, {
        visibility: 'public',
      });
      expect(shared.status).toBe(200);
      const course = await publishCourse(ctx, admin, teacher, [articleOnly('Only')], 'Harbours');
      courseId = course.courseId;
      await buyCourse(ctx, artist, courseId);
      expect((await readThrough(ctx, artist, course.lessonIds[0]!)).status).toBe(200);
      await send(ctx, artist, 'PUT', `/api/updateUser/${artist.userId}`, {
        introValue: 'I paint harbours',
        LocationValue: 'Lisbon',
      });
    });

    const read = async (id: string, who?: SignedIn) =>
      expectJson(
        await ctx.request(`/api/artists/${id}`, { headers: who ? bearer(who) : {} }),
        200,
        artistProfile.strict(),
      );

    it('shows anyone the spec’s fields, the public drawings and the certificates', async () => {
      const profile = await read(artist.userId);
      expect(profile).toMatchObject({
        _id: artist.userId,
        name: artist.name,
        role: 'student',
        intro: 'I paint harbours',
        Location: 'Lisbon',
        courses: [],
      });
      expect(JSON.stringify(profile)).not.toContain(artist.email);
      expect(profile.drawings.map((d) => d._id)).toEqual([publicId]);
      expect(profile.drawings[0]).toMatchObject({ title: 'Harbour at dusk' });
      expect(profile.drawings[0]!.thumbnail).toMatch(/^\/uploads\//);
      expect(profile.certificates).toHaveLength(1);
      expect(profile.certificates[0]).toMatchObject({ courseName: 'Harbours' });
      expect(profile.certificates[0]!.code).toMatch(/^GD-/);
    });

    it('never shows a private drawing, to anyone, the owner included', async () => {
      for (const who of [undefined, artist, teacher]) {
        const profile = await read(artist.userId, who);
        const text = JSON.stringify(profile);
        expect(text).not.toContain(privateId);
        expect(text).not.toContain('Secret study');
      }
      // Made private again, the public one leaves the portfolio too.
      await send(ctx, artist, 'PATCH', `/api/drawings/${publicId}`, { visibility: 'private' });
      expect((await read(artist.userId)).drawings).toEqual([]);
      await send(ctx, artist, 'PATCH', `/api/drawings/${publicId}`, { visibility: 'public' });
    });

    it('lists an instructor’s listed courses', async () => {
      const profile = await read(teacher.userId);
      expect(profile.role).toBe('instructor');
      expect(profile.courses.map((course) => course._id)).toEqual([courseId]);
      expect(profile.courses[0]).toMatchObject({ name: 'Harbours' });
    });

    it('answers 404 for no such artist, 400 for control characters in the id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody', 'x'.repeat(64)]) {
        await expectError(await ctx.request(`/api/artists/${id}`), 404);
      }
      for (const id of ['%00', 'a%1Fb']) {
        await expectError(await ctx.request(`/api/artists/${id}`), 400);
      }
    });
  },
  { env: adminEnv },
);
