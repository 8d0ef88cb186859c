import type { CourseAnalytics } from '@glossy/contract';
import { formatCount, formatDollars } from '../../lib/format/numbers';
import { BarRows } from './BarRows';
import { ChartCard } from './ChartCard';
import { MonthBars } from './MonthBars';
import { longMonth, percent } from './analytics-format';

const wholeDollars = (value: number) =>
  value >= 1000 ? `$${Math.round(value / 100) / 10}k` : `$${Math.round(value)}`;

/** The page's four charts, each with its table. */
export function AnalyticsCharts({ data }: { data: CourseAnalytics }) {
  const { enrolments, lessons, revenue, reviews, course, dropOff } = data;
  const newStudents = enrolments.reduce((sum, m) => sum + m.enrolments, 0);
  return (
    <div className="mt-8 grid gap-6 xl:grid-cols-2">
      <ChartCard
        id="chart-enrolments"
        title="Enrolments over time"
        summary={`${formatCount(newStudents)} new students in the last ${data.months} months.`}
        table={{
          caption: 'New students each month, as a table',
          headers: ['Month', 'New students', 'Students by the month’s end'],
          rows: enrolments.map((m) => [longMonth(m.month), m.enrolments, m.total]),
        }}
      >
        <MonthBars
          data={enrolments.map((m) => ({ month: m.month, value: m.enrolments }))}
          label="New students each month"
          format={(value) => formatCount(value)}
        />
      </ChartCard>

      <ChartCard
        id="chart-revenue"
        title="Revenue by month"
        summary="What buyers paid after discounts; refunded orders are left out."
        table={{
          caption: 'Revenue each month, as a table',
          headers: ['Month', 'Revenue', 'Orders', 'Refunded'],
          rows: revenue.map((m) => [
            longMonth(m.month),
            formatDollars(m.revenue),
            m.orders,
            formatDollars(m.refunded),
          ]),
        }}
      >
        <MonthBars
          data={revenue.map((m) => ({ month: m.month, value: m.revenue }))}
          label="Revenue each month, in dollars"
          format={wholeDollars}
          color="var(--color-secondary)"
        />
      </ChartCard>

      <ChartCard
        id="chart-lessons"
        title="Completion per lesson"
        summary={
          dropOff
            ? `Share of the ${formatCount(course.students)} students who finished each lesson; the highlighted one is where most stop.`
            : `Share of the ${formatCount(course.students)} students who finished each lesson.`
        }
        table={{
          caption: 'Each lesson’s completion, as a table',
          headers: ['Lesson', 'Started', 'Finished', 'Share finished', 'Stopped here'],
          rows: lessons.map((l) => [
            l.title,
            l.started,
            l.completed,
            percent(l.share),
            Math.max(0, l.stopped),
          ]),
        }}
      >
        {lessons.length === 0 ? (
          <p className="text-base-content/75">This course has no lessons yet.</p>
        ) : (
          <BarRows
            label="Share of students who finished each lesson, in syllabus order"
            max={1}
            rows={lessons.map((l, index) => ({
              key: l._id,
              label: `${index + 1}. ${l.title}`,
              value: l.share,
              valueLabel: percent(l.share),
              highlight: l._id === dropOff?.lessonId,
            }))}
          />
        )}
      </ChartCard>

      <ChartCard
        id="chart-reviews"
        title="Reviews"
        summary={
          reviews.total === 0
            ? 'No reviews yet.'
            : `${formatCount(reviews.total)} reviews, ${reviews.average} stars on average.`
        }
        table={{
          caption: 'Reviews per star, as a table',
          headers: ['Stars', 'Reviews'],
          rows: [...reviews.stars].reverse().map((s) => [`${s.stars} stars`, s.count]),
        }}
      >
        <BarRows
          label="Number of reviews for each number of stars"
          max={Math.max(1, ...reviews.stars.map((s) => s.count))}
          color="var(--color-warning)"
          rows={[...reviews.stars].reverse().map((s) => ({
            key: String(s.stars),
            label: `${'★'.repeat(s.stars)} ${s.stars} ${s.stars === 1 ? 'star' : 'stars'}`,
            value: s.count,
            valueLabel: formatCount(s.count),
          }))}
        />
      </ChartCard>
    </div>
  );
}
