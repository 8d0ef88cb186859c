import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { parseLog } from '@glossy/canvas/log';
import {
  insertedAnswer,
  projectCommentInput,
  projectCommentList,
  projectIdParam,
} from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import { AppError } from '../../platform/http/errors';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { projectOf, teachesProject } from './policy';
import { notifyComment } from './project-mail';
import { presentProjectComment } from './project-presenter';
import { projectStore, type ProjectRow } from './project-store';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const tags = ['classroom'];

const listComments = createRoute({
  method: 'get',
  path: '/projects/{id}/comments',
  tags,
  summary: 'A hand-in’s critique: pins on its timeline and their replies, oldest first',
  description: 'Read by the student, it marks what was new as read.',
  request: { params: projectIdParam },
  responses: {
    200: json(projectCommentList, 'Pins and replies'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such hand-in'),
  },
});

const addComment = createRoute({
  method: 'post',
  path: '/projects/{id}/comments',
  tags,
  summary: 'Pins a comment to a moment and a spot of a hand-in’s replay, or replies to one',
  description:
    'A pin: `{text, atMs, x, y, overlay?}`, where `overlay` is a stroke log drawn over the ' +
    'drawing (a correction; the instructor’s and admins’ only). A reply: `{text, replyTo}`.',
  request: { params: projectIdParam, body: jsonBody(projectCommentInput) },
  responses: {
    201: json(insertedAnswer, 'Added'),
    400: errorResponse(
      'Bad input (a moment or spot outside the drawing, an overlay that is not a stroke log)',
    ),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such hand-in, or no such comment to reply to'),
  },
});

const badField = (field: string, message: string) =>
  new AppError(400, message, { [field]: message });

/** An overlay correction: a stroke log of the hand-in's page size, stored gzip-compressed. */
async function checkOverlay(overlay: unknown, row: ProjectRow): Promise<Uint8Array> {
  let log;
  try {
    log = parseLog(overlay);
  } catch (err) {
    throw badField('overlay', `The correction is not a stroke log (${(err as Error).message}).`);
  }
  if (log.width !== row.width || log.height !== row.height) {
    throw badField('overlay', 'The correction must be drawn on the drawing’s own page size.');
  }
  return new Uint8Array(await gzipAsync(JSON.stringify(log)));
}

export function projectCommentRoutes({ db, config, mailer, accounts, notifications }: ModuleDeps) {
  const store = projectStore(db);

  return createApi()
    .openapi(listComments, async (c) => {
      const actor = await requireUser(c.var.caller);
      const row = projectOf(actor, await store.find(c.req.valid('param').id));
      const comments = await store.comments(row.id);
      if (actor.id === row.studentId) await store.markSeen(row.id);
      const present = await Promise.all(
        comments.map(async (comment) =>
          presentProjectComment(
            comment,
            comment.overlay
              ? JSON.parse((await gunzipAsync(comment.overlay)).toString('utf8'))
              : null,
          ),
        ),
      );
      return c.json(present, 200);
    })
    .openapi(addComment, async (c) => {
      const input = c.req.valid('json');
      const actor = await requireUser(c.var.caller);
      const row = projectOf(actor, await store.find(c.req.valid('param').id));
      const fromTeacher = teachesProject(actor, row);
      let pin = { atMs: null as number | null, x: null as number | null, y: null as number | null };
      if (input.replyTo) {
        const parent = await store.findComment(input.replyTo);
        if (!parent || parent.projectId !== row.id)
          throw badField('replyTo', 'No such comment here');
        if (parent.replyTo) throw badField('replyTo', 'Reply to the pin itself');
      } else {
        const { atMs = 0, x = 0, y = 0 } = input;
        if (atMs > row.durationMs + 60_000) {
          throw badField('atMs', 'That moment is past the end of the drawing');
        }
        if (x < 0 || y < 0 || x > row.width || y > row.height) {
          throw badField('x', 'Pin a spot on the drawing');
        }
        pin = { atMs, x, y };
      }
      if (input.overlay !== undefined && !fromTeacher) {
        throw badField('overlay', 'Corrections are drawn by the course’s instructor');
      }
      const overlay = input.overlay === undefined ? null : await checkOverlay(input.overlay, row);
      const insertedId = await store.addComment({
        projectId: row.id,
        authorId: actor.id,
        fromTeacher,
        text: input.text,
        ...pin,
        replyTo: input.replyTo ?? null,
        overlay,
      });
      const recipient =
        actor.id === row.studentId
          ? row.instructorId && (await accounts.findById(row.instructorId))
          : await accounts.findById(row.studentId);
      if (recipient) {
        const toStudent = recipient.id === row.studentId;
        await notifications.tell(
          {
            to: { userId: recipient.id },
            kind: toStudent ? 'critique' : 'hand-in',
            title: toStudent
              ? `${actor.name} critiqued your hand-in`
              : `${actor.name} replied on a hand-in`,
            text: `“${row.lessonTitle}”: ${input.text}`,
            link: `/dashboard/projects/${row.id}`,
          },
          () =>
            notifyComment(mailer, config.publicUrl, recipient, {
              projectId: row.id,
              author: actor.name,
              lesson: row.lessonTitle,
              text: input.text,
            }),
        );
      }
      return c.json({ insertedId }, 201);
    });
}
