import type { ReactNode } from 'react';
import { Badge, Button, Typography, theme } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  FileTextOutlined,
  FolderOutlined,
  InboxOutlined,
  SendOutlined,
  StarOutlined,
  StopOutlined,
  TagFilled,
} from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { FOLDER_ALIASES, type FolderAlias } from '../rules';
import { mailActions, selectMail, unreadCounts, type MailState } from '../store/mail-slice';

const FOLDER_ICONS: Record<FolderAlias, ReactNode> = {
  inbox: <InboxOutlined />,
  sent: <SendOutlined />,
  draft: <FileTextOutlined />,
  starred: <StarOutlined />,
  spam: <StopOutlined />,
  trash: <DeleteOutlined />,
  archive: <FolderOutlined />,
};

function SidebarLink({
  to,
  icon,
  label,
  count,
  testId,
}: {
  to: string;
  icon: ReactNode;
  label: ReactNode;
  count: number;
  testId: string;
}) {
  const { token } = theme.useToken();
  const intl = useIntl();
  return (
    <NavLink
      to={to}
      data-testid={testId}
      style={({ isActive }) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingBlock: 8,
        paddingInline: 12,
        borderRadius: token.borderRadius,
        color: isActive ? token.colorPrimary : token.colorText,
        background: isActive ? token.colorPrimaryBg : undefined,
        fontWeight: isActive ? 600 : undefined,
      })}
    >
      {icon}
      <span style={{ flex: '1 1 auto', minWidth: 0 }}>{label}</span>
      {count > 0 && (
        <Badge
          count={count}
          color={token.colorPrimary}
          title={intl.formatMessage({ id: 'templates.mail.unreadCount' }, { count })}
        />
      )}
    </NavLink>
  );
}

/** Compose, the folders and the labels, with unread counts. */
export function MailSidebar() {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s: { templatesMail: MailState }) => selectMail(s));
  const counts = unreadCounts(state);
  const { token } = theme.useToken();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'templates.mail.foldersNav' })}>
      <Button
        type="primary"
        block
        icon={<EditOutlined />}
        onClick={() => dispatch(mailActions.composeOpened())}
        data-testid="mail-compose"
        style={{ marginBottom: 16 }}
      >
        <FormattedMessage id="templates.mail.compose" />
      </Button>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {FOLDER_ALIASES.map((alias) => (
          <SidebarLink
            key={alias}
            to={generatePath(TEMPLATE_PATHS.mail.folder, { folder: alias })}
            testId={`mail-folder-${alias}`}
            icon={FOLDER_ICONS[alias]}
            label={<FormattedMessage id={`templates.mail.folder.${alias}`} />}
            count={counts.folders[alias] ?? 0}
          />
        ))}
      </div>
      <Typography.Text
        type="secondary"
        strong
        style={{ display: 'block', marginBlock: 16, marginInlineStart: 12, fontSize: token.fontSizeSM }}
      >
        <FormattedMessage id="templates.mail.labels" />
      </Typography.Text>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {state.labels.map((label) => (
          <SidebarLink
            key={label.id}
            to={generatePath(TEMPLATE_PATHS.mail.label, { label: label.alias })}
            testId={`mail-label-${label.alias}`}
            icon={<TagFilled style={{ color: labelColor(token, label.color) }} />}
            label={
              <FormattedMessage id={`templates.mail.label.${label.alias}`} defaultMessage={label.name} />
            }
            count={counts.labels[label.alias] ?? 0}
          />
        ))}
      </div>
    </nav>
  );
}

/** A label's preset colour name as the theme's colour (red → token.red, …). */
export function labelColor(token: ReturnType<typeof theme.useToken>['token'], color: string): string {
  return (token as unknown as Record<string, string>)[color] ?? token.colorTextSecondary;
}
