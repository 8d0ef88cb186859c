import type { Submission } from '@glossy/contract';
import { SkeletonRows, TableFrame } from '../../components/ui/TableFrame';
import { formatPrice } from '../catalog/format';
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
];
const label = 'Submitted courses';
const scrollHint = 'Scroll the table sideways to reach Approve, Deny and Feedback.';

export const reviewPath = (id: string) => `/dashboard/review/${encodeURIComponent(id)}`;

export function ReviewClassesTable({
  submissions,
  busy,
}: {
  submissions: Submission[];
  busy: boolean;
}) {
  return (
    <TableFrame label={label} headers={headers} busy={busy} scrollHint={scrollHint}>
      {submissions.map((submission) => (
        <tr key={submission._id} className="hover:bg-base-200/60">
          <td>
            <CourseThumb src={submission.image} width={56} className="w-14" />
          </td>
          <SubmissionNameCell
            submission={submission}
            to={reviewPath(submission._id)}
            title="Open the course to review its lessons"
            className="min-w-32"
          />
          <td>
            <span className="block font-medium" title={submission.postedBy}>
              {submission.sellerName}
            </span>
          </td>
          <td className="font-semibold tabular-nums">{formatPrice(submission.price)}</td>
          <td className="whitespace-nowrap tabular-nums">
            <span aria-hidden="true" className="text-amber-500">
              ★{' '}
            </span>
            {submission.rating}
            <span className="text-base-content/70">/10</span>
          </td>
          <td>
            <ReviewStatusBadge status={submission.status} />
          </td>
          <ReviewActions submission={submission} layout="table" />
        </tr>
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
