import { Dropdown, Flex, Typography, theme } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  selectFullName,
  selectUser,
  sessionActions,
  useAppDispatch,
  useAppSelector,
} from '@phonesheet/shared';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { AUTH_PATHS } from '../../../../remote-auth/src/route-paths';

/**
 * Avatar, name and Admin / Non Admin; opens My account and Logout. `color` paints the texts
 * where the menu sits on a coloured sidebar; `nameWidth` is the widest the name draws before "…"
 * (the top bar has room for a long name, a sidebar head less).
 */
export function UserMenu({
  compact = false,
  color,
  nameWidth = 240,
}: {
  compact?: boolean;
  color?: string;
  nameWidth?: number;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const user = useAppSelector(selectUser);
  const fullName = useAppSelector(selectFullName) || intl.formatMessage({ id: 'host.user.fallbackName' });
  const roleLabel = intl.formatMessage({
    id: user?.userType === 'Admin' ? 'host.user.admin' : 'host.user.nonAdmin',
  });

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'account',
            icon: <UserOutlined />,
            label: intl.formatMessage({ id: 'host.user.myAccount' }),
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            danger: true,
            label: intl.formatMessage({ id: 'host.user.logout' }),
          },
        ],
        onClick: ({ key }) => {
          if (key === 'account') navigate(AUTH_PATHS.myProfile);
          if (key === 'logout') dispatch(sessionActions.logout());
        },
      }}
    >
      <button
        type="button"
        // Named by its visible name and role when they show (a different label hid them from speech input).
        aria-label={compact ? intl.formatMessage({ id: 'host.user.menu' }, { name: fullName }) : undefined}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: '4px 8px',
          border: 0,
          borderRadius: token.borderRadius,
          background: 'transparent',
          color: 'inherit',
          cursor: 'pointer',
          font: 'inherit',
        }}
      >
        <InitialsAvatar name={fullName} src={user?.avatar} size={36} />
        {!compact && (
          <Flex vertical align="start" style={{ lineHeight: 1.25, maxWidth: nameWidth }}>
            <Typography.Text strong ellipsis style={{ maxWidth: nameWidth, color }}>
              {fullName}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, color }}>
              {roleLabel}
            </Typography.Text>
          </Flex>
        )}
      </button>
    </Dropdown>
  );
}
