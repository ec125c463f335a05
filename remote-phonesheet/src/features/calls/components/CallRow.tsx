import { Button, Select, Space, Tag, Tooltip, Typography, theme } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HistoryOutlined,
  LockOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import {
  memo,
  startTransition,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { PRIORITIES } from '@phonesheet/shared/contracts';
import { CallRowLight, phoneSystemMark } from './CallRowLight';
import {
  PRIORITY_COLOR,
  notesShown,
  readOnlyHint,
  rowClasses,
  rowStyle,
  telHref,
  useRowTexts,
  type RowProps,
} from './row-texts';
import { LINE_COLUMNS, PRIORITY_WIDTH, STATUS_WIDTH } from './row-layout';
import { statusLabel } from '../../../kit/status-label';
import { statusTagStyle } from '../../../kit/status-colors';

// One line, cut with "…" by CSS (the light row's classes `ps-lr-cell` and `ps-lr-text`, from
// `<LightRows>`: a card's notes take two lines). antd's own `ellipsis` beside `editable` measures
// the text in JavaScript (a forced layout per cell, four cells a row): that made scrolling a
// 5,000-row sheet drop nearly every frame. The edit icon stays visible after the cut text. What
// people typed keeps its own direction (`unicode-bidi: plaintext` in `.ps-lr-text`): an English
// note on an Arabic sheet ends with its full stop, not starts with it.
const BOLD: CSSProperties = { fontWeight: 600 };
// A Tag's own end margin would push a long label ("Whenever", Arabic statuses) past the picker's
// box, which then cuts it: the light row, drawn in its place, shows it whole.
const TAG_IN_PICKER: CSSProperties = { marginInlineEnd: 0 };
// A number never breaks over two lines; its extension has a line of its own under it, or on a
// phone's card follows it (the light row's class `ps-lr-phone`, shared).

const DIRECTION_BUTTON: CSSProperties = { flexShrink: 0 };
/** In a one-line row the direction is a compact icon in its 16 px column (the light row's too). */
const DIRECTION_ICON: CSSProperties = {
  flexShrink: 0,
  width: LINE_COLUMNS.direction,
  minWidth: 0,
  padding: 0,
};
/** The status picker as wide as the list's statuses need (`--ps-status-w`, set by the page). */
const STATUS_PICKER: CSSProperties = { width: `var(--ps-status-w,${STATUS_WIDTH}px)`, flexShrink: 0 };

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

/** A whole note in its tooltip: its own lines, up to a readable width. */
const WHOLE_NOTE: CSSProperties = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
};

/**
 * Whether the list's row box around `inner` holds the keyboard's focus (VirtualList's row, the
 * list's Tab stop): the row then shows its whole note, as the pointer's hover does.
 */
function useRowKeyFocus(inner: RefObject<HTMLElement>): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const row = inner.current?.closest<HTMLElement>('[role="row"]');
    if (!row) return;
    const update = () => {
      let visible = true;
      try {
        visible = row.matches(':focus-visible');
      } catch {
        // A browser without :focus-visible: any focus counts.
      }
      setOn(document.activeElement === row && visible);
    };
    update();
    row.addEventListener('focus', update);
    row.addEventListener('blur', update);
    return () => {
      row.removeEventListener('focus', update);
      row.removeEventListener('blur', update);
    };
  }, [inner]);
  return on;
}

