import { Link } from 'react-router';
import { useMyCertificates } from '../../entities/classroom/certificate-queries';

/**
 * The certificate of a finished course. The student's certificates are read only when a card
 * needs one (one request for every finished card); until then the link goes to the list.
 */
export function CertificateLink({
  courseId,
  courseName,
}: {
  courseId: string;
  courseName: string;
}) {
  const certificates = useMyCertificates();
  const certificate = certificates.data?.find((item) => item.courseId === courseId);
  return (
    <Link
      to={
        certificate
          ? `/certificates/${encodeURIComponent(certificate._id)}`
          : '/dashboard/certificates'
      }
      className="btn btn-outline btn-success"
    >
      Certificate
      <span className="sr-only">: {courseName}</span>
    </Link>
  );
}
