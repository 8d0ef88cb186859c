import type { Submission } from '@glossy/contract';
import { Link } from 'react-router';
import { Cell } from '../../components/ui/TableFrame';
import { plural } from '../../lib/format/course-format';

/** A submission's row header (a card's title on phones): its name, a link to where it opens, over
 * what the course holds. */
export function SubmissionNameCell({
  submission,
  to,
  title,
  className,
}: {
  submission: Pick<Submission, 'courseName' | 'Level' | 'chapters' | 'lessons'>;
  to: string;
  /** Says where the link goes. */
  title: string;
  /** The cell's least width, so the name does not wrap into a column of words. */
  className: string;
}) {
  return (
    <Cell kind="title" className={`font-normal ${className}`}>
      <Link to={to} className="link link-hover font-semibold" title={title}>
        {submission.courseName}
      </Link>
      <span className="text-base-content/70 mt-0.5 block text-xs">
        {submission.Level} · {plural(submission.chapters, 'chapter')} ·{' '}
        {plural(submission.lessons, 'lesson')}
      </span>
    </Cell>
  );
}
