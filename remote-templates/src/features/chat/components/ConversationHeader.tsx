import { useContext } from 'react';
import { Button, ConfigProvider, Dropdown, Typography, theme, type MenuProps } from 'antd';
import {
  ArrowLeftOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  MoreOutlined,
  MutedOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Connection } from '../types';
import { ConnectionAvatar } from './ConnectionAvatar';

export interface ConversationHeaderProps {
  connection: Connection;
  /** Phone width: a back button returns to the list. */
  onBack?: () => void;
  onMute: (muted: boolean) => void;
  onHide: (hidden: boolean) => void;
  onDelete: () => void;
}

/** Who the conversation is with, and its menu: mute, hide, delete. */
export function ConversationHeader({
  connection,
  onBack,
  onMute,
  onHide,
  onDelete,
}: ConversationHeaderProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const items: MenuProps['items'] = [
    connection.isMuted
      ? { key: 'unmute', icon: <SoundOutlined />, label: <FormattedMessage id="templates.chat.unmute" /> }
      : { key: 'mute', icon: <MutedOutlined />, label: <FormattedMessage id="templates.chat.mute" /> },
    connection.isHidden
      ? { key: 'unhide', icon: <EyeOutlined />, label: <FormattedMessage id="templates.chat.unhide" /> }
      : { key: 'hide', icon: <EyeInvisibleOutlined />, label: <FormattedMessage id="templates.chat.hide" /> },
    { type: 'divider' },
    {
      key: 'delete',
      danger: true,
      icon: <DeleteOutlined />,
      label: <FormattedMessage id="templates.chat.deleteConversation" />,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'mute' || key === 'unmute') onMute(key === 'mute');
    else if (key === 'hide' || key === 'unhide') onHide(key === 'hide');
    else onDelete();
  };

  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '10px 12px',
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {onBack && (
        <Button
          type="text"
          icon={<ArrowLeftOutlined style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
          aria-label={intl.formatMessage({ id: 'templates.chat.back' })}
          onClick={onBack}
          data-testid="chat-back"
        />
      )}
      <ConnectionAvatar connection={connection} size={36} />
      <div style={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ display: 'block' }} data-testid="chat-conversation-name">
          {connection.name}
          {connection.isMuted && (
            <MutedOutlined
              aria-label={intl.formatMessage({ id: 'templates.chat.mutedLabel' })}
              style={{ marginInlineStart: 8, color: token.colorTextTertiary }}
            />
          )}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          <FormattedMessage id={`templates.chat.status.${connection.status}`} />
          {' · '}
          {connection.username}
        </Typography.Text>
      </div>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          icon={<MoreOutlined />}
          aria-label={intl.formatMessage({ id: 'templates.chat.actions' })}
          data-testid="chat-conversation-menu"
        />
      </Dropdown>
    </div>
  );
}
