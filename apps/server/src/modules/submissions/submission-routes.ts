import {
  insertedAnswer,
  submissionDetail,
  submissionIdParam,
  submissionInput,
  submissionList,
  submissionPatch,
  submissionQuery,
  totalCountHeader,
  type SubmissionPatch,
} from '@glossy/contract';
import { z } from 'zod';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import type { UserRecord } from '../../platform/http/context';
import { AppError, notFound } from '../../platform/http/errors';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { namedFiles, type NamedFile } from '../files/named-files';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { courseChecklist } from './checklist';
import { curriculumStore } from './curriculum-store';
import { notifyInstructor } from './notify';
import { readable, requireAdmin, requireTeacher } from './policy';
import { presentDetail, presentSubmission } from './presenter';
import { reviewService } from './review';
import { submissionsStore, type SubmissionFields } from './store';

const tags = ['submissions'];
const modifiedAnswer = z.object({ modifiedCount: z.number().int() });

const createSubmission = createRoute({
  method: 'post',
  path: '/newcourses',
  tags,
  summary:
    'Adds a course as a draft (instructors and admins); sellerName and postedBy are the caller’s. It goes to review with POST /newcourses/{id}/submit once its checklist passes',
  request: { body: jsonBody(submissionInput) },
  responses: {
    201: json(insertedAnswer, 'Added as a draft'),
    400: errorResponse('Bad input, named per field'),
    401: unauthenticated,
    403: errorResponse('Students cannot submit courses'),
  },
});

const listSubmissions = createRoute({
  method: 'get',
  path: '/newcourses',
  tags,
  summary:
    'The caller’s submissions (for an admin every one sent for review, and their own drafts), pending first; total in X-Total-Count',
  request: { query: submissionQuery },
  responses: {
    200: json(submissionList, 'Submissions'),
    400: errorResponse('Bad query'),
    401: unauthenticated,
    403: denied,
  },
});

