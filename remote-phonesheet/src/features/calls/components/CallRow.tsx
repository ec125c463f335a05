import { Button, Flex, Select, Space, Tag, Tooltip, Typography, theme } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HistoryOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { Call, CallStatus, CreateCallBody } from '@phonesheet/shared/contracts';
import { PRIORITIES } from '@phonesheet/shared/contracts';
import { statusLabel } from './status-label';

interface Props {
  call: Call;
  statuses: CallStatus[];
  rolledOver: boolean;
  compact: boolean;
  onChange(call: Call, changes: Partial<CreateCallBody>): void;
  onDelete(call: Call): void;
  onCallBack(call: Call): void;
  onHistory(call: Call): void;
}

const PRIORITY_COLOR = { asap: 'red', today: 'gold', whenever: 'default' } as const;

/** One call on the sheet: every text is editable in place, the status changes in one pick. */
export function CallRow({
  call,
  statuses,
  rolledOver,
  compact,
  onChange,
  onDelete,
  onCallBack,
  onHistory,
}: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const status = statuses.find((s) => s.id === call.statusId);
  const when = new Date(call.occurredAt);
  const edit = (field: keyof CreateCallBody) => ({
    triggerType: ['icon', 'text'] as Array<'icon' | 'text'>,
    onChange: (value: string) =>
      value !== (call as Record<string, unknown>)[field] && onChange(call, { [field]: value }),
    tooltip: t('phonesheet.row.edit'),
  });
  const owed = rolledOver
    ? t('phonesheet.row.owedSince', { day: intl.formatDate(when, { weekday: 'short' }) })
    : intl.formatTime(when);
  const openStatuses = statuses.filter((s) => !s.retired || s.id === call.statusId);

  return (
    <Flex
      data-testid="call-row"
      data-call-id={call.id}
      align="center"
      gap={8}
      wrap={compact}
      style={{
        height: '100%',
        padding: '4px 8px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        borderInlineStart: `4px solid ${status?.color ?? token.colorBorder}`,
        background: rolledOver ? token.colorWarningBg : undefined,
        overflow: 'hidden',
      }}
    >
      <Tooltip title={t(call.direction === 'in' ? 'phonesheet.direction.in' : 'phonesheet.direction.out')}>
        <Button
          size="small"
          type="text"
          aria-label={t(call.direction === 'in' ? 'phonesheet.direction.in' : 'phonesheet.direction.out')}
          icon={call.direction === 'in' ? <ArrowDownOutlined /> : <ArrowUpOutlined />}
          onClick={() => onChange(call, { direction: call.direction === 'in' ? 'out' : 'in' })}
        />
      </Tooltip>
      <Typography.Text
        type={rolledOver ? 'warning' : 'secondary'}
        style={{ width: compact ? undefined : 110, flexShrink: 0 }}
        data-testid="call-when"
      >
        {owed}
      </Typography.Text>
      <div style={{ flex: '2 1 160px', minWidth: 0 }}>
        <Typography.Text strong editable={edit('contactName')} ellipsis data-testid="call-name">
          {call.contactName || t('phonesheet.row.noName')}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary" editable={edit('contactCompany')} ellipsis>
          {call.contactCompany || '—'}
        </Typography.Text>
      </div>
      <Space size={4} style={{ flex: '1 1 150px', minWidth: 0 }}>
        <a
          href={`tel:${call.phoneE164}${call.extension ? `;ext=${call.extension}` : ''}`}
          data-testid="call-tel"
          dir="ltr"
        >
          {call.phoneDisplay}
        </a>
        {call.extension && (
          <Typography.Text type="secondary">
            {t('phonesheet.row.ext', { ext: call.extension })}
          </Typography.Text>
        )}
      </Space>
      <Select
        size="small"
        variant="borderless"
        style={{ width: 110 }}
        aria-label={t('phonesheet.field.priority')}
        value={call.priority}
        onChange={(priority) => onChange(call, { priority })}
        labelRender={() => (
          <Tag color={PRIORITY_COLOR[call.priority]}>{t(`phonesheet.priority.${call.priority}`)}</Tag>
        )}
        options={PRIORITIES.map((p) => ({ value: p, label: t(`phonesheet.priority.${p}`) }))}
      />
      <Select
        size="small"
        style={{ width: 150 }}
        data-testid="call-status"
        aria-label={t('phonesheet.field.status')}
        value={call.statusId}
        onChange={(statusId) => onChange(call, { statusId })}
        options={openStatuses.map((s) => ({
          value: s.id,
          label: <Tag color={s.color}>{statusLabel(s, intl)}</Tag>,
        }))}
      />
      <Typography.Text
        type="secondary"
        editable={edit('notes')}
        ellipsis
        style={{ flex: '3 1 200px', minWidth: 0 }}
      >
        {call.notes || t('phonesheet.row.noNotes')}
      </Typography.Text>
      <Space size={0}>
        {call.direction === 'in' && (
          <Tooltip title={t('phonesheet.row.callBackHint')}>
            <Button
              size="small"
              icon={<PhoneOutlined />}
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
      </Space>
    </Flex>
  );
}
