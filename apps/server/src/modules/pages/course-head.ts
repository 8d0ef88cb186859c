import type { courses } from '../../db/schema';
import { organization, summary, type PageHead } from './page-head';

type CourseRow = typeof courses.$inferSelect;

/** "PT2H59M": the syllabus's total time, as schema.org writes a duration. */
function workload(syllabus: CourseRow['syllabus']): string {
  const minutes = syllabus.reduce((sum, lesson) => sum + lesson.minutes, 0);
  return `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;
}

/**
 * A course's detail page as a shared link shows it (name, description, cover) and as a search
 * engine reads it: a schema.org Course with its provider, instructor, offer and, once students
 * have reviewed it, its rating; and the breadcrumb back to the catalog.
 */
export function courseHead(
  course: CourseRow,
  reviewCount: number,
  path: string,
  publicUrl: string,
): PageHead {
  const url = `${publicUrl}${path}`;
  const description = summary(course.details);
  return {
    title: `${course.name} | Glossy Drawer`,
    description,
    path,
    image: course.img,
    // The detail page opens with the cover, at full width.
    preloadImage: course.img,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.name,
        description: summary(course.details, 500),
        url,
        image: `${publicUrl}${course.img}`,
        provider: organization(publicUrl),
        instructor: { '@type': 'Person', name: course.instructor },
        educationalLevel: course.level,
        inLanguage: 'en',
        offers: {
          '@type': 'Offer',
          category: 'Paid',
          price: (course.priceCents / 100).toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url,
        },
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: 'Online',
          courseWorkload: workload(course.syllabus),
        },
        ...(reviewCount > 0 && {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: course.rating,
            ratingCount: reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Courses', item: `${publicUrl}/courses` },
          { '@type': 'ListItem', position: 2, name: course.name, item: url },
        ],
      },
    ],
  };
}
