import { expect, type Page } from '@playwright/test';
import { firstCourse, type SiteData } from './site-data';

export interface PublicRoute {
  /** The route as the spec's table writes it; also the test title. */
  name: string;
  path: (data: SiteData) => string;
  /** Requests the page makes on purpose that answer 4xx (an unknown course's 404). */
  expectedFailures?: RegExp[];
  /** The spec's texts and parts for this screen. */
  check: (page: Page, data: SiteData) => Promise<void>;
}

const fixed = (path: string) => () => path;
const caseless = (path: string) => new RegExp(`^${path.replace(/[/]/g, '\\/')}$`, 'i');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The hero's heading and its call to draw, with or without the app running. */
export async function expectHomeHero(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pursue Your Passion in Glossy Drawer' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Drawing' })).toHaveAttribute(
    'href',
    '/canvas',
  );
}

async function checkHome(page: Page, data: SiteData) {
  await expectHomeHero(page);
  for (const title of ['Our Best Courses', 'Sketchpad Features', 'Digital Art Gallery', 'Review']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  // Course cards: a details link to a real course and a Select action.
  const detailLinks = page.locator('#main a[href^="/courses/"]');
  await expect(detailLinks.first()).toBeVisible();
  const ids = new Set(data.courses.map((course) => course._id));
  for (const href of await detailLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )) {
    expect(ids, `home card link ${href} names a real course`).toContain(
      href.replace('/courses/', ''),
    );
  }
  await expect(page.getByRole('button', { name: 'Select' }).first()).toBeVisible();
  // Sketchpad features: the spec's brush and shape counts (the page shows what the sketchpad really
  // ships rather than the old fixed figures), and the four platforms.
  const features = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Sketchpad Features' }) });
  for (const text of [/brushes/i, /shapes/i, 'Mac', 'Windows', 'Android', 'iOS']) {
    await expect(features.getByText(text).first()).toBeVisible();
  }
  // The gallery carousel holds the 7 gallery images.
  const gallerySources = await page
    .locator('img[src*="/media/gallery/"]')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(new Set(gallerySources).size, 'distinct gallery images on the home page').toBe(7);
  const firstReview = data.reviews[0];
  if (firstReview) await expect(page.getByText(firstReview.student_name).first()).toBeAttached();
}

async function checkLogin(page: Page) {
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible();
  const password = page.locator('input[type="password"]');
  await expect(password).toHaveCount(1);
  await page.getByRole('button', { name: /show password/i }).click();
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  // The journeys' server has Google configured against the local OpenID Connect provider.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByText(/Don['’]t have an account yet\?/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute(
    'href',
    caseless('/signup'),
  );
}

async function checkSignup(page: Page) {
  for (const label of ['Name', 'Photo URL', 'E-mail']) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.locator('input[type="password"]')).toHaveCount(2);
  await expect(page.getByLabel('Password', { exact: true }).first()).toBeAttached();
  await expect(page.getByLabel('Confirm Password', { exact: true }).first()).toBeAttached();
  const terms = page.getByRole('checkbox', { name: /terms/i });
  await expect(page.locator('a[href="/terms"]').first()).toBeVisible();
  const submit = page.getByRole('button', { name: 'Sign up', exact: true });
  await expect(submit).toBeDisabled();
  await terms.check();
  await expect(submit).toBeEnabled();
  const hrefs = await page
    .locator('#main a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.toLowerCase()));
  expect(hrefs, 'a link to /logIn').toContain('/login');
}

async function checkCourseList(page: Page, data: SiteData) {
  const detailLinks = page.locator('#main a[href^="/detail/"]');
  await expect(detailLinks.first()).toBeVisible();
  const shown = await detailLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  const ids = new Set(data.courses.map((course) => course._id));
  for (const href of shown)
    expect(ids, `course list link ${href} names a real course`).toContain(
      href.replace('/detail/', ''),
    );
  expect(new Set(shown).size, 'courses shown on the list').toBeGreaterThanOrEqual(
    Math.min(data.totalCourses, 6),
  );
  await expect(page.getByRole('button', { name: 'Select' }).first()).toBeVisible();
  const course = data.courses.find((c) => shown.includes(`/detail/${c._id}`));
  if (course) {
    const card = page.locator('#main article, #main li').filter({ hasText: course.name }).first();
    await expect(card).toContainText(course.Instructor);
    await expect(card).toContainText(course.Level);
    await expect(card).toContainText(new RegExp(`\\$\\s?${course.price}`));
  }
}

async function checkCourseDetail(page: Page, data: SiteData) {
  const course = firstCourse(data);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await expect(page.getByText(course.Instructor).first()).toBeVisible();
  await expect(page.getByText(course.Level).first()).toBeVisible();
  await expect(
    page.getByText(new RegExp(`\\$\\s?${course.price}(\\.00)?\\b`)).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /select/i }).first()).toBeVisible();
}

async function checkInstructors(page: Page, data: SiteData) {
  await expect(page.getByRole('heading', { name: 'Our Instructors' })).toBeVisible();
  expect(data.instructors).toHaveLength(6);
  for (const instructor of data.instructors) {
    await expect(page.getByText(instructor.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(instructor.email).first()).toBeVisible();
    await expect(page.getByText(instructor.course).first()).toBeVisible();
    const card = await page
      .getByText(instructor.email)
      .first()
      .evaluate((el) => {
        // The card is the nearest ancestor sized as one: report the chain if none is 384×460.
        const sizes: string[] = [];
        for (
          let node: Element | null = el;
          node && node !== document.body;
          node = node.parentElement
        ) {
          const box = node.getBoundingClientRect();
          sizes.push(`${Math.round(box.width)}×${Math.round(box.height)}`);
          if (Math.abs(box.width - 384) <= 2 && Math.abs(box.height - 460) <= 2)
            return { found: true, sizes };
        }
        return { found: false, sizes };
      });
    expect(
      card.found,
      `a 384×460 card around ${instructor.name}; ancestors: ${card.sizes.join(' ')}`,
    ).toBe(true);
  }
}

async function checkCanvas(page: Page) {
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /download/i }).first()).toBeVisible();
}

