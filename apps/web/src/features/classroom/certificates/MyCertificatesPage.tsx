import type { Certificate } from '@glossy/contract';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { EmptyState } from '../../../components/ui/EmptyState';
import { DashboardPageHeader } from '../../../components/layouts/DashboardPageHeader';
import { Icon } from '../../../components/ui/icons';
import { issuedOn } from './certificate-format';
import { useMyCertificates } from '../../../entities/classroom/certificate-queries';

function CertificateCard({ certificate }: { certificate: Certificate }) {
  return (
    <article className="card-art flex h-full flex-col gap-4 p-6">
      <div className="flex items-start gap-4">
        <span className="bg-primary/12 text-primary grid size-12 shrink-0 place-items-center rounded-2xl">
          <Icon name="certificate" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 className="text-xl leading-snug font-semibold break-words">
            {certificate.courseName}
          </h2>
          <p className="text-base-content/75 mt-1 text-sm">Taught by {certificate.instructor}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-base-content/70">Issued</dt>
        <dd className="font-medium">
          <time dateTime={certificate.issuedAt}>{issuedOn(certificate.issuedAt)}</time>
        </dd>
        <dt className="text-base-content/70">Code</dt>
        <dd className="font-mono font-medium break-all">{certificate.code}</dd>
      </dl>
      <Link
        to={`/certificates/${encodeURIComponent(certificate._id)}`}
        className="btn btn-outline btn-sm mt-auto self-start"
      >
        View certificate
        <span className="sr-only">: {certificate.courseName}</span>
      </Link>
    </article>
  );
}

/** /dashboard/certificates: one card a finished course, each leading to its public page. */
export default function MyCertificatesPage() {
  const query = useMyCertificates();
  return (
    <>
      <DashboardPageHeader title="My Certificates" documentTitle="My Certificates">
        Finish every lesson of a course and its certificate appears here, ready to download and
        share.
      </DashboardPageHeader>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Loading"
        >
          {[1, 2].map((key) => (
            <Skeleton key={key} className="rounded-box h-56" />
          ))}
        </div>
      ) : query.data.length === 0 ? (
        <EmptyState
          icon="certificate"
          title="No certificates yet"
          text="Your certificates appear here when you finish every lesson of a course."
          to="/dashboard/mycourses"
          action="Go to My Courses"
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((certificate) => (
            <li key={certificate._id}>
              <CertificateCard certificate={certificate} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
