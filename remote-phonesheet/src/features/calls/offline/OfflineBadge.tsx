import { Tag, Tooltip } from 'antd';
import { CloudSyncOutlined, DisconnectOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';

interface Props {
  offline: boolean;
  /** Changes queued in this browser, not yet sent. */
  waiting: number;
}

/** "Offline" and how many changes wait to be sent (docs/phone-sheet.md, "Offline"). */
export function OfflineBadge({ offline, waiting }: Props) {
  const intl = useIntl();
  if (!offline && waiting === 0) return null;
  return (
    <Tooltip title={intl.formatMessage({ id: 'phonesheet.offline.hint' })}>
      <span>
        {offline && (
          <Tag color="warning" icon={<DisconnectOutlined />} data-testid="offline-badge">
            {intl.formatMessage({ id: 'phonesheet.offline.badge' })}
          </Tag>
        )}
        {waiting > 0 && (
          <Tag color="processing" icon={<CloudSyncOutlined />} data-testid="waiting-count">
            {intl.formatMessage({ id: 'phonesheet.offline.waiting' }, { count: waiting })}
          </Tag>
        )}
      </span>
    </Tooltip>
  );
}