/** The row with its widgets: every text is editable in place, the status changes in one pick. */
const CallRowInteractive = memo(function CallRowInteractive(props: RowProps) {
  const {
    call,
    statuses,
    rolledOver,
    compact,
    shape,
    deskName,
    readOnly,
    onChange,
    onDelete,
    onCallBack,
    onHistory,
    onWholeNote,
  } = props;
  const { token } = theme.useToken();
  const { intl, t, status, owed, direction } = useRowTexts(call, statuses, rolledOver);
  const box = useRef<HTMLDivElement>(null);
  const keyFocus = useRowKeyFocus(box);
  const [notesHover, setNotesHover] = useState(false);
  // The sheet sends the start of a long note (`notesCut`): a row in use fetches it whole, so its
  // tooltip and its editor have all of it (the store then holds the whole call).
  useEffect(() => {
    if (call.notesCut) onWholeNote(call);
    // Once per version: a newer version comes whole from its event, or cut from a reload.
  }, [call.id, call.version, call.notesCut]); // eslint-disable-line react-hooks/exhaustive-deps
  // Editing a cut note waits for the whole one: saving its start would lose the rest.
  const [notesEditing, setNotesEditing] = useState(false);
  /** A text of the call, edited in place (the editor starts from the stored value, not the placeholder). */
  const editableText = (
    field: 'contactName' | 'contactCompany' | 'notes',
    shown: ReactNode,
    {
      bold,
      className,
      whole = true,
      ...props
    }: {
      bold?: boolean;
      type?: 'secondary';
      className?: string;
      'data-testid'?: string;
      /** The whole text as the browser's tooltip (the notes have a tooltip of their own). */
      whole?: boolean;
    },
  ) => {
    const value = call[field] ?? '';
    const notes = field === 'notes';
    const text = (
      // Bold here, not antd's `strong`: its <strong> wrapper would be the flex item and not shrink.
      // The whole text as a tooltip: a cut one (a long name in a narrow row) never loses its end.
      <span className="ps-lr-text" style={bold ? BOLD : undefined} title={(whole && value) || undefined}>
        {shown}
      </span>
    );
    // Another's desk: the text as it is, no editor.
    if (readOnly)
      return (
        <Typography.Text {...props} className={`ps-lr-cell${className ? ` ${className}` : ''}`}>
          {text}
        </Typography.Text>
      );
    return (
      <Typography.Text
        {...props}
        className={`ps-lr-cell${className ? ` ${className}` : ''}`}
        editable={{
          text: value,
          triggerType: ['icon', 'text'],
          onChange: (next: string) => {
            if (notes) setNotesEditing(false);
            if (next !== value) onChange(call, { [field]: next });
          },
          tooltip: t('phonesheet.row.edit'),
          ...(notes && {
            editing: notesEditing && !call.notesCut,
            onStart: () => setNotesEditing(true),
            onCancel: () => setNotesEditing(false),
          }),
        }}
      >
        {text}
      </Typography.Text>
    );
  };
  const openStatuses = statuses.filter((s) => !s.retired || s.id === call.statusId);

  return (
    <div
      ref={box}
      data-testid="call-row"
      data-call-id={call.id}
      className={rowClasses(props)}
      style={rowStyle(token, status)}
    >
      <Tooltip title={direction}>
        <Button
          size="small"
          type="text"
          aria-label={direction}
          className="ps-g-dir"
          // As wide as the light row's arrow (24 px, 16 in one line): else it moved the texts on hover.
          style={shape === 'line' ? DIRECTION_ICON : DIRECTION_BUTTON}
          disabled={readOnly}
          icon={call.direction === 'in' ? <ArrowDownOutlined /> : <ArrowUpOutlined />}
          onClick={() => onChange(call, { direction: call.direction === 'in' ? 'out' : 'in' })}
        />
      </Tooltip>
      <Typography.Text
        type={rolledOver ? 'warning' : 'secondary'}
        className="ps-g-when"
        data-testid="call-when"
      >
        {owed}
        {phoneSystemMark(call, t)}
      </Typography.Text>
      <div className="ps-g-who">
        {editableText('contactName', call.contactName || t('phonesheet.row.noName'), {
          bold: true,
          className: 'ps-g-name',
          'data-testid': 'call-name',
        })}
        {editableText('contactCompany', call.contactCompany || '—', {
          type: 'secondary',
          className: 'ps-g-company',
        })}
      </div>
      <div className="ps-lr-phone ps-g-phone">
        <a href={telHref(call)} data-testid="call-tel" dir="ltr">
          {call.phoneDisplay}
        </a>
        {call.extension && (
          <Typography.Text type="secondary">
            {t('phonesheet.row.ext', { ext: call.extension })}
          </Typography.Text>
        )}
      </div>
      {deskName !== null && (
        // A name keeps its own direction (cut at its end on an Arabic sheet), as the light row's.
        <Typography.Text type="secondary" className="ps-lr-cell ps-g-desk">
          <span className="ps-lr-text" title={deskName}>
            {deskName}
          </span>
        </Typography.Text>
      )}
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
      {/* The whole note on hover, and while the row has the keyboard's focus (issue 43). */}
      <Tooltip
        title={call.notes ? <span style={WHOLE_NOTE}>{notesShown(call)}</span> : null}
        open={!!call.notes && (notesHover || keyFocus)}
        onOpenChange={setNotesHover}
        placement="bottomLeft"
        styles={{ root: { maxWidth: 560 } }}
      >
        {editableText('notes', call.notes ? notesShown(call) : t('phonesheet.row.noNotes'), {
          type: 'secondary',
          className: 'ps-g-notes',
          whole: false,
          'data-testid': 'call-notes',
        })}
      </Tooltip>
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
    </div>
  );
});
