import type { instructors } from '../../db/schema';
import { organization, type PageHead } from './page-head';

type InstructorRow = typeof instructors.$inferSelect;

/** The instructors page with each instructor as a schema.org Person who teaches on the site. */
export function instructorsHead(
  base: Omit<PageHead, 'path' | 'jsonLd'>,
  rows: InstructorRow[],
  publicUrl: string,
): PageHead {
  return {
    ...base,
    path: '/instructors',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: 'Glossy Drawer instructors',
        itemListElement: rows.map((row, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'Person',
            name: row.name,
            image: `${publicUrl}${row.img}`,
            jobTitle: 'Instructor',
            knowsAbout: row.course,
            worksFor: organization(publicUrl),
          },
        })),
      },
    ],
  };
}
