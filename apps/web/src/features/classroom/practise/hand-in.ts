import type { Project } from '@glossy/contract';
import { formatCount } from '../../../lib/format/numbers';

/** The longest title a drawing may have (the contract's `drawingTitle`). */
const titleMax = 120;

/** The saved drawing's title: what it was drawn for, within a drawing title's length. */
export const handInTitle = (lessonTitle: string): string =>
  `Hand-in: ${lessonTitle.trim()}`.slice(0, titleMax).trim();

/** The lesson's current hand-in: the newest of the student's for it, or null when there is none. */
export function currentHandIn(projects: readonly Project[], lessonId: string): Project | null {
  let newest: Project | null = null;
  for (const project of projects) {
    if (project.lessonId !== lessonId) continue;
    if (!newest || Date.parse(project.handedInAt) > Date.parse(newest.handedInAt)) newest = project;
  }
  return newest;
}

/** 'No critiques yet', '1 critique', '3 critiques'. */
export function critiquesLabel(count: number): string {
  if (count <= 0) return 'No critiques yet';
  return `${formatCount(count)} ${count === 1 ? 'critique' : 'critiques'}`;
}
