import { Badge, theme } from 'antd';
import { InitialsAvatar } from '../../../app-kit/InitialsAvatar';
import { useIntl } from 'react-intl';
import type { Connection } from '../types';

/** Initials on a theme colour (no remote images) with the status dot. */
export function ConnectionAvatar({ connection, size = 40 }: { connection: Connection; size?: number }) {
  const { token } = theme.useToken();
  const intl = useIntl();
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
      <InitialsAvatar
        name={connection.name}
        colourKey={connection.id}
        size={size}
        src={connection.image || undefined}
        aria-hidden
      />
    </Badge>
  );
}
