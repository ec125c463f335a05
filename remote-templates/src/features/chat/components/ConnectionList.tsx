import { Badge, Input, Switch, Typography, theme } from 'antd';
import { EyeInvisibleOutlined, MutedOutlined, PaperClipOutlined, SearchOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadState } from '../../../app-kit/LoadState';
import { MessageType, type Connection } from '../types';
import { ConnectionAvatar } from './ConnectionAvatar';
import { formatListTime } from './format';

export interface ConnectionListProps {
  connections: Connection[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  search: string;
  onSearch: (value: string) => void;
  showHidden: boolean;
  onShowHidden: (value: boolean) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** The left panel: search, "show hidden" and the conversations, latest first. */
export function ConnectionList(props: ConnectionListProps) {
  const { connections, selectedId, onSelect, search, onSearch, showHidden, onShowHidden } = props;
  const intl = useIntl();
  const { token } = theme.useToken();
  const filtering = Boolean(search.trim());

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: 'templates.chat.search' })}
          aria-label={intl.formatMessage({ id: 'templates.chat.search' })}
        />
        <label style={{ display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
          <Switch size="small" checked={showHidden} onChange={onShowHidden} data-testid="chat-show-hidden" />
          <Typography.Text type="secondary">
            <FormattedMessage id="templates.chat.showHidden" />
          </Typography.Text>
        </label>
      </div>
      <nav
        aria-label={intl.formatMessage({ id: 'templates.chat.conversations' })}
        style={{ flex: '1 1 auto', overflowY: 'auto', minHeight: 0, paddingBlockEnd: 8 }}
      >
        <LoadState
          loading={props.loading}
          error={props.error}
          empty={connections.length === 0}
          emptyText={
            <FormattedMessage id={filtering ? 'templates.chat.noMatch' : 'templates.chat.noConnections'} />
          }
          onRetry={props.onRetry}
          rows={5}
        >
          <ul style={{ listStyle: 'none', margin: 0, padding: '0 8px' }}>
            {connections.map((c) => {
              const selected = c.id === selectedId;
              const last = c.lastMessage;
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    data-testid={`chat-connection-${c.id}`}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onSelect(c.id)}
                    style={{
                      display: 'flex',
                      gap: 12,
                      alignItems: 'center',
                      width: '100%',
                      padding: '10px 8px',
                      marginBlockEnd: 2,
                      border: 0,
                      borderRadius: token.borderRadiusLG,
                      background: selected ? token.controlItemBgActive : 'transparent',
                      color: token.colorText,
                      font: 'inherit',
                      textAlign: 'start',
                      cursor: 'pointer',
                    }}
                  >
                    <ConnectionAvatar connection={c} />
                    <span style={{ flex: '1 1 auto', minWidth: 0 }}>
                      <span style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                        <Typography.Text strong ellipsis style={{ flex: '1 1 auto' }}>
                          {c.name}
                        </Typography.Text>
                        {last && (
                          <Typography.Text
                            type="secondary"
                            style={{ fontSize: token.fontSizeSM, flex: 'none' }}
                          >
                            {formatListTime(last.time, intl)}
                          </Typography.Text>
                        )}
                      </span>
                      <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                        <Typography.Text
                          type="secondary"
                          ellipsis
                          italic={!last}
                          style={{ flex: '1 1 auto' }}
                          data-testid="chat-connection-last"
                        >
                          {last?.type === MessageType.MEDIA && (
                            <PaperClipOutlined style={{ marginInlineEnd: 4 }} />
                          )}
                          {last ? (
                            <bdi>{last.message}</bdi>
                          ) : (
                            <FormattedMessage id="templates.chat.noMessagesYet" />
                          )}
                        </Typography.Text>
                        {c.isHidden && (
                          <EyeInvisibleOutlined
                            aria-label={intl.formatMessage({ id: 'templates.chat.hiddenLabel' })}
                            style={{ color: token.colorTextTertiary }}
                          />
                        )}
                        {c.isMuted && (
                          <MutedOutlined
                            aria-label={intl.formatMessage({ id: 'templates.chat.mutedLabel' })}
                            data-testid={`chat-muted-${c.id}`}
                            style={{ color: token.colorTextTertiary }}
                          />
                        )}
                        {Boolean(c.unreadCount) && (
                          <Badge
                            count={c.unreadCount}
                            color={c.isMuted ? token.colorTextQuaternary : token.colorPrimary}
                            title={intl.formatMessage(
                              { id: 'templates.chat.unread' },
                              { count: c.unreadCount },
                            )}
                          />
                        )}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </LoadState>
      </nav>
    </div>
  );
}
