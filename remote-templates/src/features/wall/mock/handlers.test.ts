import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createWallDb, WALL_OWNER, type WallDb } from '../data/wall-db';
import type { WallPost } from '../types';
import { newestFirst, registerWallHandlers } from './handlers';

const NOW = Date.parse('2024-05-10T12:00:00.000Z');
const LATER = NOW + 5 * 60_000;

function setup() {
  const db = createWallDb(NOW);
  const http = axios.create();
  registerWallHandlers(new MockAdapter(http), db, () => LATER);
  return { db, http };
}

let db: WallDb;
let http: ReturnType<typeof axios.create>;
beforeEach(() => ({ db, http } = setup()));

const post = (id: number) => db.posts.find((p) => p.id === id)!;

describe('GET /wall', () => {
  test('answers the current user with stats, suggestions, who to follow and news', async () => {
    const { status, data } = await http.get('/wall');
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: 1, name: 'Jessica Moore', profilePic: '' });
    expect(data.stats).toEqual({ followers: 12480, following: 386, photos: 1240, videos: 58 });
    expect(data.suggestions.map((s: { id: number }) => s.id)).toEqual([201, 202, 203]);
    expect(data.whoToFollow.map((p: { id: number }) => p.id)).toEqual([5, 6, 7]);
    expect(data.recentNews.map((n: { id: number }) => n.id)).toEqual([301, 302, 303]);
    expect(data.cover).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('GET /wall/posts', () => {
  test('answers the six sample posts newest first', async () => {
    const { status, data } = await http.get<WallPost[]>('/wall/posts');
    expect(status).toBe(200);
    expect(data.map((p) => p.id)).toEqual([6, 5, 4, 3, 2, 1]);
    const dates = data.map((p) => Date.parse(p.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test('sorts by date whatever the order in the db (ties: the higher id first)', async () => {
    db.posts.reverse();
    const { data } = await http.get<WallPost[]>('/wall/posts');
    expect(data.map((p) => p.id)).toEqual([6, 5, 4, 3, 2, 1]);
    const same = new Date(NOW).toISOString();
    const tie = newestFirst([
      { ...post(1), id: 10, date: same },
      { ...post(1), id: 11, date: same },
    ]);
    expect(tie.map((p) => p.id)).toEqual([11, 10]);
  });

  test('no picture points outside the page (no remote URL)', async () => {
    const { data } = await http.get<WallPost[]>('/wall/posts');
    for (const attachment of data.flatMap((p) => p.attachments)) expect(attachment.path).toMatch(/^data:/);
    expect(data.find((p) => p.id === 4)!.attachments[0].metaData.type).toBe('video');
  });
});

describe('POST /wall/posts', () => {
  test('adds the post at the top, owned by the current user, dated now, every count at 0', async () => {
    const { status, data } = await http.post<WallPost>('/wall/posts', {
      post: {
        message: '  Hello from the tests  ',
        attachments: [{ path: 'blob:local/1', metaData: { type: 'image/png', size: 1234 } }],
      },
    });
    expect(status).toBe(200);
    expect(data).toEqual({
      id: 7,
      owner: WALL_OWNER,
      date: new Date(LATER).toISOString(),
      attachments: [{ id: 603, path: 'blob:local/1', metaData: { type: 'image/png', size: 1234 } }],
      message: 'Hello from the tests',
      liked: false,
      likes: 0,
      shares: 0,
      views: 0,
      comments: [],
    });
    expect(db.posts[0].id).toBe(7);
    const list = await http.get<WallPost[]>('/wall/posts');
    expect(list.data.map((p) => p.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  test('ignores counts and an owner sent by the client', async () => {
    const { data } = await http.post<WallPost>('/wall/posts', {
      post: { message: 'Mine', attachments: [], likes: 99, owner: { id: 2, name: 'Liam Carter' } },
    });
    expect(data).toMatchObject({ likes: 0, owner: { id: 1, name: 'Jessica Moore' } });
  });

  test('a photo alone is a post; nothing at all answers null and adds nothing', async () => {
    const photo = await http.post<WallPost>('/wall/posts', {
      post: { message: '', attachments: [{ path: 'blob:x', metaData: { type: 'image/jpeg', size: 1 } }] },
    });
    expect(photo.data).toMatchObject({ id: 7, message: '' });
    const empty = await http.post('/wall/posts', { post: { message: '   ', attachments: [] } });
    expect(empty.status).toBe(200);
    expect(empty.data).toBeNull();
    expect(db.posts).toHaveLength(7);
  });
});

describe('POST /wall/posts/comments', () => {
  test('appends the comment by the current user and answers the updated post', async () => {
    const { status, data } = await http.post<WallPost>('/wall/posts/comments', {
      postId: 3,
      comment: ' Nice one ',
    });
    expect(status).toBe(200);
    expect(data.id).toBe(3);
    expect(data.comments.map((c) => c.id)).toEqual([3001, 3002, 3003, 6003]);
    expect(data.comments[3]).toEqual({
      id: 6003,
      author: WALL_OWNER,
      date: new Date(LATER).toISOString(),
      liked: false,
      comment: 'Nice one',
    });
    expect(post(3).comments).toHaveLength(4);
    const list = await http.get<WallPost[]>('/wall/posts');
    expect(list.data.find((p) => p.id === 3)!.comments[3].comment).toBe('Nice one');
  });

  test('accepts the comment as an object, on a post without comments', async () => {
    const { data } = await http.post<WallPost>('/wall/posts/comments', {
      postId: 4,
      comment: { comment: 'First!' },
    });
    expect(data.comments.map((c) => c.comment)).toEqual(['First!']);
  });

  test('an unknown post or an empty comment answers null and changes nothing', async () => {
    const unknown = await http.post('/wall/posts/comments', { postId: 99, comment: 'Hi' });
    expect(unknown.data).toBeNull();
    const empty = await http.post('/wall/posts/comments', { postId: 3, comment: '  ' });
    expect(empty.data).toBeNull();
    expect(post(3).comments).toHaveLength(3);
  });
});

describe('PUT /wall/posts', () => {
  test('a like sets the flag and adds exactly one; unliking takes it back', async () => {
    const liked = await http.put<WallPost>('/wall/posts', { postId: 6, post: { liked: true } });
    expect(liked.status).toBe(200);
    expect(liked.data).toMatchObject({ id: 6, liked: true, likes: 25 });
    expect(post(6)).toMatchObject({ liked: true, likes: 25 });
    const unliked = await http.put<WallPost>('/wall/posts', { postId: 6, post: { liked: false } });
    expect(unliked.data).toMatchObject({ liked: false, likes: 24 });
  });

  test('unliking a liked sample post takes one off', async () => {
    const { data } = await http.put<WallPost>('/wall/posts', { postId: 5, post: { liked: false } });
    expect(data).toMatchObject({ liked: false, likes: 56 });
  });

  test('sending the flag the post already has changes nothing (no double count)', async () => {
    await http.put('/wall/posts', { postId: 6, post: { liked: true } });
    const again = await http.put<WallPost>('/wall/posts', { postId: 6, post: { liked: true } });
    expect(again.data).toMatchObject({ liked: true, likes: 25 });
  });

  test('counts sent by the client are ignored; a message change is kept', async () => {
    const { data } = await http.put<WallPost>('/wall/posts', {
      postId: 1,
      post: { liked: true, likes: 1000, views: 5, message: 'Edited' },
    });
    expect(data).toMatchObject({ likes: 6, views: 211, message: 'Edited' });
  });

  test('an unknown post answers null', async () => {
    const { status, data } = await http.put('/wall/posts', { postId: 42, post: { liked: true } });
    expect(status).toBe(200);
    expect(data).toBeNull();
  });
});

test('each db is a fresh copy of the sample data', () => {
  const a = createWallDb(NOW);
  const b = createWallDb(NOW);
  a.posts[0].likes = 1000;
  a.posts[0].comments.push({ ...a.posts[0].comments[0], id: 1 });
  a.wall.stats.followers = 0;
  a.posts[0].owner.name = 'Changed';
  expect(b.posts[0].likes).toBe(24);
  expect(b.posts[0].comments).toHaveLength(2);
  expect(b.wall.stats.followers).toBe(12480);
  expect(b.posts[0].owner.name).toBe('Liam Carter');
  expect(createWallDb().posts.map((p) => p.id)).toEqual([6, 5, 4, 3, 2, 1]);
});
