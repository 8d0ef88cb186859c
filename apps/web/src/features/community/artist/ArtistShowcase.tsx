import type { ArtistProfile } from '@glossy/contract';
import { Link } from 'react-router';
import { CourseLinkCard } from '../../../entities/catalog/CourseLinkCard';
import { Icon } from '../../../components/ui/icons';
import { shortDate } from '../../../lib/format/dates';
import { Portfolio } from './Portfolio';

/** Portfolio, courses taught (an instructor's) and certificates: what an artist has made here. */
export function ArtistShowcase({ artist, own }: { artist: ArtistProfile; own: boolean }) {
  return (
    <div className="flex flex-col gap-10">
      <Portfolio drawings={artist.drawings} name={artist.name} own={own} />
      {artist.courses.length > 0 && (
        <section aria-labelledby="taught-heading" className="flex flex-col gap-4">
          <h2 id="taught-heading" className="font-display text-2xl font-semibold">
            Courses by {artist.name}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2">
            {artist.courses.map((course) => (
              <li key={course._id}>
                <CourseLinkCard course={course} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {artist.certificates.length > 0 && (
        <section aria-labelledby="certificates-heading" className="flex flex-col gap-4">
          <h2 id="certificates-heading" className="font-display text-2xl font-semibold">
            Certificates
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {artist.certificates.map((certificate) => (
              <li key={certificate._id}>
                <Link
                  to={`/certificates/${encodeURIComponent(certificate._id)}`}
                  className="card-art flex items-start gap-3 p-4"
                >
                  <span className="bg-secondary/12 text-secondary grid size-10 shrink-0 place-items-center rounded-xl">
                    <Icon name="certificate" className="size-5" />
                  </span>
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold break-words">{certificate.courseName}</span>
                    <span className="text-base-content/70 text-sm">
                      With {certificate.instructor} · {shortDate(certificate.issuedAt)}
                    </span>
                    <span className="text-base-content/70 font-mono text-xs">
                      {certificate.code}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
