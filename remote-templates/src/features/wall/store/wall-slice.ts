import { createAction, createSlice, type PayloadAction } from '@phonesheet/shared';
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

const wallSlice = createSlice({
  name: 'templatesWall',
  initialState: initialWallState,
  reducers: {
    loadRequested(s) {
      s.requested += 1;
    },
    wallLoaded(s, action: PayloadAction<WallData>) {
      s.wall = action.payload;
    },
    postsLoaded(s, action: PayloadAction<WallPost[]>) {
      s.posts = action.payload;
      s.postsLoaded = true;
    },
    published: (s, { payload: post }: PayloadAction<WallPost>) => ({
      ...s,
      posts: [post, ...s.posts.filter((p) => p.id !== post.id)],
      published: s.published + 1,
    }),
    /** The server's copy of one post (after a like or a comment). */
    postUpdated: (s, { payload: post }: PayloadAction<WallPost>) => ({
      ...s,
      posts: s.posts.map((p) => (p.id === post.id ? post : p)),
    }),
  },
});

/** Commands the saga answers with `published` or `postUpdated`. */
const commands = {
  publishRequested: createAction<NewPostBody>('templatesWall/publishRequested'),
  commentRequested: createAction<{ postId: number; comment: string }>('templatesWall/commentRequested'),
  likeRequested: createAction<{ postId: number; liked: boolean }>('templatesWall/likeRequested'),
};

export const wallActions = { ...commands, ...wallSlice.actions };
export const wallReducer = wallSlice.reducer;

export const selectWall = (state: { templatesWall?: WallState }): WallState =>
  state.templatesWall ?? initialWallState;
