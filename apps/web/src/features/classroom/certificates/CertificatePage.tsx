import type { Certificate } from '@glossy/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ApiError } from '../../../lib/api';
import { useSiteOrigin } from '../../../lib/site-origin';
import { CertificateActions } from './CertificateActions';
import { CertificateArt } from './CertificateArt';
import { issuedOn } from './certificate-format';
import { certificateSheet } from './certificate-layout';
import { certificateUrl, useCertificate } from '../../../entities/classroom/certificate-queries';

function NotFound() {
  return (
    <div className="container-page section max-w-2xl text-center">
      <title>Certificate not found | Glossy Drawer</title>
      <p className="eyebrow mb-3">Certificate check</p>
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">
        No certificate with this id
      </h1>
      <p className="text-base-content/75 mt-4">
        Check the link you were given: a certificate’s address is copied whole from its page. If it
        is right, the certificate was not issued by Glossy Drawer.
      </p>
      <Link to="/courses" className="btn btn-primary mt-8">
        Browse courses
      </Link>
    </div>
  );
}

function Facts({ certificate }: { certificate: Certificate }) {
  const rows: [string, ReactNode][] = [
    ['Student', certificate.studentName],
    [
      'Course',
      <Link to={`/courses/${certificate.courseId}`} className="link">
        {certificate.courseName}
      </Link>,
    ],
    ['Instructor', certificate.instructor],
    ['Issued', <time dateTime={certificate.issuedAt}>{issuedOn(certificate.issuedAt)}</time>],
    ['Verification code', <code className="font-mono font-semibold">{certificate.code}</code>],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-base-content/70">{term}</dt>
          <dd className="min-w-0 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A certificate withdrawn when its course was refunded: the page says so, and when. */
function RevokedView({ certificate }: { certificate: Certificate & { revokedAt: string } }) {
  return (
    <div className="container-page section max-w-2xl pt-8 sm:pt-10">
      <title>{`Revoked certificate: ${certificate.courseName} | Glossy Drawer`}</title>
      <p className="badge text-base-content bg-error/12 gap-1.5 font-semibold">
        <span aria-hidden="true" className="bg-error h-2 w-2 rounded-full" />
        Revoked
      </p>
      <h1 className="font-display mt-4 text-3xl font-semibold break-words sm:text-4xl">
        This certificate was revoked
      </h1>
      <p className="text-base-content/80 mt-4">
        Revoked on <time dateTime={certificate.revokedAt}>{issuedOn(certificate.revokedAt)}</time>:
        the course was refunded, so it no longer certifies that {certificate.studentName} completed{' '}
        {certificate.courseName}.
      </p>
      <div className="card-art mt-8 p-6">
        <Facts certificate={certificate} />
      </div>
    </div>
  );
}

function CertificateView({ certificate }: { certificate: Certificate }) {
  const layout = certificateSheet(certificate, certificateUrl(useSiteOrigin(), certificate._id));
  return (
    <div className="container-page section pt-8 sm:pt-10">
      <title>{`Certificate: ${certificate.courseName} | Glossy Drawer`}</title>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          <p className="badge text-base-content bg-success/12 gap-1.5 font-semibold">
            <span aria-hidden="true" className="bg-success h-2 w-2 rounded-full" />
            Verified by Glossy Drawer
          </p>
          <h1 className="font-display mt-4 text-3xl font-semibold break-words sm:text-4xl">
            {certificate.studentName} completed {certificate.courseName}
          </h1>
          <div className="mt-8">
            <CertificateArt
              layout={layout}
              label={`Certificate of completion for ${certificate.studentName}: ${certificate.courseName}`}
            />
          </div>
        </div>
        <aside
          aria-label="Verification"
          className="card-art flex flex-col gap-5 p-6 lg:mt-12 lg:self-start"
        >
          <h2 className="text-xl font-semibold">Verification</h2>
          <p className="text-base-content/75 text-sm">
            Glossy Drawer issued this certificate when every lesson of the course was done. Compare
            the code with the one printed on the copy you were shown.
          </p>
          <Facts certificate={certificate} />
          <CertificateActions certificate={certificate} layout={layout} />
        </aside>
      </div>
    </div>
  );
}

/** /certificates/:id: anyone may verify a certificate, print it or download it. */
export default function CertificatePage() {
  const { id = '' } = useParams();
  const query = useCertificate(id);
  if (query.isPending) {
    return (
      <div
        className="container-page section pt-8"
        role="status"
        aria-busy="true"
        aria-label="Loading"
      >
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="rounded-box mt-8 aspect-video w-full max-w-4xl" />
      </div>
    );
  }
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <NotFound />;
    }
    return (
      <div className="container-page section">
        <QueryError error={error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const { revokedAt } = query.data;
  if (revokedAt) return <RevokedView certificate={{ ...query.data, revokedAt }} />;
  return <CertificateView certificate={query.data} />;
}
