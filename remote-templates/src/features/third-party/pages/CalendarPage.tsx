import { useCallback, useContext, useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { Alert, Button, ConfigProvider, Grid, Segmented, Space, Typography, theme } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/zh-cn';
import {
  Calendar,
  dayjsLocalizer,
  type EventProps,
  type SlotInfo,
  type ToolbarProps,
  type View,
} from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import baseCss from 'react-big-calendar/lib/css/react-big-calendar.css';
import dndCss from 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { PageFrame } from '../../../app-kit/PageFrame';
import { EventDialog } from '../components/EventDialog';
import { calendarThemeCss, kindColor } from '../calendar/calendar-theme';
import {
  draftForSlot,
  draftToInput,
  eventToDraft,
  moveEvent,
  resizeEvent,
  type EventDraft,
} from '../calendar/event-rules';
import { CALENDAR_KEYS } from '../store/third-party-saga-keys';
import { selectThirdParty, thirdPartyActions as A } from '../store/third-party-slice';
import type { CalendarEvent } from '../types';

interface ShownEvent {
  id: number;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  source: CalendarEvent;
}

const localizer = dayjsLocalizer(dayjs);
const DnDCalendar = withDragAndDrop<ShownEvent>(Calendar);
const VIEWS: View[] = ['month', 'week', 'day'];
/** The app's locales as dayjs names them. */
const CULTURE: Record<string, string> = { zh: 'zh-cn' };
const t = (id: string) => `templates.thirdParty.calendar.${id}`;

/** What an event shows: its title, with its start as data for the tests (month cells are not focusable by themselves). */
function EventLabel({ event, focusable }: EventProps<ShownEvent> & { focusable?: boolean }) {
  return (
    <span
      data-testid={`calendar-event-${event.id}`}
      data-start={event.source.start}
      {...(focusable ? { tabIndex: 0, role: 'button', 'aria-label': event.title } : {})}
    >
      {event.title}
    </span>
  );
}
const MonthEvent = (props: EventProps<ShownEvent>) => <EventLabel {...props} focusable />;

function Toolbar({ label, onNavigate, onView, view, localizer: { messages } }: ToolbarProps<ShownEvent>) {
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBlockEnd: 12 }}>
      <Space.Compact>
        <Button
          aria-label={String(messages.previous)}
          icon={rtl ? <RightOutlined /> : <LeftOutlined />}
          onClick={() => onNavigate('PREV')}
          data-testid="calendar-prev"
        />
        <Button onClick={() => onNavigate('TODAY')} data-testid="calendar-today">
          {messages.today}
        </Button>
        <Button
          aria-label={String(messages.next)}
          icon={rtl ? <LeftOutlined /> : <RightOutlined />}
          onClick={() => onNavigate('NEXT')}
          data-testid="calendar-next"
        />
      </Space.Compact>
      <Typography.Title
        level={5}
        style={{ margin: 0, flex: '1 1 auto', textAlign: 'center' }}
        data-testid="calendar-label"
      >
        {label}
      </Typography.Title>
      <Segmented
        value={view}
        onChange={(v) => onView(v as View)}
        options={VIEWS.map((v) => ({ value: v, label: String(messages[v as 'month' | 'week' | 'day']) }))}
        data-testid="calendar-views"
      />
    </div>
  );
}

/** The events as the calendar shows them, each with the stored event behind it. */
function shownEvents(events: CalendarEvent[]): ShownEvent[] {
  return events.map((e) => ({
    id: e.id,
    title: e.title,
    start: new Date(e.start),
    end: new Date(e.end),
    allDay: e.allDay,
    source: e,
  }));
}

/** react-big-calendar's texts in the page's language. */
function calendarMessages(intl: IntlShape) {
  const m = (id: string) => intl.formatMessage({ id: t(`rbc.${id}`) });
  return {
    date: m('date'),
    time: m('time'),
    event: m('event'),
    allDay: m('allDay'),
    week: m('week'),
    day: m('day'),
    month: m('month'),
    previous: m('previous'),
    next: m('next'),
    today: m('today'),
    agenda: m('agenda'),
    noEventsInRange: m('noEvents'),
    showMore: (count: number) => intl.formatMessage({ id: t('rbc.showMore') }, { count }),
  };
}

/** A new event on `date`, from the next whole hour, an hour long (the Add button's). */
function nextHourOf(date: Date): EventDraft {
  const start = dayjs(date)
    .hour(dayjs().hour() + 1)
    .minute(0)
    .second(0)
    .millisecond(0);
  return {
    title: '',
    kind: 'meeting',
    allDay: false,
    start: start.toDate(),
    end: start.add(1, 'hour').toDate(),
  };
}

