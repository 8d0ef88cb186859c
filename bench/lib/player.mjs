import { collectAssets, launchBrowser } from './bundle.mjs';

const password = 'bench-password-1';
const sandboxCard = '4242424242424242';

async function ok(response, what) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response.json().catch(() => null);
}

/** A new student who bought one course with the sandbox card, signed in on `request`'s cookies. */
async function enrolledStudent(request, baseUrl) {
  const headers = { origin: baseUrl };
  const email = `bench.${Date.now().toString(36)}@player.test`;
  await ok(
    await request.post('/api/auth/sign-up/email', {
      data: { email, password, name: 'Bench Student' },
      headers,
    }),
    'sign-up',
  );
  await ok(
    await request.post('/api/users', { data: { name: 'Bench Student', email }, headers }),
    'user',
  );
  const { token } = await ok(await request.post('/api/jwt', { data: { email }, headers }), 'token');
  const auth = { authorization: `Bearer ${token}` };
  const [course] = await ok(await request.get('/api/courses?limit=1&sort=popular'), 'courses');
  await ok(
    await request.post('/api/addClass', { data: { classI: course._id }, headers: auth }),
    'cart',
  );
  const { url } = await ok(await request.post('/api/order', { headers: auth }), 'order');
  const orderId = new URL(url, baseUrl).searchParams.get('order');
  await ok(
    await request.post(`/api/orders/${orderId}/pay`, {
      data: { cardNumber: sandboxCard },
      headers: auth,
    }),
    'pay',
  );
  const { chapters } = await ok(
    await request.get(`/api/courses/${course._id}/curriculum`),
    'curriculum',
  );
  const lesson = chapters.flatMap((chapter) => chapter.lessons).find((l) => l.kind === 'video');
  return { courseId: course._id, lesson };
}

/**
 * The lesson player at first visit, signed in, empty cache: its JS and CSS on the wire, and the time
 * from navigation start until the lesson's title is on screen (median of `runs` fresh contexts).
 */
export async function measurePlayer(baseUrl, { runs = 3 } = {}) {
  const browser = await launchBrowser();
  try {
    const setup = await browser.newContext({ baseURL: baseUrl });
    const { courseId, lesson } = await enrolledStudent(setup.request, baseUrl);
    const storageState = await setup.storageState();
    await setup.close();

    const path = `/learn/${courseId}/${lesson._id}`;
    const times = [];
    let assets = null;
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        storageState,
        viewport: { width: 1366, height: 900 },
      });
      const page = await context.newPage();
      const stop = collectAssets(page);
      await page.goto(path);
      await page
        .getByRole('heading', { level: 1, name: lesson.title })
        .waitFor({ state: 'visible', timeout: 30_000 });
      times.push(await page.evaluate(() => performance.now()));
      await page.waitForLoadState('networkidle');
      const measured = await stop();
      assets ??= measured;
      await context.close();
    }
    times.sort((a, b) => a - b);
    return { path, assets, firstLessonMs: times[Math.floor(times.length / 2)], times };
  } finally {
    await browser.close();
  }
}
