import { Button, ConfigProvider, Flex, Select, Space, Tag, Tooltip, Typography, theme } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HistoryOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import {
  memo,
  startTransition,
  useContext,
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { GlobalToken } from 'antd';
import {
  ArrowDownOutlined as ArrowDownSvg,
  ArrowUpOutlined as ArrowUpSvg,
  DeleteOutlined as DeleteSvg,
  DownOutlined as DownSvg,
  EditOutlined as EditSvg,
  HistoryOutlined as HistorySvg,
  PhoneOutlined as PhoneSvg,
} from '@ant-design/icons-svg';
import { useIntl } from 'react-intl';
import type { Call, CallStatus, CreateCallBody } from '@phonesheet/shared/contracts';
import { PRIORITIES } from '@phonesheet/shared/contracts';
import { lightIcon } from './light-icon';
import { lightTag } from './light-tag';
import { statusLabel } from './status-label';

interface RowProps {
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

// One line, cut with "…" by CSS. antd's own `ellipsis` beside `editable` measures the text in
// JavaScript (a forced layout per cell, four cells a row): that made scrolling a 5,000-row
// sheet drop nearly every frame. The edit icon stays visible after the cut text.
const CELL: CSSProperties = { display: 'flex', alignItems: 'baseline', minWidth: 0, maxWidth: '100%' };
const CELL_TEXT: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
};
const CELL_TEXT_BOLD: CSSProperties = { ...CELL_TEXT, fontWeight: 600 };

const ICON_BOX: CSSProperties = {
  width: 24,
  height: 24,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
};

const rowStyle = (
  token: GlobalToken,
  status: CallStatus | undefined,
  rolledOver: boolean,
): CSSProperties => ({
  height: '100%',
  padding: '4px 8px',
  borderBottom: `1px solid ${token.colorBorderSecondary}`,
  borderInlineStart: `4px solid ${status?.color ?? token.colorBorder}`,
  background: rolledOver ? token.colorWarningBg : undefined,
  overflow: 'hidden',
});

function useRowTexts(call: Call, statuses: CallStatus[], rolledOver: boolean) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const when = new Date(call.occurredAt);
  return {
    intl,
    t,
    status: statuses.find((s) => s.id === call.statusId),
    owed: rolledOver
      ? t('phonesheet.row.owedSince', { day: intl.formatDate(when, { weekday: 'short' }) })
      : intl.formatTime(when),
    direction: t(call.direction === 'in' ? 'phonesheet.direction.in' : 'phonesheet.direction.out'),
  };
}

interface Props extends RowProps {
  /** False while the list scrolls: a row that enters the window then is drawn light. */
  settled: boolean;
}

/**
 * One call on the sheet. A row is first drawn light — the same look in plain elements, about
 * a tenth of the cost — and becomes the interactive row (antd pickers, in-place editors,
 * tooltips) in a low-priority render once the list is not scrolling. Scrolling through 5,000
 * calls thus mounts only light rows; the ones in view turn interactive when it stops.
 */
export const CallRow = memo(function CallRow({ settled, ...props }: Props) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    if (settled && !interactive) startTransition(() => setInteractive(true));
  }, [settled, interactive]);
  return interactive ? <CallRowInteractive {...props} /> : <CallRowLight {...props} />;
});

