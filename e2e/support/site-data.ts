import type { APIRequestContext } from '@playwright/test';

/** Only the fields the journeys read; the full shapes live in @glossy/contract. */
export interface CourseData {
  _id: string;
  name: string;
  price: number;
  Level: string;
  Instructor: string;
}
export interface InstructorData {
  name: string;
  course: string;
  email: string;
  student: number;
}
export interface TitledData {
  title: string;
}
export interface FaqData {
  question: string;
  answer: string;
}
export interface ReviewData {
  student_name: string;
}
/** An event, and who hosts it: the site's own ten are hosted by 'Glossy Drawer'. */
export interface EventData extends TitledData {
  host: { name: string };
}
export interface GalleryData {
  image: string;
}

/** What the server holds, read once per worker, so the pages can be checked against it. */
export interface SiteData {
  courses: CourseData[];
  totalCourses: number;
  instructors: InstructorData[];
  blogTopics: TitledData[];
  upcomingEvents: EventData[];
  oldEvents: EventData[];
  faq: FaqData[];
  reviews: ReviewData[];
  gallery: GalleryData[];
}

async function getJson<T>(
  request: APIRequestContext,
  path: string,
): Promise<{ body: T; headers: Record<string, string> }> {
  const response = await request.get(`/api${path}`);
  if (!response.ok()) throw new Error(`GET /api${path} answered ${response.status()}`);
  return { body: (await response.json()) as T, headers: response.headers() };
}

export async function loadSiteData(request: APIRequestContext): Promise<SiteData> {
  const [courses, instructors, blogTopics, upcoming, old, faq, reviews, gallery] =
    await Promise.all([
      getJson<CourseData[]>(request, '/courses?limit=100'),
      getJson<InstructorData[]>(request, '/instructors'),
      getJson<TitledData[]>(request, '/blog-topics'),
      getJson<EventData[]>(request, '/events?when=upcoming'),
      getJson<EventData[]>(request, '/events?when=old'),
      getJson<FaqData[]>(request, '/faq'),
      getJson<ReviewData[]>(request, '/reviews'),
      getJson<GalleryData[]>(request, '/gallery'),
    ]);
  return {
    courses: courses.body,
    totalCourses: Number(courses.headers['x-total-count'] ?? courses.body.length),
    instructors: instructors.body,
    blogTopics: blogTopics.body,
    upcomingEvents: upcoming.body,
    oldEvents: old.body,
    faq: faq.body,
    reviews: reviews.body,
    gallery: gallery.body,
  };
}

export function firstCourse(data: SiteData): CourseData {
  const course = data.courses[0];
  if (!course) throw new Error('GET /api/courses returned no course; the demo content is missing');
  return course;
}
