import type { Submission } from '@glossy/contract';
import { Cell, Row, SkeletonRows, TableFrame } from '../../components/ui/TableFrame';
import { formatPrice } from '../../lib/format/course-format';
import { CourseThumb } from './CourseThumb';
import { ReviewActions } from './ReviewActions';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { SubmissionNameCell } from './SubmissionNameCell';

/** Spec "Manage courses": photo, name, instructor, price, rating, with Approve, Deny, Feedback. */
const headers = [
  'Photo',
  'Name',
  'Instructor',
  'Price',
  'Rating',
  'Status',
  'Approve',
  'Deny',
  'Feedback',
] as const;
const label = 'Submitted courses';

export const reviewPath = (id: string) => `/dashboard/review/${encodeURIComponent(id)}`;

export function ReviewClassesTable({
  submissions,
  busy,
}: {
  submissions: Submission[];
  busy: boolean;
}) {
  return (
    <TableFrame label={label} headers={headers} busy={busy}>
      {submissions.map((submission) => (
        <Row key={submission._id}>
          <Cell kind="lead">
            <CourseThumb src={submission.image} width={56} className="w-14" />
          </Cell>
          <SubmissionNameCell
            submission={submission}
            to={reviewPath(submission._id)}
            title="Open the course to review its lessons"
            className="min-w-32"
          />
          <Cell label={headers[2]}>
            <span className="block font-medium" title={submission.postedBy}>
              {submission.sellerName}
            </span>
          </Cell>
          <Cell label={headers[3]} className="font-semibold tabular-nums">
            {formatPrice(submission.price)}
          </Cell>
          <Cell label={headers[4]} className="whitespace-nowrap tabular-nums">
            <span aria-hidden="true" className="text-amber-500">
              ★{' '}
            </span>
            {submission.rating}
            <span className="text-base-content/70">/10</span>
          </Cell>
          <Cell label={headers[5]}>
            <ReviewStatusBadge status={submission.status} />
          </Cell>
          <ReviewActions submission={submission} layout="table" />
        </Row>
      ))}
    </TableFrame>
  );
}

export function ReviewClassesTableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <TableFrame label={label} headers={headers} busy>
      <SkeletonRows
        rows={rows}
        cells={[
          'h-9 w-14',
          'h-4 w-44',
          'h-4 w-28',
          'h-4 w-10',
          'h-4 w-10',
          'h-6 w-20',
          'h-8 w-20',
          'h-8 w-14',
          'h-8 w-24',
        ]}
      />
    </TableFrame>
  );
}
