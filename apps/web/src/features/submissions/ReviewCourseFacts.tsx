import type { SubmissionDetail } from '@glossy/contract';
import type { ReactNode } from 'react';
import { formatPrice } from '../../lib/format/course-format';
import { formatDollars } from '../../lib/format/numbers';
import { When } from '../../components/ui/When';
import { formatCount } from '../../lib/format/numbers';

/** What an admin reviews a course by; its students and revenue once it is in the catalog. */
export function ReviewCourseFacts({ submission }: { submission: SubmissionDetail }) {
  const facts: [string, ReactNode][] = [
    ['Instructor', submission.sellerName],
    [
      'Email',
      <a key="email" href={`mailto:${submission.postedBy}`} className="link break-all">
        {submission.postedBy}
      </a>,
    ],
    ['Price', formatPrice(submission.price)],
    ['Rating', `${submission.rating} / 10`],
    ['Level', submission.Level],
    ['Submitted', <When key="created" iso={submission.createdAt} />],
    ['Last change', <When key="updated" iso={submission.updatedAt} />],
  ];
  if (submission.courseId) {
    facts.push(
      ['Students', formatCount(submission.students)],
      ['Revenue', formatDollars(submission.revenue)],
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-base-content/70">{term}</dt>
          <dd className="min-w-0 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
