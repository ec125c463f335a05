import { useEffect, useState } from 'react';
import { Button, DatePicker, Form, Input, Modal, Popconfirm, Select, Space, Switch } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { validateDraft, type DraftErrors, type EventDraft } from '../calendar/event-rules';
import { EVENT_KINDS } from '../types';

const t = (id: string) => `templates.thirdParty.calendar.${id}`;

export interface EventDialogProps {
  open: boolean;
  /** Editing an existing event (delete and the day buttons show) or adding one. */
  editing: boolean;
  draft: EventDraft;
  saving?: boolean;
  rtl?: boolean;
  onSave: (draft: EventDraft) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** Shifts a date by whole days, keeping its time (null stays null). */
const plusDays = (date: Date | null, days: number) => (date ? dayjs(date).add(days, 'day').toDate() : null);

/** Delete (for an event that exists, asked first), cancel and save. */
function EventFooter({
  editing,
  saving,
  onDelete,
  onClose,
  onSave,
}: Pick<EventDialogProps, 'editing' | 'saving' | 'onDelete' | 'onClose'> & { onSave: () => void }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {editing && (
        <Popconfirm
          title={<FormattedMessage id={t('deleteConfirm')} />}
          okText={<FormattedMessage id={t('delete')} />}
          cancelText={<FormattedMessage id={t('cancel')} />}
          okButtonProps={{ danger: true, 'data-testid': 'calendar-delete-confirm' } as never}
          onConfirm={onDelete}
        >
          <Button danger data-testid="calendar-delete" style={{ marginInlineEnd: 'auto' }}>
            <FormattedMessage id={t('delete')} />
          </Button>
        </Popconfirm>
      )}
      <Button onClick={onClose}>
        <FormattedMessage id={t('cancel')} />
      </Button>
      <Button type="primary" loading={saving} onClick={onSave} data-testid="calendar-save">
        <FormattedMessage id={t('save')} />
      </Button>
    </div>
  );
}

/** The event's kind and whether it takes the whole day. */
function KindAndAllDay({ draft, onChange }: { draft: EventDraft; onChange: (draft: EventDraft) => void }) {
  const intl = useIntl();
  return (
    <Space wrap size="large" style={{ marginBlockEnd: 16 }}>
      <Space>
        <label htmlFor="calendar-kind">
          <FormattedMessage id={t('kind')} />
        </label>
        <Select
          id="calendar-kind"
          style={{ minWidth: 140 }}
          value={draft.kind}
          onChange={(kind) => onChange({ ...draft, kind })}
          options={EVENT_KINDS.map((k) => ({
            value: k,
            label: intl.formatMessage({ id: t(`kinds.${k}`) }),
          }))}
        />
      </Space>
      <Space>
        <Switch
          id="calendar-all-day"
          checked={draft.allDay}
          onChange={(allDay) => onChange({ ...draft, allDay })}
          data-testid="calendar-all-day"
        />
        <label htmlFor="calendar-all-day">
          <FormattedMessage id={t('allDay')} />
        </label>
      </Space>
    </Space>
  );
}

/** Add or edit an event: title, kind, all-day, start and end, each with its message; delete asks first. */
export function EventDialog({
  open,
  editing,
  draft: initial,
  saving,
  rtl,
  onSave,
  onDelete,
  onClose,
}: EventDialogProps) {
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (open) {
      setDraft(initial);
      setErrors({});
      setTried(false);
    }
  }, [open, initial]);

  const update = (next: EventDraft) => {
    setDraft(next);
    if (tried) setErrors(validateDraft(next));
  };
  // Moving the start carries the end along, so the event keeps its length.
  const setStart = (value: Dayjs | null) => {
    const start = value ? value.toDate() : null;
    const end =
      start && draft.start && draft.end
        ? new Date(draft.end.getTime() + (start.getTime() - draft.start.getTime()))
        : draft.end;
    update({ ...draft, start, end });
  };
  const shift = (days: number) =>
    update({ ...draft, start: plusDays(draft.start, days), end: plusDays(draft.end, days) });
  const submit = () => {
    setTried(true);
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(draft);
  };
  const help = (field: keyof DraftErrors) =>
    errors[field] ? { validateStatus: 'error' as const, help: <FormattedMessage id={errors[field]} /> } : {};
  const format = draft.allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm';
  const Earlier = rtl ? ArrowRightOutlined : ArrowLeftOutlined;
  const Later = rtl ? ArrowLeftOutlined : ArrowRightOutlined;

  return (
    <Modal
      open={open}
      title={<FormattedMessage id={t(editing ? 'editTitle' : 'addTitle')} />}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <EventFooter
          editing={editing}
          saving={saving}
          onDelete={onDelete}
          onClose={onClose}
          onSave={submit}
        />
      }
    >
      <Form layout="vertical" onFinish={submit} data-testid="calendar-event-form">
        <Form.Item
          label={<FormattedMessage id={t('eventTitle')} />}
          htmlFor="calendar-title"
          required
          {...help('title')}
        >
          <Input
            id="calendar-title"
            data-testid="calendar-title"
            autoFocus
            value={draft.title}
            onChange={(e) => update({ ...draft, title: e.target.value })}
            onPressEnter={submit}
          />
        </Form.Item>
        <KindAndAllDay draft={draft} onChange={update} />
        <Form.Item
          label={<FormattedMessage id={t('start')} />}
          htmlFor="calendar-start"
          required
          {...help('start')}
        >
          <DatePicker
            id="calendar-start"
            data-testid="calendar-start"
            style={{ width: '100%' }}
            showTime={draft.allDay ? false : { format: 'HH:mm', minuteStep: 5 }}
            format={format}
            value={draft.start ? dayjs(draft.start) : null}
            onChange={setStart}
          />
        </Form.Item>
        <Form.Item
          label={<FormattedMessage id={t('end')} />}
          htmlFor="calendar-end"
          required
          {...help('end')}
        >
          <DatePicker
            id="calendar-end"
            data-testid="calendar-end"
            style={{ width: '100%' }}
            showTime={draft.allDay ? false : { format: 'HH:mm', minuteStep: 5 }}
            format={format}
            value={draft.end ? dayjs(draft.end) : null}
            onChange={(value) => update({ ...draft, end: value ? value.toDate() : null })}
          />
        </Form.Item>
        {editing && (
          <Space wrap>
            <Button icon={<Earlier />} onClick={() => shift(-1)} data-testid="calendar-day-earlier">
              <FormattedMessage id={t('dayEarlier')} />
            </Button>
            <Button
              icon={<Later />}
              iconPosition="end"
              onClick={() => shift(1)}
              data-testid="calendar-day-later"
            >
              <FormattedMessage id={t('dayLater')} />
            </Button>
          </Space>
        )}
      </Form>
    </Modal>
  );
}
