import type MockAdapter from 'axios-mock-adapter';
import { bodyOf, ok } from '../../../mock/mock-backend';
import type { WallDb } from '../data/wall-db';
import type { NewPostBody, PostChanges, WallComment, WallPerson, WallPost } from '../types';

export const WALL_URL = '/wall';
export const POSTS_URL = '/wall/posts';
export const COMMENTS_URL = '/wall/posts/comments';

/** Newest first (ties keep the higher id first: the one written later). */
export function newestFirst(posts: WallPost[]): WallPost[] {
  return [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
}

const nextId = (ids: number[]) => ids.reduce((max, id) => Math.max(max, id), 0) + 1;

function owner(db: WallDb): WallPerson {
  return { id: db.wall.id, name: db.wall.name, profilePic: db.wall.profilePic };
}

/**
 * The wall's mock calls: GET /wall, GET /wall/posts, POST /wall/posts, POST /wall/posts/comments and
 * PUT /wall/posts, always status 200 (a request that names no post, or an empty post or comment,
 * answers null and changes nothing).
 */
export function registerWallHandlers(mock: MockAdapter, db: WallDb, now: () => number = Date.now): void {
  mock.onGet(WALL_URL).reply(() => ok(db.wall));

  mock.onGet(POSTS_URL).reply(() => ok(newestFirst(db.posts)));

  /** A new post at the top, owned by the current user, dated now, with every count at 0. */
  mock.onPost(POSTS_URL).reply((config) => {
    const { post } = bodyOf<{ post?: Partial<NewPostBody> }>(config);
    const message = typeof post?.message === 'string' ? post.message.trim() : '';
    const given = Array.isArray(post?.attachments) ? post.attachments : [];
    if (!message && given.length === 0) return ok(null);
    let attachmentId = nextId(db.posts.flatMap((p) => p.attachments.map((a) => a.id)));
    const created: WallPost = {
      id: nextId(db.posts.map((p) => p.id)),
      owner: owner(db),
      date: new Date(now()).toISOString(),
      attachments: given.map((a) => ({ id: attachmentId++, path: a.path, metaData: { ...a.metaData } })),
      message,
      liked: false,
      likes: 0,
      shares: 0,
      views: 0,
      comments: [],
    };
    db.posts.unshift(created);
    return ok(created);
  });

  /** The post with the comment appended (by the current user, now). */
  mock.onPost(COMMENTS_URL).reply((config) => {
    const { postId, comment } = bodyOf<{ postId?: number; comment?: string | { comment?: string } }>(config);
    const post = db.posts.find((p) => p.id === Number(postId));
    const text = (typeof comment === 'string' ? comment : (comment?.comment ?? '')).trim();
    if (!post || !text) return ok(null);
    const added: WallComment = {
      id: nextId(db.posts.flatMap((p) => p.comments.map((c) => c.id))),
      author: owner(db),
      date: new Date(now()).toISOString(),
      liked: false,
      comment: text,
    };
    post.comments = [...post.comments, added];
    return ok(post);
  });

  /**
   * A like toggles the flag and moves the likes by exactly one. Sending the flag the
   * post already has changes nothing (a double click cannot count twice); counts sent by the
   * client are ignored. A non-empty message replaces the text.
   */
  mock.onPut(POSTS_URL).reply((config) => {
    const { postId, post: changes = {} } = bodyOf<{ postId?: number; post?: PostChanges }>(config);
    const post = db.posts.find((p) => p.id === Number(postId));
    if (!post) return ok(null);
    if (typeof changes.liked === 'boolean' && changes.liked !== post.liked) {
      post.liked = changes.liked;
      post.likes = Math.max(0, post.likes + (changes.liked ? 1 : -1));
    }
    if (typeof changes.message === 'string' && changes.message.trim()) post.message = changes.message.trim();
    return ok(post);
  });
}
