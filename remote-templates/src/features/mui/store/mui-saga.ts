import { call, put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { request } from '../../../store/fetch-lifecycle';
import { muiApi } from '../api';
import type { Person } from '../types';
import { muiActions as A } from './mui-slice';

export const PEOPLE_KEY = 'mui/people';

function* loadPeople(): SagaIterator {
  const people: Person[] | undefined = yield call(request<[], Person[]>, PEOPLE_KEY, muiApi.people);
  if (people) yield put(A.peopleLoaded(people));
}

export default function* muiSaga(): SagaIterator {
  yield takeLatest(A.peopleRequested.type, loadPeople);
}
