// The demo student the slow-phone bench signs in as (issue 33): their lesson and their cart are
// what a signed-in phone user taps. Signed in over HTTP as the web app does it, so the session
// cookie is the real one.

const demoStudentEmail = 'student@glossydrawer.local';
// The bench server takes DEMO_PASSWORD from this environment, else the README's default.
const demoPassword = () => process.env.DEMO_PASSWORD ?? 'draw-with-us-1';

/**
 * The demo student's session: its Cookie header for Lighthouse and fetch, and the same cookies
 * for a Playwright context. The API answers a cookie-borne write only with the site's Origin.
 */
export async function signInDemoStudent(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoStudentEmail, password: demoPassword() }),
  });
  if (response.status !== 200) {
    throw new Error(`demo student sign-in answered ${response.status}: ${await response.text()}`);
  }
  const pairs = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (pairs.length === 0) throw new Error('demo student sign-in set no cookie');
  return {
    baseUrl,
    email: demoStudentEmail,
    cookie: pairs.join('; '),
    playwrightCookies: pairs.map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  };
}

async function getJson(session, path) {
  const response = await fetch(`${session.baseUrl}${path}`, {
    headers: { cookie: session.cookie },
  });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/**
 * The lesson the demo student comes back to: /learn/{course} resumes the last one opened (in the
 * seed a video part-watched, with lessons either side), and the bench opens it by its own path so
 * that Lighthouse measures the lesson and not a redirect. The course is the one under way.
 */
export async function demoLessonPath(session) {
  const owned = await getJson(session, '/api/enrollments');
  if (owned.length === 0) throw new Error('the demo student owns no course: is SEED_DEMO off?');
  let chosen;
  for (const course of owned) {
    const id = encodeURIComponent(course._id);
    const { lastLessonId } = await getJson(session, `/api/courses/${id}/progress`);
    chosen ??= { course, lastLessonId };
    if (lastLessonId) {
      chosen = { course, lastLessonId };
      break;
    }
  }
  const { course, lastLessonId } = chosen;
  const { chapters } = await getJson(
    session,
    `/api/courses/${encodeURIComponent(course._id)}/curriculum`,
  );
  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  const lesson =
    lessons.find((l) => l._id === lastLessonId && l.kind === 'video') ??
    lessons.find((l) => l.kind === 'video');
  if (!lesson) throw new Error(`${course.name} has no video lesson`);
  return `/learn/${course._id}/${lesson._id}`;
}

/** Takes out what a measured Select put in the cart, so every run taps the same card. */
export async function removeFromCart(session, courseName) {
  const items = await getJson(session, `/api/addClass/${encodeURIComponent(session.email)}`);
  for (const item of items.filter((i) => i.name === courseName)) {
    const response = await fetch(
      `${session.baseUrl}/api/addClass/${encodeURIComponent(item._id)}`,
      { method: 'DELETE', headers: { cookie: session.cookie, origin: session.baseUrl } },
    );
    if (response.status !== 200) throw new Error(`emptying the cart answered ${response.status}`);
  }
}
