import type { Certificate } from '@glossy/contract';

const issued = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

/** 'March 3, 2026', as printed on the certificate. */
export function issuedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : issued.format(date);
}

/** 'certificate-ink-washes-for-beginners-ana-lima.png': a name that says what the file is. */
export function certificateFileName(certificate: Certificate): string {
  const slug = `${certificate.courseName} ${certificate.studentName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `certificate-${slug || 'glossy-drawer'}.png`;
}
