import { all, call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@phonesheet/shared';
import { request, toastSuccess } from '../../../store/fetch-lifecycle';
import { LIST_PAGE_SIZE } from '../../../mock/paging';
import { contactApi } from '../api';
import type { Contact, ContactFolder, ContactLabel, ContactPage, ContactQuery, NewContact } from '../types';
import { CONTACT_KEYS, CONTACT_TOASTS } from './contact-keys';
import { contactActions as A, selectContact, type ContactState } from './contact-slice';

function* currentQuery(): SagaIterator<ContactQuery> {
  const state: ContactState = yield select(selectContact);
  return state.query;
}

function* loadMeta(): SagaIterator {
  const [folders, labels]: [ContactFolder[] | undefined, ContactLabel[] | undefined] = yield all([
    call(request, CONTACT_KEYS.meta, contactApi.folders),
    call(request, CONTACT_KEYS.meta, contactApi.labels),
  ]);
  if (folders && labels) yield put(A.metaLoaded({ folders, labels }));
}

function* loadList({ payload: query }: PayloadAction<ContactQuery>): SagaIterator {
  const page: ContactPage | undefined = yield call(
    request<[ContactQuery], ContactPage>,
    CONTACT_KEYS.list,
    contactApi.list,
    query,
  );
  if (page) yield put(A.listLoaded({ query, page }));
}

/** Reloads the list shown when a change may move contacts in or out of it (starred folder, a label). */
function* refreshIfFiltered(dependsOn: (query: ContactQuery) => boolean): SagaIterator {
  const query: ContactQuery = yield call(currentQuery);
  if (dependsOn(query)) yield put(A.listRequested(query));
}

function* star({ payload }: PayloadAction<{ contactIds: number[]; status: boolean }>): SagaIterator {
  const changed: Contact[] | undefined = yield call(
    request<[number[], boolean], Contact[]>,
    CONTACT_KEYS.star,
    contactApi.star,
    payload.contactIds,
    payload.status,
  );
  if (!changed) return;
  yield put(A.contactsChanged(changed));
  yield toastSuccess(CONTACT_TOASTS.starred);
  yield call(refreshIfFiltered, (q) => q.type === 'folder' && q.name === 'starred');
}

function* setLabel({ payload }: PayloadAction<{ contactIds: number[]; labelId: number }>): SagaIterator {
  const changed: Contact[] | undefined = yield call(
    request<[number[], number], Contact[]>,
    CONTACT_KEYS.label,
    contactApi.setLabel,
    payload.contactIds,
    payload.labelId,
  );
  if (!changed) return;
  yield put(A.contactsChanged(changed));
  yield put(A.selectionChanged([]));
  yield toastSuccess(CONTACT_TOASTS.label);
  yield call(refreshIfFiltered, (q) => q.type === 'label');
}

function* remove({ payload: contactIds }: PayloadAction<number[]>): SagaIterator {
  let query: ContactQuery = yield call(currentQuery);
  let page: ContactPage | undefined = yield call(
    request<[number[], ContactQuery], ContactPage>,
    CONTACT_KEYS.delete,
    contactApi.remove,
    contactIds,
    query,
  );
  if (!page) return;
  // The last contacts of a later page are gone: show the last page there is.
  const last = Math.max(0, Math.ceil(page.total / LIST_PAGE_SIZE) - 1);
  if (query.page > last) {
    query = { ...query, page: last };
    if (page.list.length === 0) {
      const previous: ContactPage | undefined = yield call(
        request<[ContactQuery], ContactPage>,
        CONTACT_KEYS.list,
        contactApi.list,
        query,
      );
      if (previous) page = previous;
    }
  }
  yield put(A.deleted({ contactIds, query, page }));
  yield toastSuccess(CONTACT_TOASTS.deleted);
}

function* loadDetail({ payload: id }: PayloadAction<number>): SagaIterator {
  const contact: Contact | null | undefined = yield call(
    request<[number], Contact | null>,
    CONTACT_KEYS.detail,
    contactApi.detail,
    id,
  );
  if (contact !== undefined) yield put(A.detailLoaded(contact));
}

function* create({ payload }: PayloadAction<NewContact>): SagaIterator {
  const created: Contact | undefined = yield call(
    request<[NewContact], Contact>,
    CONTACT_KEYS.save,
    contactApi.create,
    payload,
  );
  yield put(A.saveFinished(created ?? null));
  if (!created) return;
  yield toastSuccess(CONTACT_TOASTS.created);
  // A new contact goes to the top: show the first page of the list.
  const query: ContactQuery = yield call(currentQuery);
  yield put(A.listRequested({ ...query, page: 0 }));
}

function* update({ payload }: PayloadAction<Contact>): SagaIterator {
  const updated: Contact | null | undefined = yield call(
    request<[Contact], Contact | null>,
    CONTACT_KEYS.save,
    contactApi.update,
    payload,
  );
  yield put(A.saveFinished(updated ?? null));
  if (!updated) return;
  yield put(A.contactsChanged([updated]));
  yield toastSuccess(CONTACT_TOASTS.updated);
  yield call(refreshIfFiltered, (q) => q.type === 'label' || q.name === 'starred' || q.name === 'frequent');
}

/** The page may have asked before this saga (its own chunk) was running: answer it now. */
function* catchUp(): SagaIterator {
  const state: ContactState = yield select(selectContact);
  if (!state.requested) return;
  if (state.folders.length === 0) yield fork(loadMeta);
  if (!state.loaded) yield fork(loadList, A.listRequested(state.query));
}

/** The Contacts demo's root saga. */
export default function* contactSaga(): SagaIterator {
  yield fork(catchUp);
  yield all([
    takeLeading(A.metaRequested.type, loadMeta),
    takeLatest(A.listRequested.type, loadList),
    takeEvery(A.starRequested.type, star),
    takeEvery(A.labelRequested.type, setLabel),
    takeLeading(A.deleteRequested.type, remove),
    takeLatest(A.detailOpened.type, loadDetail),
    takeLeading(A.createRequested.type, create),
    takeLeading(A.updateRequested.type, update),
  ]);
}