export default function CalendarPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const { events, eventsLoaded } = useAppSelector((s) => selectThirdParty(s as never));
  const { loading, error } = useFetchState(CALENDAR_KEYS.list);
  const saving = useFetchState(CALENDAR_KEYS.save).loading;
  const [view, setView] = useState<View>('month');
  const [date, setDate] = useState(() => new Date());
  const [dialog, setDialog] = useState<{ draft: EventDraft; event: CalendarEvent | null } | null>(null);

  const load = useCallback(() => dispatch(A.eventsRequested()), [dispatch]);
  useEffect(() => {
    load();
  }, [load]);

  const shown = useMemo(() => shownEvents(events), [events]);
  const messages = useMemo(() => calendarMessages(intl), [intl]);

  const openNew = (draft: EventDraft) => setDialog({ draft, event: null });
  const openEvent = (event: ShownEvent) =>
    setDialog({ draft: eventToDraft(event.source), event: event.source });
  const addButton = () => openNew(nextHourOf(date));
  const onSelectSlot = (slot: SlotInfo) => {
    const whole = (d: Date) => dayjs(d).isSame(dayjs(d).startOf('day'));
    const allDay =
      view === 'month' ||
      (whole(slot.start) && whole(slot.end) && dayjs(slot.end).diff(slot.start, 'day') >= 1);
    openNew(draftForSlot(slot.start, slot.end, allDay));
  };
  const onDrop = ({ event, start, isAllDay }: EventInteractionArgs<ShownEvent>) => {
    const moved = moveEvent(event.source, new Date(start), isAllDay ?? event.allDay);
    if (moved.start !== event.source.start || moved.allDay !== event.source.allDay) {
      dispatch(A.updateRequested({ event: moved, moved: true }));
    }
  };
  const onResize = ({ event, start, end }: EventInteractionArgs<ShownEvent>) => {
    const resized = resizeEvent(event.source, new Date(start), new Date(end));
    if (resized) dispatch(A.updateRequested({ event: resized }));
  };
  const onKeyPressEvent = (event: ShownEvent, e: SyntheticEvent) => {
    const key = (e as unknown as { key?: string }).key;
    if (key === 'Enter' || key === ' ') {
      e.preventDefault();
      openEvent(event);
    }
  };
  const save = (draft: EventDraft) => {
    const input = draftToInput(draft);
    if (dialog?.event) dispatch(A.updateRequested({ event: { ...input, id: dialog.event.id } }));
    else dispatch(A.createRequested(input));
    setDialog(null);
  };

  const components = useMemo(
    () => ({ toolbar: Toolbar, event: EventLabel, month: { event: MonthEvent } }),
    [],
  );
  const eventPropGetter = useCallback(
    (event: ShownEvent) => ({
      style: {
        background: kindColor(token, event.source.kind),
        color: token.colorTextLightSolid,
      },
    }),
    [token],
  );

  return (
    <PageFrame
      testId="third-party-calendar"
      title={<FormattedMessage id={t('title')} />}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={addButton} data-testid="calendar-add">
          <FormattedMessage id={t('add')} />
        </Button>
      }
    >
      <style>{baseCss}</style>
      <style>{dndCss}</style>
      <style>{calendarThemeCss(token)}</style>
      <Alert type="info" showIcon message={<FormattedMessage id={t('about')} />} />
      <LoadState
        loading={loading || !eventsLoaded}
        error={error}
        empty={!eventsLoaded}
        onRetry={load}
        rows={10}
      >
        <div className="ps-calendar" data-testid="calendar" style={{ height: screens.md ? 720 : 600 }}>
          <DnDCalendar
            localizer={localizer}
            culture={CULTURE[intl.locale] ?? intl.locale}
            rtl={rtl}
            messages={messages}
            events={shown}
            views={VIEWS}
            view={view}
            onView={setView}
            date={date}
            onNavigate={setDate}
            components={components}
            eventPropGetter={eventPropGetter}
            selectable
            resizable
            popup
            onSelectSlot={onSelectSlot}
            onSelectEvent={openEvent}
            onKeyPressEvent={onKeyPressEvent}
            onEventDrop={onDrop}
            onEventResize={onResize}
            scrollToTime={dayjs().hour(8).minute(0).toDate()}
            step={30}
            timeslots={2}
          />
        </div>
      </LoadState>
      {dialog && (
        <EventDialog
          open
          editing={!!dialog.event}
          draft={dialog.draft}
          saving={saving}
          rtl={rtl}
          onSave={save}
          onDelete={() => {
            if (dialog.event) dispatch(A.deleteRequested(dialog.event.id));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </PageFrame>
  );
}
