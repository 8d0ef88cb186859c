import type { Project, ProjectComment, Role } from '@glossy/contract';
import { stubServer, type Reply } from '../dashboard/render';
import { replayLog } from '../drawing/replay-fixture';

export const projectId = 'p0000000000000000000001';
export const logPath = `/api/projects/${projectId}/log`;

export const student = { _id: 'u-student', name: 'Ada Lovelace', photo: null };
export const teacher = { _id: 'u-teacher', name: 'Maya Okafor', photo: null };

/** A hand-in of the replay fixture's drawing (300 × 150, five marks). */
export const aProject = (overrides: Partial<Project> = {}): Project => ({
  _id: projectId,
  lessonId: 'l3',
  lessonTitle: 'Draw a pear',
  courseId: 'course-1',
  courseName: 'Still Life Basics',
  student,
  drawingId: 'd0000000000000000000001',
  title: 'Harbour at dusk',
  width: 300,
  height: 150,
  durationMs: 36_520,
  strokes: 3,
  thumbnail: `/uploads/projects/${projectId}-thumb.webp`,
  picture: `/uploads/projects/${projectId}.png`,
  log: `${logPath}?v=1`,
  handedInAt: '2026-03-02T10:00:00.000Z',
  earlier: 0,
  critiques: 2,
  comments: 3,
  unread: 0,
  teaching: true,
  ...overrides,
});

/** A correction: one short red stroke, in the engine's log format. */
export const overlayLog = {
  ...replayLog,
  undos: undefined,
  ops: [
    {
      t: 'stroke',
      layer: 'layer-1',
      brush: 'pen',
      color: '#e11d48',
      size: 6,
      opacity: 1,
      stabilizer: 0,
      pressure: 'simulate',
      seed: 1,
      points: [10, 10, 0.5, 0, 0, 0, 60, 40, 0.5, 0, 0, 100, 120, 60, 0.5, 0, 0, 200],
    },
  ],
};

export const aComment = (n: number, overrides: Partial<ProjectComment> = {}): ProjectComment => ({
  _id: `c${n}`,
  projectId,
  author: teacher,
  fromTeacher: true,
  text: `Comment ${n}`,
  atMs: null,
  x: null,
  y: null,
  replyTo: null,
  overlay: null,
  date: `2026-03-0${n + 2}T10:00:00.000Z`,
  ...overrides,
});

/** Written in this order (oldest first, as the server sends them); the pins are not in time order. */
export const comments: ProjectComment[] = [
  aComment(1, {
    text: 'The roof line tilts to the left here, so the whole harbour leans',
    atMs: 20_000,
    x: 60,
    y: 30,
    overlay: overlayLog,
  }),
  aComment(2, {
    text: 'Lovely first stroke.',
    atMs: 6_000,
    x: 240,
    y: 120,
  }),
  aComment(3, {
    author: student,
    fromTeacher: false,
    text: 'Should I redraw it?',
    replyTo: 'c1',
  }),
];

export interface CritiqueServer {
  role?: Role;
  /** The hand-in; the role's by default (critiqued by an instructor or admin, a student's own). */
  project?: Project;
  list?: Project[];
  comments?: ProjectComment[];
  log?: unknown;
  /** Answers GET /api/projects/{id} instead of the project (a 403, a 404). */
  projectReply?: Reply;
}

/** The projects calls as the server answers them; posted comments join the thread. */
export function stubCritiqueServer({
  role = 'instructor',
  project = aProject({ teaching: role !== 'student' }),
  list = [project],
  comments: thread = comments,
  log = replayLog,
  projectReply = { body: project },
}: CritiqueServer = {}) {
  const posted = [...thread];
  return stubServer(role, (url, init): Reply | undefined => {
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (method === 'GET' && path === '/api/projects') {
      const courseId = url.searchParams.get('courseId');
      return { body: courseId ? list.filter((p) => p.courseId === courseId) : list };
    }
    if (method === 'GET' && path === `/api/projects/${project._id}`) return projectReply;
    if (method === 'GET' && path === logPath) return { body: log };
    if (path === `/api/projects/${project._id}/comments`) {
      if (method === 'GET') return { body: posted };
      const body = JSON.parse(String(init.body)) as Partial<ProjectComment>;
      const _id = `c${posted.length + 1}`;
      posted.push(
        aComment(posted.length + 1, {
          _id,
          fromTeacher: project.teaching,
          author: project.teaching ? teacher : project.student,
          atMs: body.atMs ?? null,
          x: body.x ?? null,
          y: body.y ?? null,
          replyTo: body.replyTo ?? null,
          overlay: body.overlay ?? null,
          text: body.text ?? '',
        }),
      );
      return { status: 201, body: { insertedId: _id } };
    }
    return undefined;
  });
}
