import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { selectUser, type PayloadAction, type User } from '@phonesheet/shared';
import { LIST_PAGE_SIZE } from '../../../mock/paging';
import { request, toastSuccess } from '../../../store/fetch-lifecycle';
import { mailApi, type ComposedMail } from '../api';
import { MAILBOX_OWNER } from '../data/mail-db';
import { FOLDER_IDS } from '../rules';
import type {
  Mail,
  MailConnection,
  MailFolder,
  MailLabel,
  MailListQuery,
  MailPage,
  MailPerson,
} from '../types';
import {
  MAIL_FETCH,
  mailActions as A,
  nextMessageId,
  selectMail,
  type ComposeRequest,
  type MailState,
} from './mail-slice';

/** The success toast of a move, by target folder. */
const MOVED_MESSAGE: Record<number, string> = {
  [FOLDER_IDS.archive]: 'templates.mail.toast.archived',
  [FOLDER_IDS.spam]: 'templates.mail.toast.spam',
  [FOLDER_IDS.trash]: 'templates.mail.toast.trash',
};

function* loadMeta(): SagaIterator {
  const [folders, labels, connections]: [MailFolder[]?, MailLabel[]?, MailConnection[]?] = yield all([
    call(request, MAIL_FETCH.meta, mailApi.folders),
    call(request, MAIL_FETCH.meta, mailApi.labels),
    call(request, MAIL_FETCH.meta, mailApi.connections),
  ]);
  if (folders && labels && connections) yield put(A.metaLoaded({ folders, labels, connections }));
  yield call(loadAll);
}

function* loadAll(): SagaIterator {
  const mails: Mail[] | undefined = yield call(request, MAIL_FETCH.meta, mailApi.all);
  if (mails) yield put(A.allLoaded(mails));
}

function* loadList(query: MailListQuery): SagaIterator {
  const page: MailPage | undefined = yield call(request, MAIL_FETCH.list, () => mailApi.list(query));
  if (!page) return;
  const lastPage = Math.max(0, Math.ceil(page.total / LIST_PAGE_SIZE) - 1);
  // Past the end (mails left the folder): the last page that has some.
  if (page.list.length === 0 && query.page > lastPage && page.total > 0) {
    yield call(loadList, { ...query, page: lastPage });
    return;
  }
  yield put(A.listLoaded({ ...page, query: { ...query, page: Math.min(query.page, lastPage) } }));
}

/** After a change, the page on screen is asked again (a moved or unstarred mail may leave it). */
function* reloadList(): SagaIterator {
  const { query }: MailState = yield select(selectMail);
  if (query) yield call(loadList, query);
}

function* loadDetail({ payload: id }: PayloadAction<number>): SagaIterator {
  const mail: Mail | null | undefined = yield call(request, MAIL_FETCH.detail, () => mailApi.mail(id));
  if (mail === undefined) return;
  yield put(A.detailLoaded({ id, mail }));
  // Opening an unread mail marks it read (the mock has no read-on-open: the client sends update/read itself).
  if (mail && !mail.isRead) yield put(A.readRequested({ mailIds: [mail.id], status: true, silent: true }));
}

function* updateRead({
  payload,
}: PayloadAction<{ mailIds: number[]; status: boolean; silent?: boolean }>): SagaIterator {
  const mails: Mail[] | undefined = yield call(request, MAIL_FETCH.update, () =>
    mailApi.read(payload.mailIds, payload.status),
  );
  if (!mails) return;
  yield put(A.mailsUpdated(mails));
  if (!payload.silent) yield toastSuccess('templates.mail.toast.read');
}

function* updateStarred({ payload }: PayloadAction<{ mailIds: number[]; status: boolean }>): SagaIterator {
  const mails: Mail[] | undefined = yield call(request, MAIL_FETCH.update, () =>
    mailApi.starred(payload.mailIds, payload.status),
  );
  if (!mails) return;
  yield put(A.mailsUpdated(mails));
  yield toastSuccess('templates.mail.toast.starred');
  const { query }: MailState = yield select(selectMail);
  if (query?.type === 'folder' && query.name === 'starred') yield call(reloadList);
}

function* moveToFolder({ payload }: PayloadAction<{ mailIds: number[]; folderId: number }>): SagaIterator {
  const mails: Mail[] | undefined = yield call(request, MAIL_FETCH.update, () =>
    mailApi.folder(payload.mailIds, payload.folderId),
  );
  if (!mails) return;
  yield put(A.allLoaded(mails));
  yield put(A.mailsUpdated(mails.filter((mail) => payload.mailIds.includes(mail.id))));
  yield toastSuccess(MOVED_MESSAGE[payload.folderId] ?? 'templates.mail.toast.updated');
  yield call(reloadList);
}

