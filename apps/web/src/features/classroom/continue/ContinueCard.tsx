import type { ContinueItem } from '@glossy/contract';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { lessonKindIcon } from '../../../components/ui/lesson-kind-icons';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { formatLessonDuration } from '../../../lib/format/course-format';
import { isSameOrigin } from '../../../lib/images';
import { learnPath } from '../../../lib/paths/learn-path';

const kindWord = { video: 'Video', article: 'Article', exercise: 'Exercise', drill: 'Drill' };

/** One course under way: the whole card is the one click into its next lesson. */
export function ContinueCard({ item, first }: { item: ContinueItem; first: boolean }) {
  const { next } = item;
  const length = next.durationSec > 0 ? ` · ${formatLessonDuration(next.durationSec)}` : '';
  return (
    <Link
      to={learnPath(item.courseId, next._id)}
      className="card-art group flex h-full flex-col overflow-hidden hover:-translate-y-0.5 motion-safe:transition-transform"
      aria-label={`Continue ${item.courseName}: ${next.title}`}
    >
      {isSameOrigin(item.img) ? (
        <img
          src={item.img}
          alt=""
          width={400}
          height={260}
          loading={first ? 'eager' : 'lazy'}
          decoding="async"
          className="bg-base-200 aspect-[40/18] w-full object-cover"
        />
      ) : (
        <span className="bg-base-200 block aspect-[40/18] w-full" />
      )}
      <span className="flex flex-1 flex-col gap-3 p-5">
        <span className="text-base-content/70 text-xs font-semibold tracking-wide uppercase">
          {item.courseName}
        </span>
        <span className="flex items-start gap-3">
          <span className="bg-primary/12 text-primary grid size-10 shrink-0 place-items-center rounded-xl">
            <Icon name={lessonKindIcon[next.kind]} className="size-5" />
          </span>
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="font-display text-lg leading-snug font-semibold break-words">
              {next.title}
            </span>
            <span className="text-base-content/70 text-sm">
              {kindWord[next.kind]}
              {length} · {next.chapterTitle}
            </span>
          </span>
        </span>
        <span className="mt-auto flex flex-col gap-2">
          <span className="flex items-baseline justify-between gap-3 text-sm">
            <span className="text-base-content/75">
              {item.completedLessons} of {item.totalLessons} lessons done
            </span>
            <span className="font-semibold tabular-nums">{item.percent}%</span>
          </span>
          <ProgressBar percent={item.percent} label={`Progress in ${item.courseName}`} />
          <span className="text-primary mt-1 flex items-center gap-1.5 text-sm font-semibold">
            {item.completedLessons === 0 ? 'Start' : 'Continue'}
            <Icon
              name="arrow"
              className="size-4 group-hover:translate-x-0.5 motion-safe:transition-transform"
            />
          </span>
        </span>
      </span>
    </Link>
  );
}
