import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@phonesheet/shared';
import { request, toastSuccess } from '../../../store/fetch-lifecycle';
import { chatApi } from '../api';
import type { ChatMessage, Connection, ConnectionChanges, Conversation, NewMessage } from '../types';
import { CHAT_KEYS as K, chatActions as A, selectChat, type ChatState } from './chat-slice';

function* loadConnections(): SagaIterator {
  const list: Connection[] | undefined = yield call(request, K.connections, chatApi.connections);
  if (list) yield put(A.connectionsLoaded(list));
}

function* loadConversation(action: PayloadAction<number>): SagaIterator {
  const reply: Conversation | undefined = yield call(request, K.conversation, () =>
    chatApi.conversation(action.payload),
  );
  if (reply?.connection) yield put(A.conversationLoaded(reply));
  else if (reply) yield put(A.conversationMissing(action.payload));
}

function* send(action: PayloadAction<{ channelId: number; message: NewMessage }>): SagaIterator {
  const { channelId, message } = action.payload;
  const reply: Conversation | undefined = yield call(request, K.send, () => chatApi.send(channelId, message));
  if (reply?.connection) yield put(A.conversationLoaded(reply));
}

function* edit(
  action: PayloadAction<{ channelId: number; message: Pick<ChatMessage, 'id' | 'message'> }>,
): SagaIterator {
  const { channelId, message } = action.payload;
  const reply: Conversation | undefined = yield call(request, K.edit, () => chatApi.edit(channelId, message));
  if (reply?.connection) yield put(A.conversationLoaded(reply));
}

function* deleteMessage(action: PayloadAction<{ channelId: number; messageId: number }>): SagaIterator {
  const { channelId, messageId } = action.payload;
  const reply: Conversation | undefined = yield call(request, K.deleteMessage, () =>
    chatApi.deleteMessage(channelId, messageId),
  );
  if (reply?.connection) yield put(A.conversationLoaded(reply));
}

function* deleteConversation(action: PayloadAction<number>): SagaIterator {
  const reply: Conversation | undefined = yield call(request, K.deleteConversation, () =>
    chatApi.deleteConversation(action.payload),
  );
  if (!reply?.connection) return;
  yield put(A.conversationLoaded(reply));
  yield toastSuccess('templates.chat.toast.conversationDeleted');
}

function* updateConnection(action: PayloadAction<ConnectionChanges>): SagaIterator {
  const changes = action.payload;
  const connection: Connection | null | undefined = yield call(request, K.connection, () =>
    chatApi.updateConnection(changes),
  );
  if (!connection) return;
  yield put(A.connectionUpdated(connection));
  if (changes.isMuted !== undefined)
    yield toastSuccess(changes.isMuted ? 'templates.chat.toast.muted' : 'templates.chat.toast.unmuted');
  if (changes.isHidden !== undefined)
    yield toastSuccess(changes.isHidden ? 'templates.chat.toast.hidden' : 'templates.chat.toast.unhidden');
}

/** The chat app's root saga (started by the templates module). */
export default function* chatSaga(): SagaIterator {
  // The page may have asked before this saga's chunk arrived: catch up on what it asked for.
  const state: ChatState = yield select(selectChat);
  if (state.listRequested && !state.loaded) yield fork(loadConnections);
  if (state.selectedId !== null && !state.conversation)
    yield fork(loadConversation, A.conversationRequested(state.selectedId));
  yield takeLatest(A.connectionsRequested.type, loadConnections);
  yield takeLatest(A.conversationRequested.type, loadConversation);
  yield takeEvery(A.sendRequested.type, send);
  yield takeEvery(A.editRequested.type, edit);
  yield takeEvery(A.deleteMessageRequested.type, deleteMessage);
  yield takeEvery(A.deleteConversationRequested.type, deleteConversation);
  yield takeEvery(A.connectionUpdateRequested.type, updateConnection);
}