function* updateLabel({ payload }: PayloadAction<{ mailIds: number[]; labelId: number }>): SagaIterator {
  const mails: Mail[] | undefined = yield call(request, MAIL_FETCH.update, () =>
    mailApi.label(payload.mailIds, payload.labelId),
  );
  if (!mails) return;
  yield put(A.mailsUpdated(mails));
  yield toastSuccess('templates.mail.toast.label');
  const { query }: MailState = yield select(selectMail);
  if (query?.type === 'label') yield call(reloadList);
}

function* saveMail(mail: Mail, messageId: string, key: string = MAIL_FETCH.update): SagaIterator {
  const saved: Mail | null | undefined = yield call(request, key, () => mailApi.update(mail));
  if (!saved) return;
  yield put(A.mailsUpdated([saved]));
  yield toastSuccess(messageId);
}

function* updateImportant({ payload }: PayloadAction<{ mail: Mail; status: boolean }>): SagaIterator {
  yield call(saveMail, { ...payload.mail, isImportant: payload.status }, 'templates.mail.toast.updated');
}

/** The signed-in user as a sender (the sample mailbox's owner when there is none). */
function* me(): SagaIterator<MailPerson> {
  const user: User | null = yield select(selectUser);
  if (!user?.email) return MAILBOX_OWNER;
  return { name: user.fullName || user.email, email: user.email };
}

function* reply({
  payload: { mail, content },
}: PayloadAction<{ mail: Mail; content: string }>): SagaIterator {
  const sender: MailPerson = yield call(me);
  const last = mail.messages[mail.messages.length - 1];
  const to = last && last.sender.email !== sender.email ? [last.sender] : (last?.to ?? []);
  const message = {
    messageId: nextMessageId(mail.messages),
    sender,
    to,
    cc: [],
    bcc: [],
    sentOn: new Date().toISOString(),
    description: content,
  };
  // Its own key: the reply button spins for the reply, not for the mail being marked read.
  yield call(
    saveMail,
    { ...mail, messages: [...mail.messages, message] },
    'templates.mail.toast.sent',
    MAIL_FETCH.reply,
  );
}

/** An address as a person: a known connection keeps its name; otherwise the address is the name. */
function personOf(email: string, connections: MailConnection[]): MailPerson {
  const known = connections.find((c) => c.email.toLowerCase() === email.toLowerCase());
  return known ? { name: known.name, email: known.email } : { name: email, email };
}

function* compose({ payload }: PayloadAction<ComposeRequest>): SagaIterator {
  const sender: MailPerson = yield call(me);
  const { connections }: MailState = yield select(selectMail);
  const people = (list: string[]) => list.map((email) => personOf(email, connections));
  const mail: ComposedMail = {
    subject: payload.subject,
    label: null,
    isRead: true,
    isStarred: false,
    isImportant: false,
    hasAttachments: false,
    messages: [
      {
        messageId: 1,
        sender,
        to: people(payload.to),
        cc: people(payload.cc),
        bcc: people(payload.bcc),
        sentOn: new Date().toISOString(),
        description: payload.content,
      },
    ],
  };
  const created: Mail | undefined = yield call(request, MAIL_FETCH.compose, () => mailApi.compose(mail));
  if (!created) return;
  yield put(A.composed(created));
  yield toastSuccess('templates.mail.toast.sent');
  const { query }: MailState = yield select(selectMail);
  if (query?.type === 'folder' && query.name === 'sent') yield call(reloadList);
}

/** The mail app's root saga (started with the templates module). */
export default function* mailSaga(): SagaIterator {
  yield takeLatest(A.metaRequested.type, loadMeta);
  yield takeLatest(A.listRequested.type, ({ payload }: PayloadAction<MailListQuery>) => loadList(payload));
  yield takeLatest(A.detailRequested.type, loadDetail);
  yield takeEvery(A.readRequested.type, updateRead);
  yield takeEvery(A.starredRequested.type, updateStarred);
  yield takeEvery(A.folderRequested.type, moveToFolder);
  yield takeEvery(A.labelRequested.type, updateLabel);
  yield takeEvery(A.importantRequested.type, updateImportant);
  yield takeEvery(A.replyRequested.type, reply);
  yield takeEvery(A.composeRequested.type, compose);
}
