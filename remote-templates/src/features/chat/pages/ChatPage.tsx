import { useCallback, useEffect, useMemo, useState } from 'react';
import { Empty, Grid, theme } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { ConfirmDialog } from '@phonesheet/shared/ui';
import { AppsContainer } from '../../../app-kit/AppsContainer';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { ConnectionList } from '../components/ConnectionList';
import { Composer } from '../components/Composer';
import { ConversationHeader } from '../components/ConversationHeader';
import { MessageList } from '../components/MessageList';
import {
  CHAT_KEYS,
  chatActions as A,
  selectChat,
  visibleConnections,
  type ChatState,
} from '../store/chat-slice';
import { MessageType, type NewMessage } from '../types';

/** An object URL lets a picked image show in this page (never uploaded: the demo has no server). */
function objectUrlOf(file: File): string | undefined {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return undefined;
  return URL.createObjectURL(file);
}

/** The open conversation: its header, messages, composer, and the delete it asks about first. */
function OpenConversation({
  conversation,
  onBack,
  showHidden,
  onLeave,
  onSend,
  onAttach,
  confirming,
  onConfirming,
}: {
  conversation: NonNullable<ChatState['conversation']>;
  /** Back to the list (phone width only). */
  onBack: (() => void) | undefined;
  showHidden: boolean;
  /** The conversation leaves the screen (hidden while hidden ones are not shown). */
  onLeave: () => void;
  onSend: (message: NewMessage) => void;
  onAttach: (file: File) => void;
  confirming: boolean;
  onConfirming: (confirming: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const { connection, userMessages } = conversation;
  return (
    <>
      <ConversationHeader
        connection={connection}
        onBack={onBack}
        onMute={(isMuted) => dispatch(A.connectionUpdateRequested({ id: connection.id, isMuted }))}
        onHide={(isHidden) => {
          dispatch(A.connectionUpdateRequested({ id: connection.id, isHidden }));
          // A hidden conversation leaves the list, and the screen.
          if (isHidden && !showHidden) onLeave();
        }}
        onDelete={() => onConfirming(true)}
      />
      <MessageList
        name={connection.name}
        messages={userMessages}
        onEdit={(id, message) =>
          dispatch(A.editRequested({ channelId: connection.id, message: { id, message } }))
        }
        onDelete={(messageId) => dispatch(A.deleteMessageRequested({ channelId: connection.id, messageId }))}
      />
      <Composer
        key={connection.id}
        onSend={(message) => onSend({ message, message_type: MessageType.TEXT })}
        onAttach={onAttach}
      />
      <ConfirmDialog
        open={confirming}
        danger
        title={<FormattedMessage id="templates.chat.confirmDelete.title" />}
        message={
          <FormattedMessage id="templates.chat.confirmDelete.message" values={{ name: connection.name }} />
        }
        onConfirm={() => {
          onConfirming(false);
          dispatch(A.deleteConversationRequested(connection.id));
        }}
        onCancel={() => onConfirming(false)}
      />
    </>
  );
}

/**
 * /apps/chat (?user=<id> opens a conversation): conversations on the start side, the open one
 * beside them; at phone width the list or the conversation, with a back button.
 */
export default function ChatPage() {
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const narrow = !Grid.useBreakpoint().md;
  const [params, setParams] = useSearchParams();
  const { connections, conversation, showHidden, missingId } = useAppSelector(
    (s: { templatesChat?: ChatState }) => selectChat(s),
  );
  const list = useFetchState(CHAT_KEYS.connections);
  const open = useFetchState(CHAT_KEYS.conversation);
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState(false);

  const visible = useMemo(
    () => visibleConnections(connections, search, showHidden),
    [connections, search, showHidden],
  );
  const asked = Number(params.get('user'));
  const selectedId = asked > 0 ? asked : null;
  // Wide screens open the latest conversation when none is asked for (kept in the address).
  const firstId = visible[0]?.id;
  useEffect(() => {
    if (!selectedId && !narrow && firstId) setParams({ user: String(firstId) }, { replace: true });
  }, [selectedId, narrow, firstId, setParams]);
  const current = conversation?.connection.id === selectedId ? conversation : null;

  const loadList = useCallback(() => dispatch(A.connectionsRequested()), [dispatch]);
  useEffect(() => {
    loadList();
  }, [loadList]);
  const loadConversation = useCallback(() => {
    if (selectedId) dispatch(A.conversationRequested(selectedId));
    else dispatch(A.conversationClosed());
  }, [dispatch, selectedId]);
  useEffect(() => {
    loadConversation();
  }, [loadConversation]);

  const select = (id: number | null) => setParams(id ? { user: String(id) } : {});
  const send = (message: NewMessage) =>
    selectedId && dispatch(A.sendRequested({ channelId: selectedId, message }));
  const attach = (file: File) =>
    send({
      message: '',
      message_type: MessageType.MEDIA,
      media: [
        {
          id: Date.now(),
          url: objectUrlOf(file),
          mime_type: file.type || 'application/octet-stream',
          file_name: file.name,
          file_size: file.size,
        },
      ],
    });

  const listPanel = (
    <ConnectionList
      connections={visible}
      selectedId={selectedId}
      onSelect={select}
      search={search}
      onSearch={setSearch}
      showHidden={showHidden}
      onShowHidden={(value) => dispatch(A.showHiddenToggled(value))}
      loading={list.loading}
      error={list.error}
      onRetry={loadList}
    />
  );

  let conversationPanel;
  if (!selectedId) {
    conversationPanel = (
      <Empty
        style={{ margin: 'auto', padding: 32 }}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<FormattedMessage id="templates.chat.selectConversation" />}
      />
    );
  } else if (!current && missingId === selectedId) {
    conversationPanel = (
      <Empty
        style={{ margin: 'auto', padding: 32 }}
        description={<FormattedMessage id="templates.chat.notFound" />}
      />
    );
  } else if (!current) {
    conversationPanel = (
      <LoadState loading={open.loading || !open.error} error={open.error} empty onRetry={loadConversation}>
        {null}
      </LoadState>
    );
  } else {
    conversationPanel = (
      <OpenConversation
        conversation={current}
        onBack={narrow ? () => select(null) : undefined}
        showHidden={showHidden}
        onLeave={() => select(null)}
        onSend={send}
        onAttach={attach}
        confirming={confirming}
        onConfirming={setConfirming}
      />
    );
  }

  const showList = !narrow || !selectedId;
  const showConversation = !narrow || Boolean(selectedId);

  return (
    <AppsContainer title={<FormattedMessage id="templates.chat.title" />}>
      <div
        style={{
          display: 'flex',
          height: 'max(480px, calc(100vh - 220px))',
          maxHeight: 820,
          minWidth: 0,
        }}
      >
        {showList && (
          <aside
            style={{
              flex: narrow ? '1 1 auto' : '0 0 320px',
              minWidth: 0,
              borderInlineEnd: narrow ? undefined : `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            {listPanel}
          </aside>
        )}
        {showConversation && (
          <section
            data-testid="chat-conversation"
            style={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column' }}
          >
            {conversationPanel}
          </section>
        )}
      </div>
    </AppsContainer>
  );
}
