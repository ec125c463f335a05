import { Button, Tooltip, Typography, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  memo,
  startTransition,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { CallRowLight, phoneSystemMark } from './CallRowLight';
import { notesShown, rowClasses, rowStyle, telHref, useRowTexts, type RowProps } from './row-texts';
import { LINE_COLUMNS } from './row-layout';
import { editableText, type EditableRow } from './row-editable-text';
import { PriorityPicker, RowActions, StatusPicker } from './CallRowWidgets';

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
  const editable: EditableRow = { call, readOnly, onChange, t, notesEditing, setNotesEditing };

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
        {editableText(editable, 'contactName', call.contactName || t('phonesheet.row.noName'), {
          bold: true,
          className: 'ps-g-name',
          'data-testid': 'call-name',
        })}
        {editableText(editable, 'contactCompany', call.contactCompany || '—', {
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
      <PriorityPicker call={call} readOnly={readOnly} onChange={onChange} t={t} />
      <StatusPicker
        call={call}
        statuses={statuses}
        readOnly={readOnly}
        onChange={onChange}
        t={t}
        intl={intl}
      />
      {/* The whole note on hover, and while the row has the keyboard's focus (issue 43). */}
      <Tooltip
        title={call.notes ? <span style={WHOLE_NOTE}>{notesShown(call)}</span> : null}
        open={!!call.notes && (notesHover || keyFocus)}
        onOpenChange={setNotesHover}
        placement="bottomLeft"
        styles={{ root: { maxWidth: 560 } }}
      >
        {editableText(editable, 'notes', call.notes ? notesShown(call) : t('phonesheet.row.noNotes'), {
          type: 'secondary',
          className: 'ps-g-notes',
          whole: false,
          'data-testid': 'call-notes',
        })}
      </Tooltip>
      <RowActions
        call={call}
        readOnly={readOnly}
        compact={compact}
        onCallBack={onCallBack}
        onHistory={onHistory}
        onDelete={onDelete}
        t={t}
      />
    </div>
  );
});
