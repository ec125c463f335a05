import type { CSSProperties } from 'react';
import { Button, Select, Space, Tag, Tooltip } from 'antd';
import { DeleteOutlined, HistoryOutlined, LockOutlined, PhoneOutlined } from '@ant-design/icons';
import type { IntlShape } from 'react-intl';
import { PRIORITIES, type Call, type CallStatus } from '@phonesheet/shared/contracts';
import { PRIORITY_COLOR, readOnlyHint, type RowProps } from './row-texts';
import { PRIORITY_WIDTH, STATUS_WIDTH } from './row-layout';
import { statusLabel } from '../../../kit/status-label';
import { statusTagStyle } from '../../../kit/status-colors';

type Texts = (id: string, values?: Record<string, string>) => string;

// A Tag's own end margin would push a long label ("Whenever", Arabic statuses) past the picker's
// box, which then cuts it: the light row, drawn in its place, shows it whole.
const TAG_IN_PICKER: CSSProperties = { marginInlineEnd: 0 };
/** The status picker as wide as the list's statuses need (`--ps-status-w`, set by the page). */
const STATUS_PICKER: CSSProperties = { width: `var(--ps-status-w,${STATUS_WIDTH}px)`, flexShrink: 0 };

interface PickerProps {
  call: Call;
  readOnly: boolean;
  onChange: RowProps['onChange'];
  t: Texts;
}

/** An interactive row's priority, changed in one pick. */
export function PriorityPicker({ call, readOnly, onChange, t }: PickerProps) {
  return (
    <Select
      size="small"
      variant="borderless"
      className="ps-g-priority"
      style={{ width: PRIORITY_WIDTH, flexShrink: 0 }}
      disabled={readOnly}
      aria-label={t('phonesheet.field.priority')}
      value={call.priority}
      onChange={(priority) => onChange(call, { priority })}
      labelRender={() => (
        <Tag color={PRIORITY_COLOR[call.priority]} style={TAG_IN_PICKER}>
          {t(`phonesheet.priority.${call.priority}`)}
        </Tag>
      )}
      options={PRIORITIES.map((p) => ({ value: p, label: t(`phonesheet.priority.${p}`) }))}
    />
  );
}

/** An interactive row's status, changed in one pick among those not retired (and its own). */
export function StatusPicker(props: PickerProps & { statuses: CallStatus[]; intl: IntlShape }) {
  const { call, statuses, readOnly, onChange, t, intl } = props;
  const openStatuses = statuses.filter((s) => !s.retired || s.id === call.statusId);
  return (
    <Select
      size="small"
      className="ps-g-status"
      style={STATUS_PICKER}
      data-testid="call-status"
      disabled={readOnly}
      aria-label={t('phonesheet.field.status')}
      value={call.statusId}
      onChange={(statusId) => onChange(call, { statusId })}
      options={openStatuses.map((s) => ({
        value: s.id,
        label: (
          <Tag color={s.color} style={{ ...TAG_IN_PICKER, ...statusTagStyle(s.color) }}>
            {statusLabel(s, intl)}
          </Tag>
        ),
      }))}
    />
  );
}

type ActionProps = Pick<
  RowProps,
  'call' | 'readOnly' | 'compact' | 'onCallBack' | 'onHistory' | 'onDelete'
> & {
  t: Texts;
};

/** An interactive row's buttons: call back, its changes, delete; or why it is read-only. */
export function RowActions({ call, readOnly, compact, onCallBack, onHistory, onDelete, t }: ActionProps) {
  return (
    <Space size={0} className="ps-g-actions">
      {readOnly && (
        // Why nothing here can be changed: another's desk, not covered by this user.
        <Tooltip title={readOnlyHint(call, t)}>
          <Button
            size="small"
            type="text"
            aria-label={readOnlyHint(call, t)}
            icon={<LockOutlined />}
            data-testid="call-read-only"
          />
        </Tooltip>
      )}
      {!readOnly && call.direction === 'in' && (
        <Tooltip title={t('phonesheet.row.callBackHint')}>
          <Button
            size="small"
            icon={<PhoneOutlined />}
            aria-label={compact ? t('phonesheet.row.callBack') : undefined}
            onClick={() => onCallBack(call)}
            data-testid="call-back"
          >
            {compact ? null : t('phonesheet.row.callBack')}
          </Button>
        </Tooltip>
      )}
      <Tooltip title={t('phonesheet.row.history')}>
        <Button
          size="small"
          type="text"
          aria-label={t('phonesheet.row.history')}
          icon={<HistoryOutlined />}
          onClick={() => onHistory(call)}
        />
      </Tooltip>
      {!readOnly && (
        <Tooltip title={t('phonesheet.row.delete')}>
          <Button
            size="small"
            type="text"
            danger
            aria-label={t('phonesheet.row.delete')}
            icon={<DeleteOutlined />}
            onClick={() => onDelete(call)}
            data-testid="call-delete"
          />
        </Tooltip>
      )}
    </Space>
  );
}
