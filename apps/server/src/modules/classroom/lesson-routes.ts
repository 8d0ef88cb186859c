import {
  courseIdParam,
  courseProgress,
  lessonContent,
  lessonIdParam,
  progressAnswer,
  progressInput,
} from '@glossy/contract';
import { createApi, createOpenRoute, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { videoLengths } from '../files/video-lengths';
import { certificateStore } from './certificate-store';
import { readSeconds, type LessonDemand } from './completion';
import { lessonStore, type FoundLesson } from './lesson-store';
import { enrolledCourse, enrolledLesson, openLesson } from './policy';
import { presentLessonContent } from './presenter';
import { progressStore } from './progress-store';

const tags = ['classroom'];

const getLesson = createOpenRoute({
  method: 'get',
  path: '/lessons/{id}',
  tags,
  summary:
    'A whole lesson with the caller’s progress: for its course’s students, its instructor and admins; a preview lesson of a listed course for anyone. Uploaded files come as signed links that expire after some hours',
  request: { params: lessonIdParam },
  responses: {
    200: json(lessonContent, 'The lesson'),
    401: errorResponse('Not a preview, and the caller is not signed in'),
    403: errorResponse('Not enrolled in the course'),
    404: errorResponse('No such lesson, or its course is not published'),
  },
});

const saveProgress = createRoute({
  method: 'post',
  path: '/lessons/{id}/progress',
  tags,
  summary:
    'Saves the student’s place in a lesson. Whether it is done is the server’s judgement: a video once the player’s reports over time add up to 90% of its real length (it finishes itself), an article once long enough has passed since its first report (the page sends one on opening) and the student marks it, an exercise once a drawing is handed in; completed:true before then is a 409 that says what is left, completed:false un-marks it. Finishing the last lesson issues the certificate',
  request: { params: lessonIdParam, body: jsonBody(progressInput) },
  responses: {
    200: json(progressAnswer, 'Saved'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: errorResponse('Not enrolled in the course'),
    404: errorResponse('No such lesson, or its course is not published'),
    409: errorResponse('Marked done before the lesson is: the message says what is left'),
    429: errorResponse('Too many saves'),
  },
});

const getCourseProgress = createRoute({
  method: 'get',
  path: '/courses/{id}/progress',
  tags,
  summary: 'The student’s lessons done in a course, its percent, the last lesson and certificate',
  request: { params: courseIdParam },
  responses: {
    200: json(courseProgress, 'Progress'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such course'),
  },
});

export function lessonRoutes({ db, fileLinks }: ModuleDeps) {
  const lessons = lessonStore(db);
  const progress = progressStore(db);
  const certificates = certificateStore(db);
  const lengths = videoLengths(db);

  /** What the lesson asks before it counts as done (completion.ts). */
  async function demandOf({ lesson }: FoundLesson, studentId: string): Promise<LessonDemand> {
    if (lesson.kind === 'video') {
      const measured = await lengths.of(lesson.videoUrl);
      return { kind: 'video', lengthSec: measured ?? (lesson.durationSec || null) };
    }
    if (lesson.kind === 'article') return { kind: 'article', readSec: readSeconds(lesson.article) };
    if (lesson.kind === 'drill') {
      return { kind: 'drill', passed: await progress.passedDrill(studentId, lesson.id) };
    }
    return { kind: 'exercise', handedIn: await progress.handedIn(studentId, lesson.id) };
  }

  return createApi()
    .openapi(getLesson, async (c) => {
      const { id } = c.req.valid('param');
      const lesson = await openLesson(c.var.caller, (viewerId) => lessons.findLesson(id, viewerId));
      return c.json(presentLessonContent(lesson, fileLinks.sign), 200);
    })
    .openapi(saveProgress, async (c) => {
      const actor = await requireUser(c.var.caller);
      const found = enrolledLesson(await lessons.findLesson(c.req.valid('param').id, actor.id));
      const { lesson, course } = found;
      const answer = await progress.record({
        userId: actor.id,
        lessonId: lesson.id,
        courseId: course.id,
        report: c.req.valid('json'),
        demand: await demandOf(found, actor.id),
        certificate: {
          studentName: actor.name,
          courseName: course.name,
          instructor: course.instructor,
        },
      });
      return c.json(answer, 200);
    })
    .openapi(getCourseProgress, async (c) => {
      const actor = await requireUser(c.var.caller);
      const course = enrolledCourse(
        await lessons.findCourse(c.req.valid('param').id, actor.id),
        'Only the course’s students have progress in it.',
      );
      const [done, certificateId] = await Promise.all([
        progress.ofCourse(actor.id, course.id),
        certificates.idFor(actor.id, course.id),
      ]);
      return c.json({ ...done, certificateId }, 200);
    });
}
