import { createAction, createReducer } from '@phonesheet/shared';
import type { NewPostBody, WallData, WallPost } from '../types';

export interface WallState {
  wall: WallData | null;
  /** Newest first, as GET /wall/posts answers; a published post goes on top. */
  posts: WallPost[];
  /** Whether `posts` holds an answer (an empty feed is then really empty). */
  postsLoaded: boolean;
  /** Counts the posts published here: the composer clears when it moves. */
  published: number;
  /**
   * Counts the loads asked for. The saga arrives in its own chunk after the module: a page that
   * asked before it ran is served when it starts (see wall-saga).
   */
  requested: number;
}

export const initialWallState: WallState = {
  wall: null,
  posts: [],
  postsLoaded: false,
  published: 0,
  requested: 0,
};

/** The fetch-lifecycle keys of the wall's requests (useFetchState). */
export const WALL_KEYS = {
  wall: 'wall/data',
  posts: 'wall/posts',
  publish: 'wall/publish',
  comment: 'wall/comment',
  like: 'wall/like',
} as const;

export const wallActions = {
  loadRequested: createAction('templatesWall/loadRequested'),
  wallLoaded: createAction<WallData>('templatesWall/wallLoaded'),
  postsLoaded: createAction<WallPost[]>('templatesWall/postsLoaded'),
  publishRequested: createAction<NewPostBody>('templatesWall/publishRequested'),
  published: createAction<WallPost>('templatesWall/published'),
  commentRequested: createAction<{ postId: number; comment: string }>('templatesWall/commentRequested'),
  likeRequested: createAction<{ postId: number; liked: boolean }>('templatesWall/likeRequested'),
  /** The server's copy of one post (after a like or a comment). */
  postUpdated: createAction<WallPost>('templatesWall/postUpdated'),
};
const A = wallActions;

export const wallReducer = createReducer<WallState>(initialWallState, (on) => [
  on(A.loadRequested, (s) => ({ ...s, requested: s.requested + 1 })),
  on(A.wallLoaded, (s, wall) => ({ ...s, wall })),
  on(A.postsLoaded, (s, posts) => ({ ...s, posts, postsLoaded: true })),
  on(A.published, (s, post) => ({
    ...s,
    posts: [post, ...s.posts.filter((p) => p.id !== post.id)],
    published: s.published + 1,
  })),
  on(A.postUpdated, (s, post) => ({ ...s, posts: s.posts.map((p) => (p.id === post.id ? post : p)) })),
]);

export const selectWall = (state: { templatesWall?: WallState }): WallState =>
  state.templatesWall ?? initialWallState;
