import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { CallStatus } from '@phonesheet/shared/contracts';
import { statusLabel } from '../../../kit/status-label';
import { statusTagStyle } from '../../../kit/status-colors';

/** A call's status as a tag in its colour; nothing for a status the company no longer lists. */
export function StatusTag({ statusId, statuses }: { statusId: string; statuses: CallStatus[] }) {
  const intl = useIntl();
  const s = statuses.find((x) => x.id === statusId);
  return s ? (
    <Tag color={s.color} style={statusTagStyle(s.color)}>
      {statusLabel(s, intl)}
    </Tag>
  ) : null;
}
