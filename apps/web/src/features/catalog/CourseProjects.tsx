import type { CourseProjectCard } from '@glossy/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNearViewport } from '../../lib/useNearViewport';
import { Byline } from '../../components/ui/Byline';
import { useCourseProjects } from '../../entities/classroom/project-queries';
import { drawingPaths } from '../../lib/paths/drawing-paths';

/** The server's thumbnails are 480 px wide; the height keeps the drawing's proportions. */
const thumbnailWidth = 480;
const thumbnailHeight = ({ width, height }: CourseProjectCard) =>
  Math.max(1, Math.round((thumbnailWidth * height) / Math.max(1, width)));

/** Cards shown before 'Show all'. */
const firstCards = 6;

function ProjectCard({ project }: { project: CourseProjectCard }) {
  return (
    // The replay link covers the whole card; the byline stays plain text within it.
    <article className="card-art relative flex h-full flex-col">
      <Link
        to={drawingPaths.replay(project.drawingId)}
        aria-label={`Watch ${project.title} being drawn`}
        className="bg-base-200 border-base-300 group block aspect-[16/10] border-b p-3 after:absolute after:inset-0 after:content-['']"
      >
        <img
          src={project.thumbnail}
          alt={project.title}
          width={thumbnailWidth}
          height={thumbnailHeight(project)}
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="font-display leading-snug font-semibold break-words">{project.title}</h3>
        <p className="text-base-content/75 text-sm break-words">
          <span className="sr-only">Lesson: </span>
          {project.lessonTitle}
        </p>
        <div className="mt-auto">
          <Byline
            name={project.student.name}
            image={project.student.photo ?? ''}
            date={project.handedInAt}
            size="sm"
          />
        </div>
      </div>
    </article>
  );
}

function ProjectGallery({ projects }: { projects: CourseProjectCard[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? projects : projects.slice(0, firstCards);
  return (
    <section aria-labelledby="projects-heading" className="mt-12">
      <h2 id="projects-heading" className="section-title text-2xl sm:text-3xl">
        Student projects
      </h2>
      <p className="text-base-content/75 mt-3 max-w-prose">
        Exercises the course’s students handed in and chose to share. Open one to watch it being
        drawn, stroke by stroke.
      </p>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((project) => (
          <li key={project._id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      {!all && projects.length > firstCards && (
        <button type="button" className="btn btn-outline mt-5" onClick={() => setAll(true)}>
          Show all {projects.length} projects
        </button>
      )}
    </section>
  );
}

/**
 * 'Student projects' on the course page: the hand-ins the course's students made public. It sits
 * last, below the fold, and asks for its list only as the reader scrolls towards it: the page's
 * first screen makes no request for it, and, being last, it moves nothing when it appears (or
 * stays away: there is no section at all while the course has none to show).
 */
export function CourseProjects({ courseId }: { courseId: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const projects = useCourseProjects(courseId, near);
  const list = projects.data ?? [];
  return <div ref={ref}>{list.length > 0 && <ProjectGallery projects={list} />}</div>;
}
