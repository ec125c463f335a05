import { Button, Flex, Select, Space, Tag, Tooltip, Typography, theme } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HistoryOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { memo, startTransition, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { PRIORITIES } from '@phonesheet/shared/contracts';
import { CallRowLight } from './CallRowLight';
import {
  PRIORITY_COLOR,
  PRIORITY_WIDTH,
  rowStyle,
  STATUS_WIDTH,
  telHref,
  useRowTexts,
  type RowProps,
} from './row-texts';
import { statusLabel } from './status-label';

// One line, cut with "…" by CSS. antd's own `ellipsis` beside `editable` measures the text in
// JavaScript (a forced layout per cell, four cells a row): that made scrolling a 5,000-row
// sheet drop nearly every frame. The edit icon stays visible after the cut text.
const CELL: CSSProperties = { display: 'flex', alignItems: 'baseline', minWidth: 0, maxWidth: '100%' };
const CELL_TEXT: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
  // What people typed keeps its own direction: an English note on an Arabic sheet ends with its
  // full stop, not starts with it (the light row's `.ps-lr-text` does the same).
  unicodeBidi: 'plaintext',
};
const CELL_TEXT_BOLD: CSSProperties = { ...CELL_TEXT, fontWeight: 600 };
// A Tag's own end margin would push a long label ("Whenever", Arabic statuses) past the picker's
// box, which then cuts it: the light row, drawn in its place, shows it whole.
const TAG_IN_PICKER: CSSProperties = { marginInlineEnd: 0 };
// A number never breaks over two lines; its extension has a line of its own under it (as the
// light row's `.ps-lr-phone`).
const PHONE_CELL: CSSProperties = {
  flex: '1 1 150px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
};
const PHONE_LINE: CSSProperties = { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' };

const DIRECTION_BUTTON: CSSProperties = { flexShrink: 0 };

interface Props extends RowProps {
  /** False while the list scrolls. */
  settled: boolean;
  /** Under the pointer (the list still) or holding the focus: the row is in use. */
  engaged: boolean;
  /** The page is on a touch screen (`isTouchScreen`, asked once by the page). */
  touchScreen: boolean;
}

/**
 * A touch screen: no pointer rests over a row before it taps. (Not just "no hover": a browser
 * without any pointing device, headless Chromium, says that too, and is used by keyboard.)
 */
export const isTouchScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(hover: none) and (pointer: coarse)').matches;

/**
 * One call on the sheet. A row is drawn light — the same look in plain elements, about a tenth
 * of the cost — and becomes the interactive row (antd pickers, in-place editors, tooltips) when
 * it is in use: under the pointer, or holding the focus (its box is a Tab stop). So a sheet at
 * rest holds at most two interactive rows, and a scroll's first frames have none to remove.
 * On a touch screen, where a tap has no hover before it, the rows in view turn interactive in a
 * low-priority render once the list is still, and stay so until they leave the window.
 */
export const CallRow = memo(function CallRow({ settled, engaged, touchScreen, ...props }: Props) {
  // On a touch screen, shown still: interactive until it leaves the window (the list keeps it, `keepShownStill`).
  const [shownStill, setShownStill] = useState(false);
  useEffect(() => {
    if (touchScreen && settled && !shownStill) startTransition(() => setShownStill(true));
  }, [touchScreen, settled, shownStill]);
  return engaged || shownStill ? <CallRowInteractive {...props} /> : <CallRowLight {...props} />;
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
          // Its full 24 px, as the light row's arrow: shrunk, it moved the row's texts on hover.
          style={DIRECTION_BUTTON}
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
      <div style={PHONE_CELL}>
        <a href={telHref(call)} data-testid="call-tel" dir="ltr" style={PHONE_LINE}>
          {call.phoneDisplay}
        </a>
        {call.extension && (
          <Typography.Text type="secondary" style={PHONE_LINE}>
            {t('phonesheet.row.ext', { ext: call.extension })}
          </Typography.Text>
        )}
      </div>
      <Select
        size="small"
        variant="borderless"
        style={{ width: PRIORITY_WIDTH, flexShrink: 0 }}
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
      <Select
        size="small"
        style={{ width: STATUS_WIDTH, flexShrink: 0 }}
        data-testid="call-status"
        aria-label={t('phonesheet.field.status')}
        value={call.statusId}
        onChange={(statusId) => onChange(call, { statusId })}
        options={openStatuses.map((s) => ({
          value: s.id,
          label: (
            <Tag color={s.color} style={TAG_IN_PICKER}>
              {statusLabel(s, intl)}
            </Tag>
          ),
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
