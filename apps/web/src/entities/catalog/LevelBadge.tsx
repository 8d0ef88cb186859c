import type { CourseLevel } from '@glossy/contract';

const tone: Record<CourseLevel, string> = {
  Beginner: 'badge-success',
  Intermediate: 'badge-info',
  Advanced: 'badge-secondary',
};

export function LevelBadge({ level }: { level: CourseLevel }) {
  return (
    <span className={`badge badge-soft ${tone[level]} font-medium`}>
      <span className="sr-only">Level: </span>
      {level}
    </span>
  );
}
