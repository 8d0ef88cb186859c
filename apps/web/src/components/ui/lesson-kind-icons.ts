import type { LessonKind } from '@glossy/contract';
import type { IconName } from './icons';

/** How the studio pictures each kind of lesson, in the kind picker and the curriculum. */
export const lessonKindIcon: Record<LessonKind, IconName> = {
  video: 'video',
  article: 'article',
  exercise: 'draw',
  drill: 'target',
};