/** The row as it looks, without its widgets; nothing in it reacts (it is replaced first). */
const CallRowLight = memo(function CallRowLight({ call, statuses, rolledOver, compact }: RowProps) {
  const { token, hashId } = theme.useToken();
  const { getPrefixCls, direction: dir } = useContext(ConfigProvider.ConfigContext);
  const tagLook = { prefix: getPrefixCls('tag'), hashId, rtl: dir === 'rtl' };
  const { intl, t, status, owed, direction } = useRowTexts(call, statuses, rolledOver);
  const edit = lightIcon(EditSvg, { color: token.colorLink, marginInlineStart: 4, flexShrink: 0 });
  const text = (shown: ReactNode, style: CSSProperties, bold = false) => (
    <div style={{ ...CELL, ...style }}>
      <span style={bold ? CELL_TEXT_BOLD : CELL_TEXT}>{shown}</span>
      {edit}
    </div>
  );
  const picker: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    height: 24,
    padding: '0 7px',
    // Outer widths that shrink in a crowded row, like the antd pickers that replace them.
    boxSizing: 'border-box',
  };
  const arrow = lightIcon(DownSvg, { fontSize: 10, color: token.colorTextQuaternary });
  return (
    // A plain flex box, not antd's Flex: the same layout without a styled component per row.
    <div
      data-testid="call-row-light"
      data-call-id={call.id}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        flexWrap: compact ? 'wrap' : 'nowrap',
        ...rowStyle(token, status, rolledOver),
      }}
    >
      <span style={ICON_BOX} aria-label={direction}>
        {lightIcon(call.direction === 'in' ? ArrowDownSvg : ArrowUpSvg)}
      </span>
      <span
        style={{
          color: rolledOver ? token.colorWarning : token.colorTextSecondary,
          width: compact ? undefined : 110,
          flexShrink: 0,
        }}
      >
        {owed}
      </span>
      <div style={{ flex: '2 1 160px', minWidth: 0 }}>
        {text(call.contactName || t('phonesheet.row.noName'), { color: token.colorText }, true)}
        {text(call.contactCompany || '—', { color: token.colorTextSecondary })}
      </div>
      <div style={{ flex: '1 1 150px', minWidth: 0, display: 'flex', gap: 4, alignItems: 'center' }}>
        <a href={`tel:${call.phoneE164}`} dir="ltr" tabIndex={-1}>
          {call.phoneDisplay}
        </a>
        {call.extension && (
          <span style={{ color: token.colorTextSecondary }}>
            {t('phonesheet.row.ext', { ext: call.extension })}
          </span>
        )}
      </div>
      <div style={{ ...picker, width: 110 }}>
        {lightTag(PRIORITY_COLOR[call.priority], t(`phonesheet.priority.${call.priority}`), tagLook)}
        {arrow}
      </div>
      <div
        style={{
          ...picker,
          width: 150,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadiusSM,
        }}
      >
        {status ? lightTag(status.color, statusLabel(status, intl), tagLook) : <span />}
        {arrow}
      </div>
      {text(call.notes || t('phonesheet.row.noNotes'), {
        color: token.colorTextSecondary,
        flex: '3 1 200px',
      })}
      <div style={{ display: 'flex', alignItems: 'center' }}>
        {call.direction === 'in' && (
          <span
            style={{
              ...picker,
              gap: 8,
              flexShrink: 0,
              whiteSpace: 'nowrap',
              border: `1px solid ${token.colorBorder}`,
              borderRadius: token.borderRadiusSM,
            }}
          >
            {lightIcon(PhoneSvg)}
            {compact ? null : t('phonesheet.row.callBack')}
          </span>
        )}
        <span style={ICON_BOX}>{lightIcon(HistorySvg)}</span>
        <span style={{ ...ICON_BOX, color: token.colorError }}>{lightIcon(DeleteSvg)}</span>
      </div>
    </div>
  );
});

/** The row with its widgets: every text is editable in place, the status changes in one pick. */
const CallRowInteractive = memo(function CallRowInteractive({
  call,
  statuses,
  rolledOver,
  compact,
  onChange,
  onDelete,
  onCallBack,
  onHistory,
}: RowProps) {
  const { token } = theme.useToken();
  const { intl, t, status, owed, direction } = useRowTexts(call, statuses, rolledOver);
  /** A text of the call, edited in place (the editor starts from the stored value, not the placeholder). */
  const editableText = (
    field: 'contactName' | 'contactCompany' | 'notes',
    shown: ReactNode,
    { bold, ...props }: { bold?: boolean; type?: 'secondary'; style?: CSSProperties; 'data-testid'?: string },
  ) => {
    const value = call[field] ?? '';
    return (
      <Typography.Text
        {...props}
        style={{ ...CELL, ...props.style }}
        editable={{
          text: value,
          triggerType: ['icon', 'text'],
          onChange: (next: string) => next !== value && onChange(call, { [field]: next }),
          tooltip: t('phonesheet.row.edit'),
        }}
      >
        {/* Bold here, not antd's `strong`: its <strong> wrapper would be the flex item and not shrink. */}
        <span style={bold ? CELL_TEXT_BOLD : CELL_TEXT} title={value.length > 30 ? value : undefined}>
          {shown}
        </span>
      </Typography.Text>
    );
  };
  const openStatuses = statuses.filter((s) => !s.retired || s.id === call.statusId);

  return (
    <Flex
      data-testid="call-row"
      data-call-id={call.id}
      align="center"
      gap={8}
      wrap={compact}
      style={rowStyle(token, status, rolledOver)}
    >
      <Tooltip title={direction}>
        <Button
          size="small"
          type="text"
          aria-label={direction}
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
        {editableText('contactName', call.contactName || t('phonesheet.row.noName'), {
          bold: true,
          'data-testid': 'call-name',
        })}
        {editableText('contactCompany', call.contactCompany || '—', { type: 'secondary' })}
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
      {editableText('notes', call.notes || t('phonesheet.row.noNotes'), {
        type: 'secondary',
        style: { flex: '3 1 200px' },
      })}
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
});
