import type { Instructor } from '@glossy/contract';
import { formatStudents } from '../../lib/format/course-format';
import { CardPicture } from '../../components/ui/CardPicture';

/**
 * Spec §9: 384×460 on desktop; on a phone the card may narrow (never wider than the screen), and
 * keeps its height. Three fit a row at desktop widths.
 */
export const instructorCardSize = 'h-[460px] w-full max-w-96 sm:w-96';

export function InstructorCard({ instructor, eager }: { instructor: Instructor; eager: boolean }) {
  return (
    <article className="card-art flex h-full flex-col">
      <CardPicture
        src={instructor.img}
        alt={`Portrait of ${instructor.name}`}
        width={480}
        height={560}
        eager={eager}
        boxClassName="bg-base-200 h-[290px] w-full"
        className="object-top"
      />
      <div className="flex flex-1 flex-col gap-1 p-6">
        <h2 className="font-display text-2xl font-semibold">{instructor.name}</h2>
        <p className="text-primary font-medium">{instructor.course}</p>
        <a
          href={`mailto:${instructor.email}`}
          className="link link-hover text-base-content/75 truncate text-sm"
          title={instructor.email}
        >
          {instructor.email}
        </a>
        <p className="text-base-content/75 mt-auto flex items-center gap-2 text-sm">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path
              d="M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M21 20v-1a4 4 0 0 0-3-3.87M15 4.13a4 4 0 0 1 0 7.75"
              strokeLinecap="round"
            />
            <circle cx="9.5" cy="8" r="4" />
          </svg>
          {formatStudents(instructor.student)}
        </p>
      </div>
    </article>
  );
}
