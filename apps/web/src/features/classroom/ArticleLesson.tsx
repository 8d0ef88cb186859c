import type { LessonContent } from '@glossy/contract';
import { useEffect, useRef } from 'react';
import { ArticleView } from '../../components/ui/ArticleView';
import { useProgressSaver } from './classroom-queries';

/**
 * An article lesson. Opening it tells the server, whose reading time for it counts from the first
 * opening: 'Mark as read' is taken once that time has passed (completion.ts on the server).
 */
export function ArticleLesson({ lesson }: { lesson: LessonContent }) {
  const save = useProgressSaver({ courseId: lesson.courseId, lessonId: lesson._id });
  const unread = lesson.progress !== null && !lesson.progress.completed;
  // Once per opening, and not for an article already read when opened (its clock has run).
  const reported = useRef(!unread);
  useEffect(() => {
    if (!unread || reported.current) return;
    reported.current = true;
    // A lost report only means a few more seconds before the article can be marked read.
    save({ positionSec: 0 }).catch(() => undefined);
  }, [unread, save]);

  return lesson.article?.length ? (
    <ArticleView blocks={lesson.article} headingLevel={2} />
  ) : (
    <p className="text-base-content/75">This article has no text yet.</p>
  );
}