async function checkContact(page: Page) {
  await expect(page.getByRole('heading', { name: 'Contact with Us' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /name/i }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /email/i }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /message/i })).toBeVisible();
}

async function checkBlog(page: Page, data: SiteData) {
  await expect(
    page.getByRole('heading', { name: 'Publish your passions, your way' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Your Blog' })).toHaveAttribute(
    'href',
    caseless('/createpost'),
  );
  await expect(page.getByRole('heading', { name: 'All Blogs' })).toBeVisible();
  expect(data.blogTopics).toHaveLength(9);
  for (const topic of data.blogTopics) {
    await expect(page.getByRole('heading', { name: topic.title })).toBeVisible();
  }
}

async function checkCreatePost(page: Page) {
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await expect(page.locator('textarea')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeVisible();
}

async function checkEvents(page: Page, data: SiteData) {
  // The spec's five and five; instructors' events (a demo one, the journeys' own) come beside them.
  const spec = (events: SiteData['upcomingEvents']) =>
    events.filter((event) => event.host.name === 'Glossy Drawer');
  expect(spec(data.upcomingEvents)).toHaveLength(5);
  expect(spec(data.oldEvents)).toHaveLength(5);
  const upcomingTab = page.getByRole('tab', { name: 'Upcoming Events' });
  const oldTab = page.getByRole('tab', { name: 'Old Events' });
  await expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
  for (const event of data.upcomingEvents)
    await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  for (const event of data.oldEvents)
    await expect(page.getByRole('heading', { name: event.title })).toBeHidden();
  await oldTab.click();
  await expect(oldTab).toHaveAttribute('aria-selected', 'true');
  for (const event of data.oldEvents)
    await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  for (const event of data.upcomingEvents)
    await expect(page.getByRole('heading', { name: event.title })).toBeHidden();
}

async function checkFaq(page: Page, data: SiteData) {
  // The spec's five, and the refund policy's.
  expect(data.faq).toHaveLength(6);
  for (const entry of data.faq)
    await expect(page.getByText(entry.question, { exact: true })).toBeVisible();
  // Expandable: a closed question opens on click and closes again.
  const last = data.faq[data.faq.length - 1]!;
  const answer = page.getByText(last.answer);
  const question = page.getByText(last.question, { exact: true });
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
}

const heading = (name: RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

async function checkErrorPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('Sorry, for error!. This Page will be Created soon')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
}

async function checkUnknownCourse(page: Page) {
  await checkErrorPage(page);
  await expect(page.getByText(/404/).first()).toBeVisible();
}

const unknownCourseId = 'no-such-course-0000';
const unknownCourseApi = new RegExp(`/api/courses/${escape(unknownCourseId)}$`);
/** The page itself answers 404 too: the server knows the course does not exist. */
const unknownCoursePage = new RegExp(`/detail/${escape(unknownCourseId)}$`);

/** Every public route of the spec's table, its aliases, our two new pages and an unknown route. */
export const publicRoutes: PublicRoute[] = [
  { name: '/', path: fixed('/'), check: checkHome },
  { name: '/login', path: fixed('/login'), check: checkLogin },
  { name: '/logIn', path: fixed('/logIn'), check: checkLogin },
  { name: '/signup', path: fixed('/signup'), check: checkSignup },
  { name: '/courses', path: fixed('/courses'), check: checkCourseList },
  {
    name: '/courses/{id}',
    path: (data) => `/courses/${firstCourse(data)._id}`,
    check: checkCourseDetail,
  },
  {
    name: '/detail/{id}',
    path: (data) => `/detail/${firstCourse(data)._id}`,
    check: checkCourseDetail,
  },
  { name: '/instructors', path: fixed('/instructors'), check: checkInstructors },
  { name: '/canvas', path: fixed('/canvas'), check: checkCanvas },
  { name: '/contact', path: fixed('/contact'), check: checkContact },
  { name: '/contacts', path: fixed('/contacts'), check: checkContact },
  { name: '/blogpost', path: fixed('/blogpost'), check: checkBlog },
  { name: '/blogPost', path: fixed('/blogPost'), check: checkBlog },
  { name: '/menu', path: fixed('/menu'), check: checkBlog },
  { name: '/createpost', path: fixed('/createpost'), check: checkCreatePost },
  { name: '/CreatePost', path: fixed('/CreatePost'), check: checkCreatePost },
  { name: '/event', path: fixed('/event'), check: checkEvents },
  { name: '/faq', path: fixed('/faq'), check: checkFaq },
  { name: '/terms', path: fixed('/terms'), check: heading(/terms/i) },
  { name: '/privacy', path: fixed('/privacy'), check: heading(/privacy/i) },
  { name: '/allPost', path: fixed('/allPost'), check: heading(/post/i) },
  { name: '/allpost', path: fixed('/allpost'), check: heading(/post/i) },
  {
    name: 'unknown route',
    path: fixed('/no-such-page'),
    // The server answers 404 for a path the app has no route for, and the app shows its error page.
    expectedFailures: [/\/no-such-page$/],
    check: checkErrorPage,
  },
  {
    name: 'unknown course id',
    path: fixed(`/detail/${unknownCourseId}`),
    expectedFailures: [unknownCourseApi, unknownCoursePage],
    check: checkUnknownCourse,
  },
];
