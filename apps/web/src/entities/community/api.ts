import type {
  Comment,
  DeletedAnswer,
  LikeAnswer,
  NewPost,
  Post,
  Profile,
  ProfileAnswer,
  ProfileUpdate,
} from '@glossy/contract';
import { ApiError, apiGet, apiRequest, apiSend, totalOf } from '../../lib/api';

export const feedPageSize = 10;

export const communityKeys = {
  all: ['community'] as const,
  posts: ['community', 'posts'] as const,
  feed: (viewer: string | null) => ['community', 'posts', 'feed', viewer] as const,
  userPosts: (email: string) => ['community', 'posts', 'user', email] as const,
  comments: (postId: string) => ['community', 'comments', postId] as const,
  profile: (email: string) => ['community', 'profile', email] as const,
};

export interface FeedPage {
  posts: Post[];
  total: number;
  page: number;
}

export async function fetchFeedPage(page: number, signal?: AbortSignal): Promise<FeedPage> {
  const { data, headers } = await apiRequest<Post[]>(
    `/allPost?page=${page}&limit=${feedPageSize}`,
    { signal },
  );
  return { posts: data, total: totalOf(headers, data.length), page };
}

export const fetchUserPosts = (email: string, signal?: AbortSignal) =>
  apiGet<Post[]>(`/post?email=${encodeURIComponent(email)}`, signal);

/** The server answers the profile alone in an array (the original's shape); the screens want the one. */
export async function fetchProfile(email: string, signal?: AbortSignal): Promise<Profile> {
  const [profile] = await apiGet<ProfileAnswer>(
    `/unikUser?email=${encodeURIComponent(email)}`,
    signal,
  );
  if (!profile) throw new ApiError(404, 'User not found');
  return profile;
}

export const fetchComments = (postId: string, signal?: AbortSignal) =>
  apiGet<Comment[]>(`/posts/${postId}/comments`, signal);

export const createPost = (post: NewPost) =>
  apiSend<{ insertedId: string }>('POST', '/userPost', post);

export const deletePost = (id: string) => apiSend<DeletedAnswer>('DELETE', `/deletePost/${id}`);

export const setLike = (id: string, liked: boolean) =>
  apiSend<LikeAnswer>(liked ? 'PUT' : 'DELETE', `/posts/${id}/like`);

export const addComment = (postId: string, text: string) =>
  apiSend<{ insertedId: string }>('POST', `/posts/${postId}/comments`, { text });

export const deleteComment = (id: string) => apiSend<DeletedAnswer>('DELETE', `/comments/${id}`);

export const updateProfile = (id: string, update: ProfileUpdate) =>
  apiSend<{ modifiedCount: number }>('PUT', `/updateUser/${id}`, update);
