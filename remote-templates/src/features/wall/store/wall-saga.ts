import { all, call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@phonesheet/shared';
import { request, toastSuccess } from '../../../store/fetch-lifecycle';
import { wallApi } from '../api';
import type { NewPostBody, WallData, WallPost } from '../types';
import { WALL_KEYS, selectWall, wallActions as A, type WallState } from './wall-slice';

function* loadWall(): SagaIterator {
  const wall: WallData | undefined = yield call(request, WALL_KEYS.wall, wallApi.wall);
  if (wall) yield put(A.wallLoaded(wall));
}

function* loadPosts(): SagaIterator {
  const posts: WallPost[] | undefined = yield call(request, WALL_KEYS.posts, wallApi.posts);
  if (posts) yield put(A.postsLoaded(posts));
}

function* load(): SagaIterator {
  yield all([call(loadWall), call(loadPosts)]);
}

function* publish(action: PayloadAction<NewPostBody>): SagaIterator {
  const post: WallPost | null | undefined = yield call(request, WALL_KEYS.publish, () =>
    wallApi.create(action.payload),
  );
  if (!post) return;
  yield put(A.published(post));
  yield toastSuccess('templates.wall.published');
}

function* comment(action: PayloadAction<{ postId: number; comment: string }>): SagaIterator {
  const { postId, comment: text } = action.payload;
  const post: WallPost | null | undefined = yield call(request, WALL_KEYS.comment, () =>
    wallApi.comment(postId, text),
  );
  if (post) yield put(A.postUpdated(post));
}

function* like(action: PayloadAction<{ postId: number; liked: boolean }>): SagaIterator {
  const { postId, liked } = action.payload;
  const post: WallPost | null | undefined = yield call(request, WALL_KEYS.like, () =>
    wallApi.update(postId, { liked }),
  );
  if (post) yield put(A.postUpdated(post));
}

/** The wall's root saga (started with the templates module). */
export default function* wallSaga(): SagaIterator {
  // A page mounted before this chunk arrived asked for a load nobody heard: serve it now.
  const state: WallState = yield select(selectWall);
  if (state.requested > 0) yield fork(load);
  yield takeLatest(A.loadRequested.type, load);
  yield takeLeading(A.publishRequested.type, publish);
  yield takeEvery(A.commentRequested.type, comment);
  yield takeEvery(A.likeRequested.type, like);
}
