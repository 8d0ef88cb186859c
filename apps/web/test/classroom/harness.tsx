import type {
  CourseProgress,
  Curriculum,
  LessonContent,
  ProgressAnswer,
  ProgressInput,
  Role,
} from '@glossy/contract';
import { Outlet } from 'react-router';
import LearnLayout from '../../src/features/classroom/LearnLayout';
import LessonPage from '../../src/features/classroom/LessonPage';
import ResumeLessonPage from '../../src/features/classroom/ResumeLessonPage';
import { aCourse } from '../catalog/harness';
import { stubServer, type Reply } from '../dashboard/render';
import { LocationProbe, renderRoutes } from '../support/app';

export { callsTo, signedIn } from '../dashboard/render';

export const courseId = 'course-1';
export const course = aCourse({
  _id: courseId,
  name: 'Still Life Basics',
  Instructor: 'Maya Okafor',
});

export const curriculum: Curriculum = {
  chapters: [
    {
      _id: 'ch1',
      title: 'Seeing shapes',
      lessons: [
        {
          _id: 'l1',
          title: 'Welcome to the course',
          kind: 'video',
          durationSec: 300,
          preview: true,
        },
        { _id: 'l2', title: 'Reading light', kind: 'article', durationSec: 420, preview: false },
      ],
    },
    {
      _id: 'ch2',
      title: 'Drawing from life',
      lessons: [
        { _id: 'l3', title: 'Draw a pear', kind: 'exercise', durationSec: 900, preview: false },
      ],
    },
  ],
};

export const someProgress: CourseProgress = {
  completedLessonIds: ['l1'],
  percent: 33,
  lastLessonId: 'l2',
  certificateId: null,
};

/** A lesson as GET /api/lessons/{id} answers it to an enrolled student. */
export function aLesson(overrides: Partial<LessonContent> = {}): LessonContent {
  return {
    _id: 'l2',
    chapterId: 'ch1',
    position: 1,
    title: 'Reading light',
    kind: 'article',
    durationSec: 420,
    preview: false,
    videoUrl: null,
    captionsUrl: null,
    article: [
      { type: 'heading', text: 'Where the light falls' },
      { type: 'paragraph', spans: [{ text: 'Squint to see the big shapes of light and shadow.' }] },
    ],
    prompt: null,
    referenceUrl: null,
    demo: null,
    drill: null,
    courseId,
    courseName: course.name,
    chapterTitle: 'Seeing shapes',
    progress: { completed: false, positionSec: 0 },
    ...overrides,
  };
}

export const videoLesson = (overrides: Partial<LessonContent> = {}) =>
  aLesson({
    _id: 'l1',
    position: 0,
    title: 'Welcome to the course',
    kind: 'video',
    durationSec: 300,
    preview: true,
    videoUrl: '/uploads/welcome.mp4',
    captionsUrl: '/uploads/welcome.vtt',
    article: null,
    ...overrides,
  });

export const exerciseLesson = (overrides: Partial<LessonContent> = {}) =>
  aLesson({
    _id: 'l3',
    chapterId: 'ch2',
    position: 0,
    title: 'Draw a pear',
    kind: 'exercise',
    durationSec: 900,
    article: null,
    prompt: 'Draw the pear in three values: light, half-tone and shadow.',
    referenceUrl: '/media/lessons/still-life.webp',
    chapterTitle: 'Drawing from life',
    ...overrides,
  });

export interface ClassroomServer {
  lessons?: Record<string, LessonContent | Reply>;
  progress?: CourseProgress | Reply;
  /** Answers POST /api/lessons/{id}/progress. */
  onProgress?: (lessonId: string, body: ProgressInput) => ProgressAnswer;
  role?: Role;
  /** A visitor: the identity server knows nobody. */
  signedOut?: boolean;
}

const isReply = (value: object): value is Reply => 'status' in value || 'body' in value;

/** The classroom calls as the server answers them, signed in (a student unless told). */
export function stubClassroom({
  lessons = {},
  progress = someProgress,
  // A report of a place only (an article's opening, a video's position) finishes nothing.
  onProgress = (_id, body) => ({
    completed: body.completed ?? false,
    percent: body.completed ? 66 : someProgress.percent,
    certificateId: null,
  }),
  role = 'student',
  signedOut = false,
}: ClassroomServer = {}) {
  return stubServer(role, (url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (signedOut && path === '/api/auth/get-session') return { body: null };
    if (path === `/api/courses/${courseId}`) return { body: course };
    if (path === `/api/courses/${courseId}/curriculum`) return { body: curriculum };
    if (path === `/api/courses/${courseId}/progress`) {
      return isReply(progress) ? progress : { body: progress };
    }
    // An exercise's hand-ins, and the dashboard's count of them: none unless a test says so.
    if (path === '/api/projects' && method === 'GET') return { body: [] };
    const lesson = path.match(/^\/api\/lessons\/([^/]+)(\/[a-z]+)?$/);
    if (!lesson) return undefined;
    const [, id = '', tail] = lesson;
    if (tail === '/questions') return { body: [] };
    if (tail === '/progress' && method === 'POST') {
      return { body: onProgress(id, JSON.parse(String(init.body)) as ProgressInput) };
    }
    const found = lessons[id];
    if (!found)
      return { status: 404, body: { error: { code: 'not_found', message: 'No lesson' } } };
    return isReply(found) ? found : { body: found };
  });
}

/** The player's routes as the app wires them, signed in, with the location probe. */
export function renderPlayer(url: string) {
  // The router's scroll restoration calls it; jsdom only reports that it has none.
  window.scrollTo = () => undefined;
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          {
            path: '/learn/:courseId',
            element: <LearnLayout />,
            children: [
              { index: true, element: <ResumeLessonPage /> },
              { path: ':lessonId', element: <LessonPage /> },
            ],
          },
          { path: '*', element: null },
        ],
      },
    ],
    { url, withSession: true },
  );
}
