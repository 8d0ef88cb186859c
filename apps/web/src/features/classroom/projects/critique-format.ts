import type { Project, ProjectComment, Role } from '@glossy/contract';
import { clockText } from '../../../sketchpad/replay/replay-format';

/** A pin: a comment at a moment and a spot of the replay, with the replies under it in order. */
export interface Pin {
  comment: ProjectComment & { atMs: number; x: number; y: number };
  replies: ProjectComment[];
}

export interface BoardPoint {
  x: number;
  y: number;
}

const byDate = (a: { date: string }, b: { date: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

const isPin = (comment: ProjectComment): comment is Pin['comment'] =>
  comment.replyTo === null && comment.atMs !== null && comment.x !== null && comment.y !== null;

/**
 * The thread as the page shows it: pins in the replay's time order (two at one moment in the
 * order they were written), each with its replies oldest first. A reply whose pin is gone is
 * left out: it has nowhere to sit.
 */
export function pinThread(comments: readonly ProjectComment[]): Pin[] {
  const pins = comments
    .filter(isPin)
    .map((comment) => ({ comment, replies: [] as ProjectComment[] }));
  const byId = new Map(pins.map((pin) => [pin.comment._id, pin]));
  for (const comment of comments) {
    if (comment.replyTo !== null) byId.get(comment.replyTo)?.replies.push(comment);
  }
  for (const pin of pins) pin.replies.sort(byDate);
  return pins.sort((a, b) => a.comment.atMs - b.comment.atMs || byDate(a.comment, b.comment));
}

/** The first `count` words of a text, with an ellipsis when there were more. */
export function firstWords(text: string, count = 6): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const head = words.slice(0, count).join(' ');
  return words.length > count ? `${head}…` : head;
}

/** The scrubber marker's name: 'Jump to 0:42: Your horizon tilts to the left…'. */
export const pinJumpLabel = (pin: Pin) =>
  `Jump to ${clockText(pin.comment.atMs)}: ${firstWords(pin.comment.text)}`;

/** Where on the scrubber a moment sits, 0..1 of the replay's length. */
export function timeFraction(atMs: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(atMs)) return 0;
  return Math.min(1, Math.max(0, atMs / total));
}

/**
 * A click on the board in the drawing's own units (whole ones, inside the page), from where the
 * board is on screen; null when the board has no size yet.
 */
export function boardPoint(
  clientX: number,
  clientY: number,
  box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  width: number,
  height: number,
): BoardPoint | null {
  if (!(box.width > 0) || !(box.height > 0)) return null;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  return {
    x: clamp(((clientX - box.left) / box.width) * width, width),
    y: clamp(((clientY - box.top) / box.height) * height, height),
  };
}

/** The board's centre, the spot for a pin placed from the keyboard. */
export const boardCentre = (width: number, height: number): BoardPoint => ({
  x: Math.round(width / 2),
  y: Math.round(height / 2),
});

/** A point of the drawing as a percentage of the board, for a marker placed over it. */
export const spotStyle = ({ x, y }: BoardPoint, width: number, height: number) => ({
  left: `${timeFraction(x, width) * 100}%`,
  top: `${timeFraction(y, height) * 100}%`,
});

const newestFirst = (a: Project, b: Project) =>
  a.handedInAt < b.handedInAt ? 1 : a.handedInAt > b.handedInAt ? -1 : 0;

/**
 * The instructor's order: hand-ins still waiting for a critique first, then the newest first
 * within each group. The server sends them so; sorting again keeps the promise whatever it sends.
 */
export const teacherOrder = (projects: readonly Project[]) =>
  [...projects].sort(
    (a, b) => Number(a.critiques > 0) - Number(b.critiques > 0) || newestFirst(a, b),
  );

/** The student's order: the newest hand-in first. */
export const studentOrder = (projects: readonly Project[]) => [...projects].sort(newestFirst);

export interface CourseChoice {
  id: string;
  name: string;
}

/** The courses a list of hand-ins comes from, by name, each once: the instructor's filter. */
export function courseChoices(projects: readonly Project[]): CourseChoice[] {
  const courses = new Map<string, string>();
  for (const project of projects) courses.set(project.courseId, project.courseName);
  return [...courses]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const isTeacherRole = (role: Role | null) => role === 'instructor' || role === 'admin';

/**
 * The menu's count beside 'Hand-ins', hand-in by hand-in: one the caller critiques counts while it
 * waits for a critique, one of their own counts the critiques and replies they have not read (an
 * instructor may have both).
 */
export const handInCount = (projects: readonly Project[]): number =>
  projects.reduce(
    (sum, project) =>
      sum + (project.teaching ? Number(project.critiques === 0) : Math.max(0, project.unread)),
    0,
  );

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Not critiqued yet', '1 critique', '3 critiques'. */
export const critiquesText = (critiques: number) =>
  critiques > 0 ? plural(critiques, 'critique', 'critiques') : 'Not critiqued yet';

/** '1 new', for the student's unread critiques and replies. */
export const unreadText = (unread: number) => `${unread} new`;

export const unreadLabel = (unread: number) =>
  `${plural(unread, 'new comment', 'new comments')} to read`;
