import type { CourseProjectCard, Project, ProjectComment } from '@glossy/contract';
import type { UserRecord } from '../../platform/http/context';
import type { FileLinks } from '../../platform/storage/file-links';
import { uploadsPath } from '../../platform/storage/storage';
import { teachesProject } from './policy';
import type { ProjectCommentRow, ProjectRow, ProjectStore } from './project-store';

type GalleryRow = Awaited<ReturnType<ProjectStore['publicOfCourse']>>[number];

const file = (key: string) => `${uploadsPath}/${key}`;

/**
 * A hand-in as `actor` sees it: whether they critique it (`teaching`), and its pictures, private
 * to its parties, as signed links.
 */
export const presentProject = (
  actor: UserRecord,
  row: ProjectRow,
  fileLinks: FileLinks,
): Project => ({
  _id: row.id,
  lessonId: row.lessonId,
  lessonTitle: row.lessonTitle,
  courseId: row.courseId,
  courseName: row.courseName,
  student: { _id: row.studentId, name: row.studentName, photo: row.studentPhoto },
  drawingId: row.drawingId,
  title: row.title,
  width: row.width,
  height: row.height,
  durationMs: row.durationMs,
  strokes: row.strokes,
  thumbnail: fileLinks.sign(file(row.thumbnailKey)),
  picture: fileLinks.sign(file(row.pictureKey)),
  log: `/api/projects/${row.id}/log`,
  handedInAt: row.createdAt.toISOString(),
  earlier: row.earlier,
  critiques: row.critiques,
  comments: row.comments,
  unread: row.unread,
  teaching: teachesProject(actor, row),
});

export const presentProjectComment = (
  row: ProjectCommentRow,
  overlay: unknown,
): ProjectComment => ({
  _id: row.id,
  projectId: row.projectId,
  author: { _id: row.authorId, name: row.authorName, photo: row.authorPhoto },
  fromTeacher: row.fromTeacher,
  text: row.text,
  atMs: row.atMs,
  x: row.x,
  y: row.y,
  replyTo: row.replyTo,
  overlay,
  date: row.createdAt.toISOString(),
});

/** The gallery shows public drawings only: their own (public) thumbnails, plain links. */
export const presentCourseProject = (row: GalleryRow): CourseProjectCard => ({
  _id: row.id,
  drawingId: row.drawingId,
  title: row.title,
  lessonTitle: row.lessonTitle,
  student: { _id: row.studentId, name: row.studentName, photo: row.studentPhoto },
  thumbnail: file(row.thumbnailKey),
  width: row.width,
  height: row.height,
  handedInAt: row.createdAt.toISOString(),
});
