import type { Course } from '@glossy/contract';
import type { CertificateRow } from '../classroom/certificate-store';
import { organization, type PageHead } from './page-head';

const issued = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A certificate's public page, as a link preview shows it when the student shares it: who
 * completed which course, with the course's cover; schema.org reads it as a credential.
 */
export function certificateHead(
  row: CertificateRow,
  course: Pick<Course, 'img'> | null,
  publicUrl: string,
): PageHead {
  const path = `/certificates/${row.id}`;
  if (row.revokedAt) {
    return {
      title: `Revoked certificate: ${row.courseName} | Glossy Drawer`,
      description: `This certificate of ${row.courseName} was revoked on ${issued.format(row.revokedAt)}: the course was refunded. Verification code ${row.code}.`,
      path,
      jsonLd: [],
    };
  }
  return {
    title: `${row.studentName} completed ${row.courseName} | Glossy Drawer`,
    description: `Certificate of completion of ${row.courseName}, taught by ${row.instructor}, issued by Glossy Drawer on ${issued.format(row.issuedAt)}. Verification code ${row.code}.`,
    path,
    ...(course && { image: course.img }),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'EducationalOccupationalCredential',
        name: `Certificate of completion: ${row.courseName}`,
        credentialCategory: 'certificate',
        identifier: row.code,
        dateCreated: row.issuedAt.toISOString(),
        url: `${publicUrl}${path}`,
        recognizedBy: organization(publicUrl),
        about: {
          '@type': 'Course',
          name: row.courseName,
          url: `${publicUrl}/detail/${row.courseId}`,
        },
      },
    ],
  };
}
