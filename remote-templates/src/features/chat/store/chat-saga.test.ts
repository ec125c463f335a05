import { waitFor } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { setupStore } from '../../../testing/test-store';
import { selectLoading } from '../../../store/fetch-lifecycle';
import { MessageType } from '../types';
import { CHAT_KEYS, chatActions as A, selectChat } from './chat-slice';

type Store = ReturnType<typeof setupStore>;
const chat = (store: Store) => selectChat(store.getState() as never);
const toastIds = (store: Store) => selectToasts(store.getState() as never).map((t) => t.messageId);

async function opened(store: Store, id: number) {
  store.dispatch(A.connectionsRequested());
  await waitFor(() => expect(chat(store).loaded).toBe(true));
  store.dispatch(A.conversationRequested(id));
  await waitFor(() => expect(chat(store).conversation?.connection.id).toBe(id));
}

test('connectionsRequested loads the ten connections through the fetch lifecycle, even asked before the saga arrived', async () => {
  const store = setupStore();
  // Every loading state the store went through, not a poll that a loaded machine can step over.
  const loadingStates: boolean[] = [];
  store.subscribe(() => loadingStates.push(selectLoading(CHAT_KEYS.connections)(store.getState() as never)));
  // The saga comes in its own chunk: this request is caught up when it starts.
  store.dispatch(A.connectionsRequested());
  store.dispatch(A.conversationRequested(5));
  await waitFor(() => expect(chat(store).connections).toHaveLength(10));
  expect(loadingStates).toContain(true);
  expect(selectLoading(CHAT_KEYS.connections)(store.getState() as never)).toBe(false);
  await waitFor(() => expect(chat(store).conversation?.userMessages).toHaveLength(4));
});

test('opening a conversation loads its messages and clears its unread count in the list', async () => {
  const store = setupStore();
  await opened(store, 8);
  expect(chat(store).conversation?.userMessages.map((m) => m.id)).toEqual([801, 802, 803]);
  expect(chat(store).connections.find((c) => c.id === 8)?.unreadCount).toBe(0);
});

test('sending appends the message and updates the last message; deleting it brings the previous one back', async () => {
  const store = setupStore();
  await opened(store, 2);
  store.dispatch(
    A.sendRequested({ channelId: 2, message: { message: 'Hello Marco', message_type: MessageType.TEXT } }),
  );
  await waitFor(() => expect(chat(store).conversation?.userMessages).toHaveLength(6));
  const sent = chat(store).conversation!.userMessages[5]!;
  expect(sent.message).toBe('Hello Marco');
  expect(chat(store).connections.find((c) => c.id === 2)?.lastMessage?.message).toBe('Hello Marco');

  store.dispatch(A.deleteMessageRequested({ channelId: 2, messageId: sent.id }));
  await waitFor(() => expect(chat(store).conversation?.userMessages).toHaveLength(5));
  expect(chat(store).connections.find((c) => c.id === 2)?.lastMessage?.message).toBe(
    'Let me know if the numbers look off.',
  );
});

test('editing the last message changes it in the conversation and the list', async () => {
  const store = setupStore();
  await opened(store, 3);
  store.dispatch(A.editRequested({ channelId: 3, message: { id: 303, message: 'Ships Tuesday.' } }));
  await waitFor(() => expect(chat(store).conversation?.userMessages[2]?.message).toBe('Ships Tuesday.'));
  expect(chat(store).conversation?.userMessages[2]?.edited).toBe(true);
  expect(chat(store).connections.find((c) => c.id === 3)?.lastMessage?.message).toBe('Ships Tuesday.');
});

test('deleting a conversation clears it and says so', async () => {
  const store = setupStore();
  await opened(store, 1);
  store.dispatch(A.deleteConversationRequested(1));
  await waitFor(() => expect(chat(store).conversation?.userMessages).toEqual([]));
  expect(chat(store).connections.find((c) => c.id === 1)?.lastMessage).toBeNull();
  expect(toastIds(store)).toContain('templates.chat.toast.conversationDeleted');
});

test('mute and hide change the connection and toast', async () => {
  const store = setupStore();
  await opened(store, 2);
  store.dispatch(A.connectionUpdateRequested({ id: 2, isMuted: true }));
  await waitFor(() => expect(chat(store).connections.find((c) => c.id === 2)?.isMuted).toBe(true));
  expect(chat(store).conversation?.connection.isMuted).toBe(true);
  store.dispatch(A.connectionUpdateRequested({ id: 2, isHidden: true }));
  await waitFor(() => expect(chat(store).connections.find((c) => c.id === 2)?.isHidden).toBe(true));
  expect(toastIds(store)).toEqual(['templates.chat.toast.muted', 'templates.chat.toast.hidden']);
});

test('changes persist in the mock until a new store (a reload) starts from the sample data', async () => {
  const first = setupStore();
  await opened(first, 2);
  first.dispatch(A.sendRequested({ channelId: 2, message: { message: 'persisted', message_type: 2 } }));
  await waitFor(() => expect(chat(first).conversation?.userMessages).toHaveLength(6));
  first.dispatch(A.conversationRequested(4));
  await waitFor(() => expect(chat(first).conversation?.connection.id).toBe(4));
  first.dispatch(A.conversationRequested(2));
  await waitFor(() => expect(chat(first).conversation?.userMessages).toHaveLength(6));

  const second = setupStore();
  await opened(second, 2);
  expect(chat(second).conversation?.userMessages).toHaveLength(5);
});
