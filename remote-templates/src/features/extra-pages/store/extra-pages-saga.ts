import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { uiActions, type PayloadAction } from '@phonesheet/shared';
import { request, toastSuccess } from '../../../store/fetch-lifecycle';
import { extraPagesApi } from '../api';
import type { Account, FormAnswer } from '../types';
import {
  extraPagesActions as A,
  fetchKeyOf,
  formKeyOf,
  type FormName,
  type Requested,
  type Resource,
  type Submitted,
} from './extra-pages-slice';

type Call = (query: string) => Promise<{ data: unknown }>;

const LOADERS: Record<Resource, Call> = {
  faq: extraPagesApi.faq,
  kb: extraPagesApi.knowledgeBase,
  blog: () => extraPagesApi.blog(),
  post: extraPagesApi.post,
  portfolio: () => extraPagesApi.portfolio(),
  pricing: () => extraPagesApi.pricing(),
  timeline: () => extraPagesApi.timeline(),
  team: () => extraPagesApi.team(),
  account: () => extraPagesApi.account(),
};

type Submit = (body: never) => Promise<{ data: FormAnswer<Account | undefined> }>;

const SUBMITTERS: Record<FormName, Submit> = {
  contactUs: extraPagesApi.contactUs,
  newsletter: extraPagesApi.newsletter,
  personal: extraPagesApi.personal,
  password: extraPagesApi.password,
  information: extraPagesApi.information,
  social: extraPagesApi.social,
  notifications: extraPagesApi.notifications,
  connection: extraPagesApi.connection,
};

function* load({ payload: { resource, query = '' } }: PayloadAction<Requested>): SagaIterator {
  const data: unknown = yield call(
    request<[string], unknown>,
    fetchKeyOf(resource),
    LOADERS[resource],
    query,
  );
  if (data !== undefined) yield put(A.loaded({ resource, query, data }));
}

function* submit({ payload: { form, body } }: PayloadAction<Submitted>): SagaIterator {
  const answer: FormAnswer<Account> | undefined = yield call(
    request<[never], FormAnswer<Account>>,
    formKeyOf(form),
    SUBMITTERS[form] as (body: never) => Promise<{ data: FormAnswer<Account> }>,
    body as never,
  );
  if (!answer) {
    // The failure has been toasted; the form keeps its input.
    yield put(A.answered({ form, ok: false, message: null }));
    return;
  }
  if (answer.ok && answer.data) yield put(A.loaded({ resource: 'account', query: '', data: answer.data }));
  yield put(A.answered({ form, ok: answer.ok, message: answer.message }));
  if (answer.ok) yield toastSuccess(answer.message);
  else yield put(uiActions.toast({ kind: 'error', messageId: answer.message }));
}

/** The extra pages' root saga (started with the templates module). */
export default function* extraPagesSaga(): SagaIterator {
  // One watcher per resource, so a search typed on drops its older request.
  for (const resource of Object.keys(LOADERS) as Resource[]) {
    yield takeLatest(
      (a: { type: string; payload?: Requested }) =>
        A.requested.match(a as never) && a.payload?.resource === resource,
      load,
    );
  }
  yield takeEvery(A.submitted.type, submit);
}
