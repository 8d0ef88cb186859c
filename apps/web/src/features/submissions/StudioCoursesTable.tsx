import type { Submission } from '@glossy/contract';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Cell, Row, SkeletonRows, TableFrame } from '../../components/ui/TableFrame';
import { formatPrice } from '../../lib/format/course-format';
import { CourseThumb } from './CourseThumb';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { SubmissionNameCell } from './SubmissionNameCell';

/** Spec §2 "Instructor Added Class": these headers, in this order. */
export const studioTableHeaders = [
  '#',
  'Image',
  'Course Name',
  'Instructor Name',
  'Email',
  'Rating',
  'Price',
  'Status',
  'Feedback',
] as const;
const label = 'Your submitted courses';

export const studioPath = (id: string) => `/dashboard/studio/${encodeURIComponent(id)}`;

/** A click anywhere on a row opens it, except on its own links and buttons. */
function useRowOpener() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLTableRowElement>, id: string) => {
    if ((event.target as HTMLElement).closest('a, button, input, select, textarea')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(studioPath(id));
  };
}

export function StudioCoursesTable({
  submissions,
  firstNumber = 1,
  busy = false,
}: {
  submissions: Submission[];
  /** The row number of the first row (paging continues the count). */
  firstNumber?: number;
  busy?: boolean;
}) {
  const open = useRowOpener();
  return (
    <TableFrame label={label} headers={studioTableHeaders} busy={busy}>
      {submissions.map((submission, index) => (
        <Row
          key={submission._id}
          className="cursor-pointer"
          onClick={(event) => open(event, submission._id)}
        >
          <Cell kind="lead" className="text-base-content/70 tabular-nums">
            {firstNumber + index}
          </Cell>
          <Cell kind="lead">
            <CourseThumb src={submission.image} width={80} className="w-20" />
          </Cell>
          <SubmissionNameCell
            submission={submission}
            to={studioPath(submission._id)}
            title="Open the course in your studio"
            className="min-w-32"
          />
          <Cell label={studioTableHeaders[3]}>{submission.sellerName}</Cell>
          <Cell label={studioTableHeaders[4]} className="break-all md:whitespace-nowrap">
            {submission.postedBy}
          </Cell>
          <Cell label={studioTableHeaders[5]} className="whitespace-nowrap tabular-nums">
            {submission.rating}
            <span className="text-base-content/70">/10</span>
          </Cell>
          <Cell label={studioTableHeaders[6]} className="font-semibold tabular-nums">
            {formatPrice(submission.price)}
          </Cell>
          <Cell label={studioTableHeaders[7]}>
            <ReviewStatusBadge status={submission.status} />
          </Cell>
          <Cell kind="text" label={studioTableHeaders[8]} className="max-w-xs">
            {submission.feedback ? (
              <p className="line-clamp-3 text-sm" title={submission.feedback}>
                {submission.feedback}
              </p>
            ) : (
              <>
                <span aria-hidden="true" className="text-base-content/60">
                  —
                </span>
                <span className="sr-only">No feedback yet</span>
              </>
            )}
          </Cell>
        </Row>
      ))}
    </TableFrame>
  );
}

export function StudioCoursesTableSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <TableFrame label={label} headers={studioTableHeaders} busy>
      <SkeletonRows
        rows={rows}
        cells={[
          'h-4 w-5',
          'h-12 w-20',
          'h-4 w-44',
          'h-4 w-24',
          'h-4 w-32',
          'h-4 w-10',
          'h-4 w-10',
          'h-6 w-20',
          'h-4 w-32',
        ]}
      />
    </TableFrame>
  );
}
