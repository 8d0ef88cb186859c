import type { LessonContent } from '@glossy/contract';
import { useRef, useState } from 'react';
import { isSameOrigin } from '../../../lib/images';
import { useProgressSaver } from '../classroom-queries';
import { usePositionSaver } from './usePositionSaver';
import { VideoPlayer } from './VideoPlayer';

/**
 * A video lesson: the player, resumed where the student left off, its position kept on the
 * server as they watch. Someone without progress here (a preview, the instructor) only watches.
 */
export function VideoLesson({ lesson }: { lesson: LessonContent }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Read once: the cache's position moves on with every save, but the video is already there.
  const [startAt] = useState(() => lesson.progress?.positionSec ?? 0);
  const save = useProgressSaver({ courseId: lesson.courseId, lessonId: lesson._id });
  usePositionSaver(videoRef, save, { enabled: lesson.progress !== null, startAt });

  if (!isSameOrigin(lesson.videoUrl)) {
    return (
      <p className="rounded-box bg-base-200 text-base-content/75 grid aspect-video place-items-center p-6 text-center">
        This lesson’s video is not available yet.
      </p>
    );
  }
  return (
    <VideoPlayer
      videoRef={videoRef}
      src={lesson.videoUrl}
      captionsUrl={isSameOrigin(lesson.captionsUrl) ? lesson.captionsUrl : null}
      title={lesson.title}
      startAt={startAt}
    />
  );
}
