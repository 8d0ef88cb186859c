import { lessonContent, type LessonContent } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { isUnreachable } from '../../../lib/api';
import { keepLesson, keptLesson } from '../../../lib/offline/device-store';
import { classroomKeys } from '../../../entities/classroom/classroom-keys';
import { fetchLesson, useViewer } from '../classroom-queries';

/**
 * The lesson of a practice board, kept on the device for its student once it has loaded, so the
 * board opens again offline (with its demo and instructions). The network is asked first; the kept
 * copy answers only when there is none. The query runs offline too: paused, it would never reach
 * the kept copy.
 */
export function usePractiseLesson(lessonId: string) {
  const { viewer, canAsk } = useViewer();
  return useQuery({
    queryKey: [...classroomKeys.lesson(lessonId, viewer), 'kept'],
    enabled: canAsk && lessonId !== '',
    networkMode: 'always',
    queryFn: async ({ signal }): Promise<LessonContent> => {
      try {
        const lesson = await fetchLesson(lessonId, signal);
        // A device that keeps nothing (a private window) still shows the lesson online.
        if (viewer) await keepLesson(viewer, lessonId, lesson).catch(() => undefined);
        return lesson;
      } catch (err) {
        const kept =
          isUnreachable(err) && viewer
            ? await keptLesson(viewer, lessonId).catch(() => null)
            : null;
        // Kept by an earlier version of the app, it may no longer be a lesson as this one reads it.
        const parsed = lessonContent.safeParse(kept);
        if (parsed.success) return parsed.data;
        throw err;
      }
    },
  });
}
