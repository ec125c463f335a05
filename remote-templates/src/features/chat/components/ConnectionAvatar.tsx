import { Avatar, Badge, theme } from 'antd';
import { useIntl } from 'react-intl';
import type { Connection } from '../types';
import { initialsOf } from './format';

/** Initials on a theme colour (no remote images) with the status dot. */
export function ConnectionAvatar({ connection, size = 40 }: { connection: Connection; size?: number }) {
  const { token } = theme.useToken();
  const intl = useIntl();
  const palette = [
    token.colorPrimary,
    token.purple,
    token.cyan,
    token.magenta,
    token.orange,
    token.green,
    token.geekblue,
    token.volcano,
  ];
  const dot = {
    online: token.colorSuccess,
    busy: token.colorError,
    offline: token.colorTextQuaternary,
  }[connection.status];
  return (
    <Badge
      dot
      color={dot}
      offset={[-4, size - 6]}
      title={intl.formatMessage({ id: `templates.chat.status.${connection.status}` })}
    >
      <Avatar
        size={size}
        src={connection.image || undefined}
        style={{
          backgroundColor: palette[connection.id % palette.length],
          color: token.colorTextLightSolid,
          flex: 'none',
        }}
        aria-hidden
      >
        {initialsOf(connection.name)}
      </Avatar>
    </Badge>
  );
}
