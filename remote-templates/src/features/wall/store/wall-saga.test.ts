import { waitFor } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { setupStore } from '../../../testing/test-store';
import { selectFetchError } from '../../../store/fetch-lifecycle';
import { wallApi } from '../api';
import { WALL_KEYS, selectWall, wallActions as A } from './wall-slice';

type Store = ReturnType<typeof setupStore>;
const wall = (store: Store) => selectWall(store.getState() as never);
const toasts = (store: Store) => selectToasts(store.getState() as never);

async function loaded(): Promise<Store> {
  const store = setupStore();
  store.dispatch(A.loadRequested());
  await waitFor(() => expect(wall(store).postsLoaded && wall(store).wall !== null).toBe(true));
  return store;
}

afterEach(() => jest.restoreAllMocks());

test('loadRequested (even before the saga chunk arrived) loads the wall and its posts, newest first', async () => {
  const store = await loaded();
  expect(wall(store).wall?.name).toBe('Jessica Moore');
  expect(wall(store).posts.map((p) => p.id)).toEqual([6, 5, 4, 3, 2, 1]);
});

test('publishRequested puts the new post on top and toasts', async () => {
  const store = await loaded();
  store.dispatch(A.publishRequested({ message: 'Saga post', attachments: [] }));
  await waitFor(() => expect(wall(store).posts[0].message).toBe('Saga post'));
  expect(wall(store).posts[0]).toMatchObject({ id: 7, likes: 0, owner: { name: 'Jessica Moore' } });
  expect(wall(store).published).toBe(1);
  expect(toasts(store).map((t) => t.messageId)).toContain('templates.wall.published');
});

test('likeRequested toggles the flag and moves the likes by one, persisting until the next load', async () => {
  const store = await loaded();
  store.dispatch(A.likeRequested({ postId: 6, liked: true }));
  await waitFor(() => expect(wall(store).posts[0]).toMatchObject({ liked: true, likes: 25 }));
  store.dispatch(A.loadRequested());
  await waitFor(() => expect(wall(store).posts[0].likes).toBe(25));
  store.dispatch(A.likeRequested({ postId: 6, liked: false }));
  await waitFor(() => expect(wall(store).posts[0]).toMatchObject({ liked: false, likes: 24 }));
});

test('commentRequested appends the comment to the post', async () => {
  const store = await loaded();
  store.dispatch(A.commentRequested({ postId: 4, comment: 'Great clip' }));
  await waitFor(() => expect(wall(store).posts[2].comments.map((c) => c.comment)).toEqual(['Great clip']));
});

test('each store starts from the sample data again', async () => {
  const first = await loaded();
  first.dispatch(A.publishRequested({ message: 'Temporary', attachments: [] }));
  await waitFor(() => expect(wall(first).posts).toHaveLength(7));
  const second = await loaded();
  expect(wall(second).posts.map((p) => p.id)).toEqual([6, 5, 4, 3, 2, 1]);
});

test('a failed load keeps the error by key and toasts it', async () => {
  jest.spyOn(wallApi, 'posts').mockRejectedValueOnce(new Error('Network down'));
  const store = setupStore();
  store.dispatch(A.loadRequested());
  await waitFor(() =>
    expect(selectFetchError(WALL_KEYS.posts)(store.getState() as never)).toBe('Network down'),
  );
  expect(wall(store).postsLoaded).toBe(false);
  expect(toasts(store).map((t) => t.text)).toContain('Network down');
});