const getSubmission = createRoute({
  method: 'get',
  path: '/newcourses/{id}',
  tags,
  summary:
    'One submission with its history, whole curriculum and review checklist (its instructor, or an admin)',
  request: { params: submissionIdParam },
  responses: {
    200: json(submissionDetail, 'The submission'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such submission'),
  },
});

const updateSubmission = createRoute({
  method: 'patch',
  path: '/newcourses/{id}',
  tags,
  summary:
    'An admin approves or denies a course sent for review (or denies a live one), or gives feedback; the instructor edits a course not live (a denied one stays with them until submitted again)',
  request: { params: submissionIdParam, body: jsonBody(submissionPatch) },
  responses: {
    200: json(modifiedAnswer, 'Changed'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such submission'),
    409: errorResponse(
      'A live course cannot be edited, a draft or denied course cannot be approved, or its name is taken in the catalog',
    ),
  },
});

type PatchValue = z.output<typeof submissionPatch>;

export function submissionRoutes({
  db,
  config,
  mailer,
  publicAnswers,
  fileLinks,
  notifications,
}: ModuleDeps) {
  const store = submissionsStore(db);
  const curriculum = curriculumStore(db);
  const review = reviewService(db, publicAnswers);
  const files = namedFiles(db, storageFor(config), config.publicUrl);

  /**
   * The course fields of a body, in the database's units, pictures and videos checked as the
   * caller's own and public (a course's cover and trailer are shown to everyone once it is live).
   */
  async function fieldsOf(
    actor: UserRecord,
    body: Omit<PatchValue, 'status' | 'feedback'>,
  ): Promise<{ fields: SubmissionFields; named: NamedFile[] }> {
    const fields: SubmissionFields = {};
    const named: NamedFile[] = [];
    if (body.courseName !== undefined) fields.courseName = body.courseName;
    if (body.image !== undefined) {
      const image = await files.check(actor, 'image', body.image, 'picture', 'public');
      named.push(image);
      fields.image = image.path;
    }
    if (body.videoUrl !== undefined) {
      const video = await files.checkOptional(actor, 'videoUrl', body.videoUrl, 'video', 'public');
      if (video) named.push(video);
      fields.videoUrl = video?.path ?? null;
    }
    if (body.price !== undefined) fields.priceCents = Math.round(body.price * 100);
    if (body.rating !== undefined) fields.rating = body.rating;
    if (body.description !== undefined) fields.description = body.description;
    if (body.Level !== undefined) fields.level = body.Level;
    return { fields, named };
  }

  const courseFieldsIn = (body: SubmissionPatch) =>
    Object.entries(body).some(
      ([key, value]) => value !== undefined && key !== 'status' && key !== 'feedback',
    );

  async function patch(actor: UserRecord, id: string, body: PatchValue) {
    requireTeacher(actor);
    const row = await store.find(id);
    if (!row) throw notFound('Course submission');
    const owner = row.submittedBy === actor.id;
    const reviewing = body.status !== undefined || body.feedback !== undefined;
    if (reviewing) requireAdmin(actor);
    if (body.status === 'approved' && owner) {
      throw new AppError(403, 'Another admin must approve a course you submitted yourself.');
    }
    const editing = courseFieldsIn(body);
    if (editing && !owner) throw new AppError(403, 'Only the course’s instructor can change it.');
    if (!editing && !reviewing) throw new AppError(403, 'You are not allowed to do that.');
    let modifiedCount = 0;
    if (editing) {
      // Whatever else the body asks for: a status in it does not unfreeze a live course.
      if (row.status === 'approved') {
        throw new AppError(409, 'This course is live. Ask an admin to deny it before you edit it.');
      }
      const { fields, named } = await fieldsOf(actor, body);
      modifiedCount = await store.edit(row, fields, actor);
      await files.claim(named, 'public');
    }
    if (reviewing) {
      const decision = { status: body.status, feedback: body.feedback };
      const reviewed = await review.decide(row.id, decision, actor);
      await notifications.tell(
        {
          to: { userId: reviewed.submittedBy },
          kind: 'course-review',
          title:
            decision.status === 'approved'
              ? `“${reviewed.courseName}” was approved`
              : decision.status === 'denied'
                ? `“${reviewed.courseName}” was denied`
                : `New feedback on “${reviewed.courseName}”`,
          text: decision.feedback || 'No feedback was given.',
          link: `/dashboard/studio/${reviewed.id}`,
        },
        () => notifyInstructor(mailer, config.publicUrl, reviewed, decision),
      );
      modifiedCount = 1;
    }
    return modifiedCount;
  }

  return createApi()
    .openapi(createSubmission, async (c) => {
      const actor = requireTeacher(await requireUser(c.var.caller));
      const body = c.req.valid('json');
      const { fields, named } = await fieldsOf(actor, body);
      const insertedId = await store.create(
        {
          submittedBy: actor.id,
          sellerName: actor.name,
          postedBy: actor.email,
          courseName: body.courseName,
          image: fields.image!,
          videoUrl: fields.videoUrl ?? null,
          priceCents: fields.priceCents!,
          rating: body.rating,
          description: body.description,
          level: body.Level,
        },
        actor,
      );
      await files.claim(named, 'public');
      return c.json({ insertedId }, 201);
    })
    .openapi(listSubmissions, async (c) => {
      const actor = requireTeacher(await requireUser(c.var.caller));
      const query = c.req.valid('query');
      const { rows, total } = await store.list({
        ...query,
        ...(actor.role === 'admin' ? { reviewerId: actor.id } : { ownerId: actor.id }),
      });
      c.header(totalCountHeader, String(total));
      return c.json(rows.map(presentSubmission), 200);
    })
    .openapi(getSubmission, async (c) => {
      const actor = await requireUser(c.var.caller);
      const { id } = c.req.valid('param');
      const row = readable(actor, await store.findListed(id));
      const [history, { chapters, lessons }] = await Promise.all([
        store.history(row.id),
        curriculum.chaptersOf(row.id),
      ]);
      // The studio shows the lessons' own uploads, so they come as signed links like a student's.
      const checklist = courseChecklist(row, chapters, lessons);
      return c.json(presentDetail(row, history, chapters, lessons, checklist, fileLinks.sign), 200);
    })
    .openapi(updateSubmission, async (c) => {
      const actor = await requireUser(c.var.caller);
      const { id } = c.req.valid('param');
      const modifiedCount = await patch(actor, id, c.req.valid('json'));
      return c.json({ modifiedCount }, 200);
    });
}
