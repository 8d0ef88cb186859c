import type { ArtistProfile, Comment, Post, Profile } from '@glossy/contract';
import type { UserRecord } from '../../platform/http/context';
import { uploadsPath } from '../../platform/storage/storage';
import { presentCourse } from '../catalog/presenter';
import type { Portfolio } from './portfolio-store';
import type { CommentRow, FeedRow } from './store';

/** `showEmail` is decided by the policy: the author themself or an admin. */
export const presentPost = (row: FeedRow, showEmail: boolean): Post => ({
  _id: row.id,
  status: row.status,
  image: row.drawingPicture ? `${uploadsPath}/${row.drawingPicture}` : row.image,
  email: showEmail ? row.email : null,
  date: row.createdAt.toISOString(),
  name: row.name,
  photo: row.photo,
  authorId: row.authorId,
  likes: row.likes,
  comments: row.comments,
  likedByMe: row.likedByMe,
  drawing:
    row.drawingId && row.drawingTitle !== null
      ? { _id: row.drawingId, title: row.drawingTitle }
      : null,
});

export const presentComment = (row: CommentRow): Comment => ({
  _id: row.id,
  postId: row.postId,
  text: row.text,
  name: row.name,
  photo: row.photo,
  authorId: row.authorId,
  date: row.createdAt.toISOString(),
});

/** The spec's field names (§3), capitals and spellings included. */
export const presentProfile = (user: UserRecord): Profile => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  photo: user.photo,
  banner: user.banner,
  totalFrinds: user.totalFrinds,
  intro: user.intro,
  Lives: user.lives,
  relations: user.relations,
  Jobs: user.jobs,
  School: user.school,
  Collage: user.collage,
  Profesonal: user.profesonal,
  Location: user.location,
});

/** The public side of a profile: every spec field but the email, and the portfolio. */
export function presentArtist({ user, drawings, courses, certificates }: Portfolio): ArtistProfile {
  const { email: _email, ...fields } = presentProfile(user);
  return {
    ...fields,
    // Only public drawings get here, so their thumbnails are plain links.
    drawings: drawings.map((row) => ({
      _id: row.id,
      title: row.title,
      width: row.width,
      height: row.height,
      strokes: row.strokes,
      durationMs: row.durationMs,
      thumbnail: `${uploadsPath}/${row.thumbnailKey}`,
      updatedAt: row.updatedAt.toISOString(),
    })),
    courses: courses.map(presentCourse),
    certificates: certificates.map((row) => ({
      _id: row.id,
      courseName: row.courseName,
      instructor: row.instructor,
      issuedAt: row.issuedAt.toISOString(),
      code: row.code,
    })),
  };
}
