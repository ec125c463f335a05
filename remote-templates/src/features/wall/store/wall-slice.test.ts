import { createWallDb } from '../data/wall-db';
import { initialWallState, wallActions as A, wallReducer, selectWall } from './wall-slice';

const sample = createWallDb(Date.parse('2024-05-10T12:00:00.000Z'));

test('starts empty and not loaded', () => {
  expect(wallReducer(undefined, { type: '@@init' })).toEqual(initialWallState);
  expect(selectWall({})).toBe(initialWallState);
});

test('counts the loads asked for (the saga serves one asked before it started)', () => {
  const state = wallReducer(wallReducer(undefined, A.loadRequested()), A.loadRequested());
  expect(state.requested).toBe(2);
});

test('keeps the wall and the posts as answered', () => {
  let state = wallReducer(undefined, A.wallLoaded(sample.wall));
  state = wallReducer(state, A.postsLoaded(sample.posts));
  expect(state.wall?.name).toBe('Jessica Moore');
  expect(state.posts.map((p) => p.id)).toEqual([6, 5, 4, 3, 2, 1]);
  expect(state.postsLoaded).toBe(true);
});

test('a published post goes on top and moves the published counter', () => {
  const before = wallReducer(undefined, A.postsLoaded(sample.posts));
  const created = { ...sample.posts[5], id: 7, message: 'New' };
  const after = wallReducer(before, A.published(created));
  expect(after.posts.map((p) => p.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  expect(after.published).toBe(1);
  expect(before.posts).toHaveLength(6);
});

test('an updated post replaces its old copy in place', () => {
  const before = wallReducer(undefined, A.postsLoaded(sample.posts));
  const liked = { ...sample.posts[2], liked: true, likes: 113 };
  const after = wallReducer(before, A.postUpdated(liked));
  expect(after.posts[2]).toBe(liked);
  expect(after.posts.map((p) => p.id)).toEqual([6, 5, 4, 3, 2, 1]);
  expect(before.posts[2].likes).toBe(112);
});

test('actions are namespaced templatesWall/', () => {
  for (const creator of Object.values(A)) expect(creator.type).toMatch(/^templatesWall\//);
});
