import type { Project } from '@glossy/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { avatarSrc } from '../../../lib/avatar';
import { durationText } from '../../../sketchpad/replay/replay-format';
import { When } from '../../../components/ui/When';
import { critiquesText, unreadLabel, unreadText } from './critique-format';
import { projectPaths } from '../../../entities/classroom/project-queries';

/** The server's thumbnails are 480 px wide; the height keeps the drawing's proportions. */
const thumbnailWidth = 480;
const thumbnailHeight = ({ width, height }: Project) =>
  Math.max(1, Math.round((thumbnailWidth * height) / Math.max(1, width)));

function CritiqueBadge({ critiques }: { critiques: number }) {
  return critiques > 0 ? (
    <span className="badge badge-sm badge-soft badge-success font-medium">
      {critiquesText(critiques)}
    </span>
  ) : (
    <span className="badge badge-sm text-base-content bg-accent/20 gap-1.5 font-medium">
      <span aria-hidden="true" className="bg-accent h-2 w-2 rounded-full" />
      {critiquesText(critiques)}
    </span>
  );
}

/**
 * One hand-in in the list: its thumbnail, the drawing's title as the way into its critique, who
 * handed it in (for the instructor), the lesson, when, and where the critique stands.
 */
export function HandInCard({
  project,
  teacher,
  first,
  headingLevel = 2,
}: {
  project: Project;
  teacher: boolean;
  /** The first card's picture loads eagerly, the others lazily. */
  first: boolean;
  /** 3 when the list sits under a heading of its own. */
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      aria-labelledby={titleId}
      className="card-art relative flex h-full flex-col focus-within:ring-2 sm:flex-row"
    >
      <div className="bg-base-200 border-base-300 aspect-[16/10] shrink-0 border-b p-3 sm:aspect-auto sm:w-48 sm:border-r sm:border-b-0">
        <img
          src={project.thumbnail}
          alt=""
          width={thumbnailWidth}
          height={thumbnailHeight(project)}
          loading={first ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-contain"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading
            id={titleId}
            className="font-display min-w-0 text-lg leading-snug font-semibold break-words"
          >
            {/* The whole card opens the critique; the link is the title, for every reader. */}
            <Link
              to={projectPaths.critique(project._id)}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {project.title}
            </Link>
          </Heading>
          <div className="flex flex-wrap gap-2">
            <CritiqueBadge critiques={project.critiques} />
            {!teacher && project.unread > 0 && (
              <span className="badge badge-sm badge-primary font-semibold">
                <span aria-hidden="true">{unreadText(project.unread)}</span>
                <span className="sr-only">{unreadLabel(project.unread)}</span>
              </span>
            )}
          </div>
        </div>
        {teacher && (
          <p className="flex items-center gap-2 text-sm">
            <img
              decoding="async"
              src={avatarSrc(project.student.photo)}
              alt=""
              width={28}
              height={28}
              loading="lazy"
              className="bg-base-300 size-7 rounded-full object-cover"
            />
            <span className="font-medium break-words">{project.student.name}</span>
          </p>
        )}
        <dl className="text-base-content/80 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-base-content/70">Lesson</dt>
          <dd className="min-w-0 font-medium break-words">
            {project.lessonTitle}
            <span className="text-base-content/70 font-normal"> · {project.courseName}</span>
          </dd>
          <dt className="text-base-content/70">Handed in</dt>
          <dd className="font-medium">
            <When iso={project.handedInAt} />
          </dd>
          <dt className="text-base-content/70">Drawing time</dt>
          <dd className="font-medium tabular-nums">{durationText(project.durationMs)}</dd>
        </dl>
      </div>
    </article>
  );
}
